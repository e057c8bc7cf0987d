// Contract: the fake platform's copy of the no-duplicate-invitations rule (it may not import the
// domain) answers every case as the domain's rule does, and its 409 reason names the same kind.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findDuplicateInvitation } from '@scr/fake-platform';
import type { Connection, Invitation } from '@scr/domain';
import {
  connectionStatuses,
  duplicateInvitationReasons,
  invitationDuplicate,
  invitationStatuses,
} from '@scr/domain/testing';

const US = 1;
const NOW = '2026-11-22T10:00:00.000Z';
const vats = ['BE0111111111', 'be 0111.111.111', 'NL999', 'nl-999', 'CHE123'];
const emails = ['a@x.test', ' A@X.test', 'b@y.test', 'c@z.test'];

const arbOrg = (id: number) =>
  fc.record({ vat: fc.constantFrom(...vats), contactEmail: fc.constantFrom(...emails) }).map((o) => ({
    id,
    name: `Org ${id}`,
    role: 'other',
    status: 'active',
    ...o,
  }));

const arbInvitation = (id: number) =>
  fc
    .record({
      inviterId: fc.constantFrom(US, US, 2),
      status: fc.constantFrom(...invitationStatuses),
      vat: fc.constantFrom(...vats),
      contactEmail: fc.constantFrom(...emails),
      answered: fc.boolean(),
      validUntil: fc.constantFrom('2026-11-01T00:00:00.000Z', NOW, '2026-12-31T00:00:00.000Z'),
    })
    .map((r): Invitation => ({
      id,
      status: r.status,
      name: `Invited ${id}`,
      vat: r.vat,
      contactEmail: r.contactEmail,
      reference: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      inviterId: r.inviterId,
      createdAt: '2026-11-01T09:00:00.000Z',
      invitationValidUntil: r.validUntil,
      answeredAt: r.answered ? '2026-11-02T09:00:00.000Z' : null,
    }));

const arbConnection = (n: number) =>
  fc
    .record({
      status: fc.constantFrom(...connectionStatuses),
      weAre: fc.constantFrom('A', 'B', 'neither'),
      other: arbOrg(10 + n),
      us: arbOrg(US),
    })
    .map(({ status, weAre, other, us }): Connection => {
      const [a, b] = weAre === 'A' ? [us, other] : weAre === 'B' ? [other, us] : [other, { ...us, id: 99 }];
      return {
        reference: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        status,
        organizationIdA: a.id,
        organizationIdB: b.id,
        organizationA: a,
        organizationB: b,
        createdAt: '2026-11-01T09:00:00.000Z',
      };
    });

const arbCase = fc.record({
  target: fc.record({ vat: fc.constantFrom(...vats), contactEmail: fc.constantFrom(...emails) }),
  invitations: fc.tuple(...[1, 2, 3, 4].map(arbInvitation)).chain((all) => fc.subarray(all)),
  connections: fc.tuple(...[1, 2, 3].map(arbConnection)).chain((all) => fc.subarray(all)),
});

describe('contract: no duplicate invitations, domain and fake platform', () => {
  it('find the same duplicate for every case, with the 409 reason of its kind', () => {
    fc.assert(
      fc.property(arbCase, ({ target, invitations, connections }) => {
        const domain = invitationDuplicate({
          target,
          organizationId: US,
          invitations,
          connections,
          now: new Date(NOW),
        });
        const organizations = new Map(
          connections.flatMap((c) => [c.organizationA!, c.organizationB!]).map((o) => [o.id, o] as const),
        );
        const fake = findDuplicateInvitation({
          target,
          inviterId: US,
          now: NOW,
          invitations,
          connections,
          organizations,
        });
        if (domain === null) {
          expect(fake).toBeNull();
          return;
        }
        expect(fake?.reason).toBe(duplicateInvitationReasons[domain.kind]);
        if (domain.kind === 'invitation') expect(fake).toMatchObject({ invitationId: domain.invitation.id });
        else expect(fake).toMatchObject({ reference: domain.row.connection.reference });
      }),
      { numRuns: 500 },
    );
  });
});
