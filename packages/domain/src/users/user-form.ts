import { z } from 'zod';
import type { MessageRef } from '../messages/catalogue.ts';
import { contractMaxLength } from '../validation/generated/contract-facts.ts';
import { optionalText, requiredChoice, requiredEmail, requiredText } from '../validation/rules.ts';
import { adminRoles, appRoles, type AdminRole, type AppRole } from './roles.ts';
import { hasSetPassword, type OrganizationUser } from './user.ts';
import { deleteRefusal, deleteRefusalError, isActiveOrgMgr, type AdminCounts } from './delete-rule.ts';
import { mayGrantAdminRoles, type UserActor } from './user-rules.ts';

/** The Admin role selector's choices: one admin role or none (product-reference §6). */
export const adminRoleChoices = ['none', ...adminRoles] as const;
/** One of the Admin role selector's choices. */
export type AdminRoleChoice = (typeof adminRoleChoices)[number];

export const adminRoleLabels = {
  none: { id: 'users.adminRole.none' },
  org_mgr: { id: 'users.adminRole.org_mgr' },
  usr_mgr: { id: 'users.adminRole.usr_mgr' },
  cnx_mgr: { id: 'users.adminRole.cnx_mgr' },
} as const satisfies Record<AdminRoleChoice, MessageRef>;

export const appRoleLabels = {
  regular: { id: 'users.appRole.regular' },
  viewer: { id: 'users.appRole.viewer' },
} as const satisfies Record<AppRole, MessageRef>;

/** The platform's limits of a user's fields (both its create and its patch take these). */
const limits = contractMaxLength.OrganizationUserCreate;

/** The invite dialog (product-reference §5 'User form'): all required but Phone; the platform's limits. */
export const inviteUserFormSchema = z.object({
  firstName: requiredText('users.field.firstName', limits.firstName),
  lastName: requiredText('users.field.lastName', limits.lastName),
  email: requiredEmail('users.field.email', limits.email),
  phone: optionalText(limits.phone),
  adminRole: requiredChoice(adminRoleChoices, 'users.field.adminRole'),
  userRole: requiredChoice(appRoles, 'users.field.userRole'),
});
export type InviteUserForm = z.output<typeof inviteUserFormSchema>;

/** The edit dialog: the same fields plus the 'Active ?' switch. */
export const editUserFormSchema = inviteUserFormSchema.extend({ isActive: z.boolean() });
/** The edit user form's values once they pass its rules. */
export type EditUserForm = z.output<typeof editUserFormSchema>;

/** The selector's choice to the stored list: none is the empty list. */
export const adminRolesOf = (choice: AdminRoleChoice): AdminRole[] => (choice === 'none' ? [] : [choice]);

/** The stored list to the selector's single choice: the strongest role held (org_mgr, usr_mgr, cnx_mgr). */
export const adminRoleChoiceOf = (roles: readonly AdminRole[]): AdminRoleChoice =>
  adminRoles.find((r) => roles.includes(r)) ?? 'none';

/** The initial values of the edit dialog. */
export const editUserFormValues = (user: OrganizationUser): EditUserForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
  adminRole: adminRoleChoiceOf(user.adminRoles),
  userRole: user.userRole,
  isActive: user.isActive,
});

/** Whether a control may be used, and why not (the helper text under it). */
export type ControlState = { readonly enabled: boolean; readonly helper?: MessageRef };
const enabled: ControlState = { enabled: true };
const disabled = (id: MessageRef['id']): ControlState => ({ enabled: false, helper: { id } });

/** The stored user a form edits, as far as the form's controls depend on it. */
export type EditedUser = Pick<
  OrganizationUser,
  'isAdmin' | 'isActive' | 'isDeleted' | 'activatedAt' | 'adminRoles'
>;

/** The last active Organization Manager keeps her role and stays active (`changeRefusal`). */
const isLastOrgMgr = (user: EditedUser | undefined, counts: AdminCounts): boolean =>
  user !== undefined && isActiveOrgMgr(user) && counts.activeOrgMgrs < 2;

/**
 * The Admin role selector (product-reference §5): only an org_mgr may use it; in edit it is also locked on an
 * admin while fewer than two active admins exist, so the last admin cannot demote themself, and on the
 * last active Organization Manager, whose every other choice would leave nobody to assign admin roles.
 */
export const adminRoleSelectorState = (input: {
  readonly actorAdminRoles: readonly AdminRole[];
  /** Absent when inviting. */
  readonly user?: EditedUser;
  /** The organization's active admins and Organization Managers (absent when inviting). */
  readonly counts?: AdminCounts;
}): ControlState => {
  if (!mayGrantAdminRoles(input.actorAdminRoles)) return disabled('users.helper.adminRoleOrgMgrOnly');
  if (input.user === undefined || input.counts === undefined) return enabled;
  if (input.user.isAdmin && input.counts.activeAdmins < 2)
    return disabled('users.helper.adminRoleSingleAdmin');
  if (isLastOrgMgr(input.user, input.counts)) return disabled('users.helper.adminRoleLastOrgMgr');
  return enabled;
};

/**
 * The 'Active ?' switch (product-reference §4, §5): a user who never set a password cannot be activated by hand;
 * an admin cannot be switched while fewer than two active admins exist, nor the last active
 * Organization Manager.
 */
export const activeSwitchState = (input: {
  readonly user: EditedUser;
  readonly counts: AdminCounts;
}): ControlState => {
  if (!hasSetPassword(input.user)) return disabled('users.helper.activeNoPassword');
  if (input.user.isAdmin && input.counts.activeAdmins < 2) return disabled('users.helper.activeSingleAdmin');
  if (isLastOrgMgr(input.user, input.counts)) return disabled('users.helper.activeLastOrgMgr');
  return enabled;
};

/**
 * The delete confirmation's red button (product-reference §2.5, §8): disabled on a user the platform would refuse
 * to delete (`deleteRefusal`: the actor's own user, the only active admin, the last Organization Manager), with
 * the refusal shown up front instead of after a click.
 */
export const deleteUserState = (input: {
  readonly actor: UserActor;
  readonly user: Pick<
    OrganizationUser,
    'id' | 'userId' | 'isAdmin' | 'isActive' | 'isDeleted' | 'adminRoles'
  >;
  readonly counts: AdminCounts;
}): ControlState => {
  const refused = deleteRefusalError(deleteRefusal(input.actor.userId, input.user, input.counts));
  return refused === null ? enabled : disabled(refused.message.id);
};

/** The admin switch: usable only once the user is active (product-reference §5). */
export const adminSwitchState = (user: Pick<OrganizationUser, 'isActive'>): ControlState =>
  user.isActive ? enabled : disabled('users.helper.adminSwitchInactive');

/** The edit dialog shows the 'Invite user' URL field (copy, resend) while no password was set. */
export const showsInviteLink = (user: Pick<OrganizationUser, 'activatedAt'>): boolean =>
  !hasSetPassword(user);

/** An accept link opened by a user who already set a password shows the already-registered text. */
export const acceptLinkState = (
  user: Pick<OrganizationUser, 'activatedAt' | 'isActive'>,
): { readonly kind: 'setPassword' } | { readonly kind: 'alreadyRegistered'; readonly message: MessageRef } =>
  hasSetPassword(user) || user.isActive
    ? { kind: 'alreadyRegistered', message: { id: 'users.acceptLink.alreadyRegistered' } }
    : { kind: 'setPassword' };
