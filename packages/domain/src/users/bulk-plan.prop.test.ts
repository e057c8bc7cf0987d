import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { okAsync } from 'neverthrow';
import { aUser, fakeUsers } from '../testing/users.ts';
import { adminRoles } from './roles.ts';
import { countAdmins } from './delete-rule.ts';
import { bulkUserActions, planUserBulk, type BulkUserAction } from './bulk-plan.ts';
import { deleteUser, reactivateUser, resendInvite } from './user-actions.ts';
import type { OrganizationUser } from './user.ts';

const arbUser = fc
  .record({
    id: fc.integer({ min: 1, max: 40 }),
    userId: fc.integer({ min: 1, max: 8 }),
    isAdmin: fc.boolean(),
    isActive: fc.boolean(),
    isDeleted: fc.boolean(),
    activated: fc.boolean(),
    adminRoles: fc.subarray([...adminRoles]),
  })
  .map(({ activated, ...u }) => aUser({ ...u, activatedAt: activated ? '2026-01-02T10:00:00.000Z' : null }));
const arbOrganization = fc.uniqueArray(arbUser, { selector: (u) => u.id, maxLength: 12 });
const arbActor = fc.record({
  adminRoles: fc.subarray([...adminRoles]),
  userId: fc.integer({ min: 1, max: 8 }),
});

/**
 * The single-row use case of the action, run against an organization held in memory; a delete
 * removes the user, so each row is judged on what the earlier rows left (the bulk run's order).
 */
const singleRowRun = (organization: OrganizationUser[], action: BulkUserAction) => {
  const users = fakeUsers({
    admins: () => okAsync(organization.filter((u) => u.isAdmin)),
    remove: (id) => {
      const at = organization.findIndex((u) => u.id === id);
      organization.splice(at, 1, { ...organization[at]!, isDeleted: true, isActive: false });
      return okAsync(undefined);
    },
    patch: (id) => okAsync(organization.find((u) => u.id === id)!),
  });
  return {
    delete: deleteUser({ users }),
    reactivate: reactivateUser({ users }),
    resend: resendInvite({ users }),
  }[action];
};

describe('the users bulk plan (properties)', () => {
  it('splits the selection: included and excluded are the selection, each row once, in order', () => {
    fc.assert(
      fc.property(
        arbOrganization,
        arbActor,
        fc.constantFrom(...bulkUserActions),
        (organization, actor, action) => {
          const plan = planUserBulk({
            action,
            users: organization,
            actor,
            counts: countAdmins(organization),
          });
          const taken = new Set([...plan.included, ...plan.excluded.map((e) => e.item)]);
          expect(taken.size).toBe(organization.length);
          expect(organization.filter((u) => taken.has(u))).toEqual(organization);
          expect(plan.included).toEqual(organization.filter((u) => plan.included.includes(u)));
        },
      ),
    );
  });

  it('never includes a row the single-row use case refuses, run in the plan order', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbOrganization,
        arbActor,
        fc.constantFrom(...bulkUserActions),
        async (organization, actor, action) => {
          const plan = planUserBulk({
            action,
            users: organization,
            actor,
            counts: countAdmins(organization),
          });
          const run = singleRowRun([...organization], action);
          for (const user of plan.included) expect((await run({ actor, user })).isOk()).toBe(true);
        },
      ),
    );
  });

  it('a delete plan leaves an active admin and an active Organization Manager where there was one', () => {
    fc.assert(
      fc.property(arbOrganization, arbActor, (organization, actor) => {
        const before = countAdmins(organization);
        const plan = planUserBulk({ action: 'delete', users: organization, actor, counts: before });
        const after = countAdmins(organization.filter((u) => !plan.included.includes(u)));
        if (before.activeAdmins > 0) expect(after.activeAdmins).toBeGreaterThan(0);
        if (before.activeOrgMgrs > 0) expect(after.activeOrgMgrs).toBeGreaterThan(0);
      }),
    );
  });
});
