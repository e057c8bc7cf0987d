// Deterministic inputs of the domain figure (bench/figures/domain.ts): parties, connections,
// invitations and users at any size.
import {
  type Connection,
  type ConnectionParty,
  type ConnectionStatus,
  type Invitation,
  type InvitationStatus,
} from '../../packages/domain/src/index.ts';

export const US = 1;
export const NOW = new Date('2026-11-22T10:00:00.000Z');

/** mulberry32: a deterministic PRNG, so every run measures the same inputs. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
type Rnd = () => number;
const pick = <T>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const isoBetween = (rnd: Rnd, from: number, to: number) => new Date(from + rnd() * (to - from)).toISOString();
const T2024 = Date.UTC(2024, 0, 1);
const T2027 = Date.UTC(2027, 0, 1);
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const ROLES = ['other', 'driver', 'bargeoperator', 'transporter', 'carrier', 'forwarder', 'terminal'];
const ORG_STATUSES = ['active', 'active', 'active', 'manual_active', 'inactive', 'pending'];
const party = (rnd: Rnd, id: number): ConnectionParty => ({
  id,
  name: `Organization ${id} NV`,
  vat: `BE0${String(id).padStart(9, '0')}`,
  city: pick(rnd, ['Antwerpen', 'Gent', 'Rotterdam', 'Liège', 'Zeebrugge']),
  role: pick(rnd, ROLES),
  contactEmail: `info@org${id}.example`,
  status: pick(rnd, ORG_STATUSES),
  walletUrl: `https://wallet${id}.example:8443`,
});
/** n parties (ids 2…n+1), plus our own organization first. */
export const parties = (n: number): ConnectionParty[] => {
  const rnd = prng(7);
  return [party(rnd, US), ...Array.from({ length: n }, (_, i) => party(rnd, i + 2))];
};

const STATUSES: readonly ConnectionStatus[] = ['pending', 'accepted', 'confirmed', 'finalized', 'finalized'];
const ENDED: readonly ConnectionStatus[] = ['declined', 'cancelled'];
/** n connections of ours with counterparts among `orgs`; 1% lack an organization, 15% ended. */
export const connections = (n: number, orgs: readonly ConnectionParty[]): Connection[] => {
  const rnd = prng(42);
  const us = orgs[0]!;
  return Array.from({ length: n }, (_, i): Connection => {
    const other = orgs[1 + Math.floor(rnd() * (orgs.length - 1))]!;
    const [a, b] = rnd() < 0.5 ? [us, other] : [other, us];
    return {
      id: i + 1,
      reference: uuid(i + 1),
      status: rnd() < 0.15 ? pick(rnd, ENDED) : pick(rnd, STATUSES),
      organizationIdA: a.id,
      organizationIdB: b.id,
      organizationA: rnd() < 0.01 ? null : a,
      organizationB: b,
      name: null,
      customerReference: rnd() < 0.3 ? `CR-${i}` : null,
      createdAt: isoBetween(rnd, T2024, T2027),
    };
  });
};
const INVITATION_STATUSES = 'pending,pending,accepted,completed,declined'.split(',') as InvitationStatus[];
export const invitations = (n: number): Invitation[] => {
  const rnd = prng(9);
  return Array.from({ length: n }, (_, i): Invitation => {
    const createdAt = isoBetween(rnd, T2024, T2027);
    return {
      id: i + 1,
      status: pick(rnd, INVITATION_STATUSES),
      name: `Invited ${i}`,
      vat: `NL${String(i).padStart(9, '0')}B01`,
      contactEmail: `new${i}@invited.example`,
      reference: uuid(10_000_000 + i),
      inviterId: US,
      createdAt,
      invitationValidUntil: new Date(Date.parse(createdAt) + 30 * 864e5).toISOString(),
      answeredAt: rnd() < 0.2 ? createdAt : null,
    };
  });
};

const LAST =
  'Jansen,de Vries,Peeters,Janssens,Maes,Willems,Claes,Ölmez,Dubois,van den Berg,Müller,Çelik,Lambert,Goossens,Mertens,Dupont'.split(
    ',',
  );
const SYLL = 'ba,ver,hoe,len,dijk,mans,sté,kel,bo,rin,aert,ghe,mo,lier,van,thé'.split(',');
const FIRST =
  'Anna,Émile,Jan,Lotte,Noah,Zoë,Lucas,Fatima,Mohamed,Eva,Sem,Julie,Thomas,Inès,Louis,Sofie,mark,ELKE'.split(
    ',',
  );
export type BenchUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isActive: boolean;
};
/** Users of one organization: a few common surnames, many composed ones, 2% admins. */
export const users = (n: number): BenchUser[] => {
  const rnd = prng(3);
  return Array.from({ length: n }, (_, i) => {
    const lastName =
      rnd() < 0.4
        ? pick(rnd, LAST)
        : `${pick(rnd, SYLL)}${pick(rnd, SYLL)}${pick(rnd, SYLL)}`.replace(/^./, (c) => c.toUpperCase());
    return {
      id: i + 1,
      email: `user${i}@carrier.example`,
      firstName: pick(rnd, FIRST),
      lastName,
      isAdmin: rnd() < 0.02,
      isActive: rnd() < 0.9,
    };
  });
};
