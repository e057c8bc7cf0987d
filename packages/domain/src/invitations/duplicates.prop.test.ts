import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arbConnection, arbInvitation, NOW, OUR_ID } from '../testing/connections.ts';
import { invitationDuplicate, normalEmail, normalVat, openConnectionStatuses } from './duplicates.ts';
import { effectiveInvitationStatus } from './rules.ts';

const arbTarget = fc.record({
  vat: fc.constantFrom('BE0111111111', 'be 0111.111.111', 'BE0000000002', 'NL999', 'CHE123'),
  contactEmail: fc.constantFrom('new@org.test', ' NEW@org.test ', 'org2@example.test', 'other@x.test'),
});
const world = fc.record({
  target: arbTarget,
  invitations: fc.array(arbInvitation, { maxLength: 6 }),
  connections: fc.array(arbConnection(false), { maxLength: 6 }),
});

describe('no duplicate invitations', () => {
  it('finds a duplicate exactly when a pending invitation or an open/active connection matches VAT or email', () => {
    fc.assert(
      fc.property(world, ({ target, invitations, connections }) => {
        const same = (o: { vat?: string | null; contactEmail?: string | null }) =>
          (!!o.vat && normalVat(o.vat) === normalVat(target.vat)) ||
          (!!o.contactEmail && normalEmail(o.contactEmail) === normalEmail(target.contactEmail));
        const expected =
          invitations.some(
            (i) =>
              i.inviterId === OUR_ID &&
              !i.answeredAt &&
              effectiveInvitationStatus(i, NOW) === 'pending' &&
              same(i),
          ) ||
          connections.some(
            (c) =>
              openConnectionStatuses.includes(c.status) &&
              same(c.organizationIdA === OUR_ID ? c.organizationB! : c.organizationA!),
          );
        const found = invitationDuplicate({
          target,
          organizationId: OUR_ID,
          invitations,
          connections,
          now: NOW,
        });
        expect(found !== null).toBe(expected);
      }),
    );
  });

  it('prefers the pending invitation (Send again) and points to a connection of ours otherwise', () => {
    fc.assert(
      fc.property(world, ({ target, invitations, connections }) => {
        const found = invitationDuplicate({
          target,
          organizationId: OUR_ID,
          invitations,
          connections,
          now: NOW,
        });
        if (found?.kind === 'connection') {
          expect(openConnectionStatuses).toContain(found.row.connection.status);
          expect([found.row.connection.organizationIdA, found.row.connection.organizationIdB]).toContain(
            OUR_ID,
          );
        }
        if (found?.kind === 'invitation') expect(found.invitation.inviterId).toBe(OUR_ID);
      }),
    );
  });

  it('ignores case, spaces, dots and dashes in the VAT and case and spaces in the email', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}[0-9]{6,10}$/), (vat) => {
        const spaced = vat
          .toLowerCase()
          .replace(/(\d{3})/g, '$1.')
          .replace(/^(..)/, '$1 ');
        expect(normalVat(spaced)).toBe(vat);
      }),
    );
  });
});
