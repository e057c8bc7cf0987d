import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import type { Invitation, InvitationStatus } from '../invitations/entities.ts';
import { invitationStatuses } from '../invitations/entities.ts';
import type { SessionStore } from '../session/ports.ts';
import { transportErrors } from '../shared/errors.ts';
import type { Wallet, WalletSession } from '../wallet/ports.ts';
import type { ConnectionPatch } from '../connections/handshake.ts';
import { pageOfConnections } from '../connections/paging.ts';
import type { ConnectionsGateway } from '../connections/ports.ts';
import {
  connectionStatuses,
  type Connection,
  type ConnectionParty,
  type ConnectionStatus,
} from '../connections/entities.ts';

/** Fixtures and object-literal fakes for connections and invitations tests (the @scr/domain/testing entry). */
export const NOW = new Date('2026-11-22T10:00:00.000Z');
export const OUR_ID = 1;

export const party = (id: number, over: Partial<ConnectionParty> = {}): ConnectionParty => ({
  id,
  name: `Org ${id}`,
  vat: `BE0${String(id).padStart(9, '0')}`,
  city: 'Antwerp',
  role: 'other',
  contactEmail: `org${id}@example.test`,
  status: 'active',
  walletUrl: '0',
  ...over,
});
export const us = party(OUR_ID, { name: 'Antwerp Carrier NV', role: 'carrier' });

let counter = 0;
export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const connection = (
  over: Partial<Connection> & { other?: number | ConnectionParty; weAre?: 'A' | 'B' } = {},
): Connection => {
  const { other = 2, weAre = 'A', ...rest } = over;
  const them = typeof other === 'number' ? party(other) : other;
  const [a, b] = weAre === 'A' ? [us, them] : [them, us];
  return {
    reference: uuid(++counter),
    status: 'pending',
    organizationIdA: a.id,
    organizationIdB: b.id,
    organizationA: a,
    organizationB: b,
    encrInviterData: { publicKey: 'pkA' },
    createdAt: '2026-11-01T09:00:00.000Z',
    ...rest,
  };
};

export const invitation = (over: Partial<Invitation> = {}): Invitation => ({
  id: ++counter,
  status: 'pending',
  name: 'New Org',
  vat: 'BE0111111111',
  contactEmail: 'new@org.test',
  reference: uuid(++counter),
  inviterId: OUR_ID,
  createdAt: '2026-11-01T09:00:00.000Z',
  invitationValidUntil: '2026-12-01T09:00:00.000Z',
  ...over,
});

export const walletSession: WalletSession = {
  walletUrl: 'https://wallet.test:8443',
  orgUserId: 10,
  token: 't',
  exp: NOW.getTime() / 1000 + 3600,
};

/** A SessionStore fake: our organization signed in, with a wallet session unless told otherwise. */
export const sessionStore = (over: { wallet?: WalletSession | null; api?: boolean } = {}): SessionStore => ({
  apiSession: () =>
    okAsync(
      over.api === false ? null : { accessToken: 'a', orgUserId: 10, organizationId: OUR_ID, exp: 2e9 },
    ),
  saveApiSession: () => okAsync(undefined),
  walletSession: () => okAsync(over.wallet === undefined ? walletSession : over.wallet),
  saveWalletSession: () => okAsync(undefined),
  clear: () => okAsync(undefined),
});

const unused = () => errAsync({ kind: 'WalletRejected', message: { id: 'wallet.error.rejected' } } as const);
/** A Wallet fake at version 1.2.9 whose handshake calls answer; override what a test needs. */
export const wallet = (over: Partial<Wallet> = {}): Wallet => ({
  version: () => okAsync('1.2.9'),
  verifyPassword: unused,
  signChallenge: unused,
  unlockAccount: unused,
  addUserAccount: unused,
  initiateConnection: () => okAsync({ publicKey: 'pk-new' }),
  acceptConnection: () => okAsync({ publicKey: 'pkB', ciphertext: 'cB', iv: 'iB' }),
  confirmConnection: () => okAsync({ publicKey: 'pkA', ciphertext: 'cA', iv: 'iA' }),
  updateConnection: () => okAsync(undefined),
  discardConnection: () => okAsync(undefined),
  getConnections: unused,
  hashPassword: unused,
  resetPasswords: unused,
  getInfo: unused,
  storeInfo: unused,
  connectionFingerprint: unused,
  markConnectionVerified: unused,
  verifiedConnections: unused,
  ...over,
});

export const clock = { now: () => NOW };

/** Any connection involving organization OUR_ID, maybe lacking an organization. */
export const arbConnection = (withMissing = true): fc.Arbitrary<Connection> =>
  fc
    .record({
      n: fc.nat(),
      status: fc.constantFrom<ConnectionStatus>(...connectionStatuses),
      weAre: fc.constantFrom<'A' | 'B'>('A', 'B'),
      other: fc.integer({ min: 2, max: 50 }),
      created: fc.integer({ min: 1.7e12, max: 1.8e12 }),
      missing: withMissing ? fc.constantFrom('none', 'none', 'none', 'A', 'B') : fc.constant('none'),
    })
    .map(({ n, status, weAre, other, created, missing }) => {
      const c = connection({ status, weAre, other, createdAt: new Date(created).toISOString() });
      return {
        ...c,
        reference: uuid(n * 1000 + (c.organizationIdA === OUR_ID ? other : other + 500)),
        ...(missing === 'A' ? { organizationA: null } : missing === 'B' ? { organizationB: undefined } : {}),
      };
    });

export const arbInvitation: fc.Arbitrary<Invitation> = fc
  .record({
    id: fc.nat(),
    status: fc.constantFrom<InvitationStatus>(...invitationStatuses),
    created: fc.integer({ min: 1.7e12, max: 1.8e12 }),
    valid: fc.integer({ min: 1.7e12, max: 1.9e12 }),
    answered: fc.boolean(),
  })
  .map(({ id, status, created, valid, answered }) =>
    invitation({
      id,
      status,
      createdAt: new Date(created).toISOString(),
      invitationValidUntil: new Date(valid).toISOString(),
      answeredAt: answered ? new Date(created).toISOString() : null,
    }),
  );

/** A ConnectionsGateway over an in-memory list (pages as the contract says) that records its patches. */
export const memoryConnections = (items: readonly Connection[], over: Partial<ConnectionsGateway> = {}) => {
  const patches: ConnectionPatch[] = [];
  const gateway: ConnectionsGateway = {
    list: () => okAsync(items),
    page: (query) => okAsync(pageOfConnections(items, query)),
    getByReference: (ref) => {
      const c = items.find((i) => i.reference === ref);
      return c ? okAsync(c) : errAsync(transportErrors.http(404, 'Not found'));
    },
    create: () => errAsync(transportErrors.forbidden('no')),
    patch: (ref, patch) => {
      patches.push(patch);
      return okAsync({ ...items.find((i) => i.reference === ref)!, ...patch } as Connection);
    },
    recordFingerprintVerified: () => okAsync(undefined),
    ...over,
  };
  return { gateway, patches };
};
