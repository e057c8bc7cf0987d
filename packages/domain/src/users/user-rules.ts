import { err, ok, type Result } from 'neverthrow';
import type { AdminRole } from './roles.ts';
import { decide, type TargetRole } from '../access/policy.ts';
import { accessPolicy } from '../access/policy-table.ts';
import { hasSetPassword, isActiveAdmin, type OrganizationUser } from './user.ts';
import { isActiveOrgMgr, type CountedUser } from './delete-rule.ts';
import {
  userErrors,
  type AdminNotEditableError,
  type AlreadyRegisteredReason,
  type AdminRoleNotAllowedError,
  type EmailAlreadyRegisteredError,
  type UserManagementNotAllowedError,
  type ReactivationOfferedError,
} from './errors.ts';

/** Who acts: the signed-in admin's roles in the organization being managed. */
export type UserActor = { readonly adminRoles: readonly AdminRole[]; readonly userId?: number };

/** The policy's verdict on the actor managing a user of their own organization (`target` absent: a new user). */
const userManagement = (
  actor: UserActor,
  target: Pick<OrganizationUser, 'isAdmin'> | undefined,
  targetRole: TargetRole,
) =>
  decide(accessPolicy, target === undefined ? 'organization-users.create' : 'organization-users.patch', {
    roles: actor.adminRoles,
    relation: 'sameOrganization',
    target: targetRole,
  });

/**
 * The server's rule, from the access policy (product-reference §6): users are managed by org_mgr or usr_mgr,
 * and only org_mgr touches an admin (edit, delete, reactivate, resend). `target` is absent when inviting.
 */
export const authorizeUserTarget = (
  actor: UserActor,
  target?: Pick<OrganizationUser, 'isAdmin'>,
): Result<void, UserManagementNotAllowedError | AdminNotEditableError> => {
  const decision = userManagement(actor, target, target?.isAdmin ? 'admin' : 'user');
  if (decision.allowed) return ok(undefined);
  return err(decision.reason === 'targetRole' ? userErrors.adminNotEditable() : userErrors.notAllowed());
};

/**
 * The rule for a change that sets admin roles: on top of `authorizeUserTarget`, only org_mgr
 * assigns admin roles (the user becomes an admin target); a usr_mgr may only leave a user without one.
 */
export const authorizeUserChange = (input: {
  readonly actor: UserActor;
  readonly target?: Pick<OrganizationUser, 'isAdmin'>;
  /** The admin roles the change would set; absent when the roles do not change. */
  readonly adminRoles?: readonly AdminRole[];
}): Result<void, UserManagementNotAllowedError | AdminNotEditableError | AdminRoleNotAllowedError> =>
  authorizeUserTarget(input.actor, input.target).andThen(() =>
    input.adminRoles !== undefined &&
    input.adminRoles.length > 0 &&
    !userManagement(input.actor, input.target, 'admin').allowed
      ? err(userErrors.adminRoleNotAllowed())
      : ok(undefined),
  );

/** Whether these roles may edit or delete an admin of their organization (the users table's row actions). */
export const mayManageAdmins = (roles: readonly AdminRole[]): boolean =>
  userManagement({ adminRoles: roles }, { isAdmin: true }, 'admin').allowed;

/** Whether these roles may give a user admin roles (the Admin role selector). */
export const mayGrantAdminRoles = (roles: readonly AdminRole[]): boolean =>
  userManagement({ adminRoles: roles }, undefined, 'admin').allowed;

/** True when a change would leave the organization without an active admin. */
export const removesLastActiveAdmin = (
  user: Pick<OrganizationUser, 'id' | 'isAdmin' | 'isActive' | 'isDeleted'>,
  after: { readonly adminRoles: readonly AdminRole[]; readonly isActive: boolean },
  admins: readonly Pick<OrganizationUser, 'id' | 'isAdmin' | 'isActive' | 'isDeleted'>[],
): boolean =>
  isActiveAdmin(user) &&
  (after.adminRoles.length === 0 || !after.isActive) &&
  !admins.some((a) => a.id !== user.id && isActiveAdmin(a));

/** What a role or 'Active ?' change reads of a user. */

/** Why a change of admin roles or 'Active ?' is refused: the only active admin, the last Organization Manager. */
export type ChangeRefusal = 'onlyActiveAdmin' | 'lastOrgMgr';

/**
 * The edit rule beside the delete rule (product-reference §5 'User form', §6): the only active admin keeps
 * the admin role and stays active, and so does the last active Organization Manager her org_mgr role,
 * since only an org_mgr assigns admin roles and without one nobody could ever name another.
 * `admins` are the organization's admins (the user may be among them; she is counted once).
 */
export const changeRefusal = (
  user: CountedUser,
  after: { readonly adminRoles: readonly AdminRole[]; readonly isActive: boolean },
  admins: readonly CountedUser[],
): ChangeRefusal | null => {
  if (removesLastActiveAdmin(user, after, admins)) return 'onlyActiveAdmin';
  const staysOrgMgr = after.isActive && after.adminRoles.includes('org_mgr');
  if (isActiveOrgMgr(user) && !staysOrgMgr && !admins.some((a) => a.id !== user.id && isActiveOrgMgr(a)))
    return 'lastOrgMgr';
  return null;
};

/**
 * Re-adding an email that exists in the organization (product-reference §2.5, §4 'User'): a deleted user who had
 * set a password is offered reactivation; a user who never set one gets the already-registered
 * notice (deleted before setting it, or not yet set); anyone else is simply already registered.
 */
export const existingEmailOutcome = (
  existing: OrganizationUser,
): ReactivationOfferedError | EmailAlreadyRegisteredError => {
  if (existing.isDeleted && hasSetPassword(existing)) return userErrors.reactivationOffered(existing);
  if (!hasSetPassword(existing))
    return userErrors.alreadyRegistered(
      existing,
      existing.isDeleted ? 'deletedBeforePassword' : 'passwordNotSet',
    );
  return userErrors.alreadyRegistered(existing, 'exists');
};

/**
 * What the already-registered notice offers besides editing: a user who never set a password
 * (still invited, or deleted before accepting) can have the invitation resent; someone already a
 * member can only be edited. (A deleted member who had set a password is offered reactivation.)
 */
export const alreadyRegisteredActions = (
  reason: AlreadyRegisteredReason,
): ReadonlyArray<'resend' | 'edit'> => (reason === 'exists' ? ['edit'] : ['resend', 'edit']);
