// The demo world's connections, invitations, EULAs and organization meta (architecture §4): every tab of
// every demo admin who can sign in (Antwerp, Ghent, Rotterdam, Liege) shows something.
import type * as R from '../store/records.ts';
import { connection, daysFrom, stableUuid } from './helpers.ts';
import { partnerById } from './demo-organizations.ts';

type Row = [status: R.ConnectionStatus, a: number, b: number];

// Antwerp (1): two requests in To do (Ghent and Liege ask), one waiting on each step, active,
// cancelled and declined ones.
const rows: Row[] = [
  ['pending', 2, 1],
  ['pending', 4, 1],
  ['pending', 1, 9],
  ['accepted', 1, 10],
  ['confirmed', 1, 11],
  ['finalized', 1, 3],
  ['finalized', 8, 1],
  ['cancelled', 1, 12],
  ['declined', 13, 1],
  // Ghent (2)
  ['pending', 14, 2],
  ['accepted', 2, 8],
  ['finalized', 2, 6],
  ['cancelled', 2, 15],
  ['declined', 16, 2],
  // Rotterdam (3)
  ['pending', 9, 3],
  ['confirmed', 3, 12],
  ['finalized', 4, 3],
  ['declined', 3, 16],
  // Liege (4)
  ['pending', 13, 4],
  ['accepted', 4, 14],
  ['finalized', 4, 8],
  ['cancelled', 15, 4],
];

export const demoConnections = (now: Date): R.ConnectionRecord[] =>
  rows.map(([status, a, b], i) =>
    connection(
      now,
      {
        reference: stableUuid(`connection-${a}-${b}`),
        status,
        organizationIdA: a,
        organizationIdB: b,
        customerReference: a === 1 ? `CUST-${100 + i}` : null,
        inviteMsg:
          status === 'declined' || status === 'cancelled' ? 'Shall we connect for container releases?' : null,
        remoteAddress: status === 'finalized' ? `scr://address/${a}-${b}` : null,
      },
      30 - i,
    ),
  );

const invitationStatuses: R.InvitationStatus[] = ['pending', 'accepted', 'completed', 'cancelled', 'expired'];
// Each invitee's name and city; the completed one is replaced by the partner organization it became.
const invitees: ReadonlyArray<readonly [name: string, city: string]> = [
  ['Oostende Reefers NV', 'Oostende'],
  ['Genk Containers BV', 'Genk'],
  ['Hasselt Logistics NV', 'Hasselt'],
  ['Aalst Trucking BV', 'Aalst'],
  ['Lier Barging NV', 'Lier'],
];

export const demoInvitations = (now: Date): R.InvitationRecord[] => {
  const list: R.InvitationRecord[] = [];
  for (const inviterId of [1, 2, 3, 4]) {
    invitationStatuses.forEach((status, i) => {
      // A completed invitation's organization onboarded: a partner organization stands in for it, and
      // the invitation carries that organization's name, VAT and city (one Org ID, one name).
      const resultOrganizationId = status === 'completed' ? 8 + inviterId : null;
      const result = resultOrganizationId === null ? undefined : partnerById(resultOrganizationId);
      const [invitee, inviteeCity] = invitees[i] ?? ['Invitee', 'Antwerp'];
      const slug = `${(result?.name ?? invitee).toLowerCase().split(' ')[0]}${inviterId}`;
      const createdDays = status === 'expired' ? -20 : -2 - i;
      list.push({
        id: list.length + 1,
        status,
        name: result?.name ?? (inviterId === 1 ? invitee : `${invitee} ${inviterId}`),
        vat: result?.vat ?? `BE09${inviterId}${i}000000`.slice(0, 12),
        contactEmail: `info@${slug}.example`,
        customerReference: inviterId === 1 ? `INV-${i + 1}` : null,
        city: result?.city ?? inviteeCity,
        msg: 'We would like to exchange container releases with you.',
        reference: stableUuid(`invitation-${inviterId}-${status}`),
        inviterId,
        resultOrganizationId,
        encrInviterData: { publicKey: `demo-inviter-key-${inviterId}-${i}` },
        invitationValidUntil: daysFrom(now, createdDays + 14),
        createdAt: daysFrom(now, createdDays),
        updatedAt: daysFrom(now, createdDays + 1),
        answeredAt: status === 'accepted' || status === 'completed' ? daysFrom(now, createdDays + 1) : null,
      });
    });
  }
  return list;
};

export const demoEulas = (now: Date): R.EulaRecord[] => [
  {
    id: 1,
    version: '2024.1',
    title: 'End-user licence agreement 2024',
    url: '/help/eula-2024.html',
    createdAt: daysFrom(now, -400),
  },
  {
    id: 2,
    version: '2025.1',
    title: 'End-user licence agreement 2025',
    url: '/help/eula.html',
    createdAt: daysFrom(now, -30),
  },
];

/** Everyone who activated accepted the newest EULA, except Nina (21), who accepted only the old one. */
export const demoEulaAcceptances = (now: Date, users: R.OrgUserRecord[]): R.EulaUserRecord[] =>
  users
    .filter((u) => u.activatedAt !== null)
    .map((u, i) => ({
      id: i + 1,
      orgUserId: u.id,
      eulaId: u.id === 21 ? 1 : 2,
      createdAt: daysFrom(now, -29),
    }));

export const demoMeta = (now: Date): R.MetaRecord[] => [
  {
    id: 1,
    organizationId: 1,
    metaSource: 'cpu',
    metaName: 'terminal.cpu.enabled',
    metaValue: 'true',
    createdAt: daysFrom(now, -90),
  },
  {
    id: 2,
    organizationId: 2,
    metaSource: 'portbase',
    metaName: 'ean',
    metaValue: '8712345678906',
    createdAt: daysFrom(now, -90),
  },
  {
    id: 3,
    organizationId: 2,
    metaSource: 'portbase',
    metaName: 'send_all',
    metaValue: 'true',
    createdAt: daysFrom(now, -90),
  },
  {
    id: 4,
    organizationId: 3,
    metaSource: 'cpoint',
    metaName: 'cpoint_code',
    metaValue: 'CP-ROT-4711',
    createdAt: daysFrom(now, -90),
  },
];
