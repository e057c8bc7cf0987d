import { planBulk, type BulkPlan } from '../shared/bulk-plan.ts';
import type { MessageRef } from '../messages/catalogue.ts';
import { deleteRefusal, deleteRefusalError, isActiveOrgMgr, type AdminCounts } from './delete-rule.ts';
import { hasSetPassword, isActiveAdmin, type OrganizationUser } from './user.ts';
import { authorizeUserTarget, type UserActor } from './user-rules.ts';

/** The actions a selection of users can take at once: the single-row use cases of user-actions.ts. */
export const bulkUserActions = ['delete', 'reactivate', 'resend'] as const;
export type BulkUserAction = (typeof bulkUserActions)[number];

/**
 * Why the single-row use case of `action` would refuse the user (user-actions.ts), or null.
 * `counts` are the organization's admins as they will be when the row's turn comes.
 */
export const userActionRefusal = (
  action: BulkUserAction,
  actor: UserActor,
  user: OrganizationUser,
  counts: AdminCounts,
): MessageRef | null => {
  const allowed = authorizeUserTarget(actor, user);
  if (allowed.isErr()) return allowed.error.message;
  switch (action) {
    case 'delete':
      // deleteUser lets an already deleted user through; a bulk delete has nothing to do there.
      if (user.isDeleted) return { id: 'users.bulk.excluded.alreadyDeleted' };
      return deleteRefusalError(deleteRefusal(actor.userId, user, counts))?.message ?? null;
    case 'reactivate':
      if (!user.isDeleted) return { id: 'users.bulk.excluded.notDeleted' };
      return hasSetPassword(user) ? null : { id: 'users.bulk.excluded.neverActivated' };
    case 'resend':
      return hasSetPassword(user) ? { id: 'users.error.alreadyActivated' } : null;
  }
};

/**
 * Plans a bulk action on selected users: a row is included exactly when the single-row use case
 * would take it, in the selection's order. A delete runs row after row, so each row is judged on
 * the admins the earlier deletes leave: two active admins selected together keep the second (she
 * would be the only active admin by her turn), and so for the last Organization Manager. Pure: the
 * confirmation shows the plan, the action then runs the single-row use case for each included row.
 */
export const planUserBulk = (input: {
  readonly action: BulkUserAction;
  readonly users: readonly OrganizationUser[];
  readonly actor: UserActor;
  /** The organization's admins before the action (the users list answers them). */
  readonly counts: AdminCounts;
}): BulkPlan<OrganizationUser> =>
  planBulk(input.users, (user, counts) => userActionRefusal(input.action, input.actor, user, counts), {
    initial: input.counts,
    after: (counts, user) =>
      input.action === 'delete'
        ? {
            activeAdmins: counts.activeAdmins - (isActiveAdmin(user) ? 1 : 0),
            activeOrgMgrs: counts.activeOrgMgrs - (isActiveOrgMgr(user) ? 1 : 0),
          }
        : counts,
  });
