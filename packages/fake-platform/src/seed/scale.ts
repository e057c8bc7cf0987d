// --scale n: n generated users in Antwerp Carrier NV, n organizations and n connections with Antwerp.
// Generated users have no wallet account (they cannot sign in); they exist for size and load tests.
import type { Snapshot } from '../store/journal.ts';
import type * as R from '../store/records.ts';
import { connection, daysFrom, organization, orgUser, stableUuid } from './helpers.ts';

const statuses: R.ConnectionStatus[] = [
  'finalized',
  'pending',
  'accepted',
  'confirmed',
  'declined',
  'cancelled',
];
const roles = ['other', 'driver', 'bargeoperator', 'transporter'];

export const addScale = (snapshot: Snapshot, now: Date, n: number): void => {
  const orgs = snapshot.organizations as R.OrganizationRecord[];
  const users = snapshot.organizationUsers as R.OrgUserRecord[];
  const connections = snapshot.connections as R.ConnectionRecord[];
  const firstOrg = Math.max(...orgs.map((o) => o.id)) + 1;
  const firstUser = Math.max(...users.map((u) => u.id)) + 1;
  const createdAt = daysFrom(now, -10);
  for (let i = 0; i < n; i++) {
    const id = firstOrg + i;
    const name = `Scale Org ${String(i + 1).padStart(5, '0')} BV`;
    orgs.push(
      organization(now, {
        id,
        name,
        vat: `BE1${String(i).padStart(9, '0')}`,
        role: roles[i % 4] ?? 'other',
        walletUrl: '0',
        city: 'Antwerp',
        country: 'Belgium',
        contactEmail: `info@scale${i}.example`,
        supportEmail: `support@scale${i}.example`,
      }),
    );
    const userId = firstUser + i;
    users.push(
      orgUser(now, {
        id: userId,
        userId,
        organizationId: 1,
        email: `user${i}@scale.carrier.example`,
        firstName: `First${i}`,
        lastName: `Last${String(i).padStart(5, '0')}`,
        createdAt,
      }),
    );
    const status = statuses[i % statuses.length] ?? 'pending';
    const [a, b] = i % 2 === 0 ? [1, id] : [id, 1];
    connections.push(
      connection(
        now,
        { reference: stableUuid(`scale-${i}`), status, organizationIdA: a, organizationIdB: b },
        20,
      ),
    );
  }
};
