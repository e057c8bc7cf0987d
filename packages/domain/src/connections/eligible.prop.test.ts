import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arbConnection, OUR_ID, party } from '../testing/connections.ts';
import { eligibleOrganizations, existingLinks } from './eligible.ts';

const arbParty = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    role: fc.constantFrom('other', 'driver', 'bargeoperator', 'transporter', 'carrier', 'forwarder'),
    status: fc.constantFrom('active', 'manual_active', 'inactive'),
  })
  .map(({ id, role, status }) => party(id, { role, status }));

describe('eligible list properties', () => {
  it('never offers our own organization, and disables exactly the open or active links', () => {
    fc.assert(
      fc.property(fc.array(arbParty), fc.array(arbConnection(false)), (parties, connections) => {
        const options = eligibleOrganizations(OUR_ID, parties, connections);
        const links = existingLinks(connections, OUR_ID);
        for (const o of options) {
          expect(o.party.id).not.toBe(OUR_ID);
          const live = connections.some(
            (c) =>
              (c.organizationIdA === o.party.id || c.organizationIdB === o.party.id) &&
              c.status !== 'declined' &&
              c.status !== 'cancelled',
          );
          expect(o.disabled).toBe(live);
          expect(o.disabled).toBe(links.has(o.party.id));
        }
      }),
    );
  });
});
