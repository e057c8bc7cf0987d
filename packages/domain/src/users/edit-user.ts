import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import {
  userErrors,
  type AdminNotEditableError,
  type AdminRoleNotAllowedError,
  type CannotActivateError,
  type LastOrgMgrChangeError,
  type UserManagementNotAllowedError,
  type OnlyActiveAdminChangeError,
} from './errors.ts';
import type { UserSaved } from './invite-user.ts';
import type { UserPatch, UsersGateway } from './ports.ts';
import { hasSetPassword, type OrganizationUser } from './user.ts';
import { adminRoleChoiceOf, adminRolesOf, editUserFormSchema } from './user-form.ts';
import { authorizeUserChange, changeRefusal, type ChangeRefusal, type UserActor } from './user-rules.ts';

/** What `editUser` can fail with. */
export type EditUserError =
  | ValidationError
  | UserManagementNotAllowedError
  | AdminNotEditableError
  | AdminRoleNotAllowedError
  | CannotActivateError
  | OnlyActiveAdminChangeError
  | LastOrgMgrChangeError
  | TransportError;

const changeRefusalErrors = {
  onlyActiveAdmin: userErrors.onlyActiveAdminChange,
  lastOrgMgr: userErrors.lastOrgMgrChange,
} as const satisfies Record<ChangeRefusal, () => OnlyActiveAdminChangeError | LastOrgMgrChangeError>;

/** What `editUser` is given. */
export type EditUserCommand = {
  readonly actor: UserActor;
  /** The user as loaded in the table. */
  readonly user: OrganizationUser;
  /** The edit dialog's values, unchecked. */
  readonly form: unknown;
};

/**
 * Saves the edit dialog (product-reference §5, §6): the same role rules as the locked controls, so a request
 * built by hand meets them too. The admin roles change only when the selector's choice changed,
 * keeping a stored multi-role list intact ('User saved successfully'). A user becoming admin gets an
 * existing admin's signing key from the platform (docs/adr/0005-signing-key-copied-by-platform.md).
 */
export const editUser =
  (deps: { readonly users: UsersGateway }) =>
  (command: EditUserCommand): ResultAsync<UserSaved, EditUserError> => {
    const parsed = validate(editUserFormSchema, command.form);
    if (parsed.isErr()) return errAsync(parsed.error);
    const form = parsed.value;
    const { user, actor } = command;
    const rolesChanged = form.adminRole !== adminRoleChoiceOf(user.adminRoles);
    const adminRoles = rolesChanged ? adminRolesOf(form.adminRole) : user.adminRoles;
    const allowed = authorizeUserChange({
      actor,
      target: user,
      ...(rolesChanged ? { adminRoles } : {}),
    });
    if (allowed.isErr()) return errAsync(allowed.error);
    if (form.isActive && !user.isActive && !hasSetPassword(user))
      return errAsync(userErrors.cannotActivate());

    const changes: UserPatch = {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      userRole: form.userRole,
      isActive: form.isActive,
      ...(rolesChanged ? { adminRoles } : {}),
    };
    const mayDropAdmin = user.isAdmin && (!adminRoles.includes('org_mgr') || !form.isActive);
    const admins: ResultAsync<readonly OrganizationUser[], TransportError> = mayDropAdmin
      ? deps.users.admins(user.organizationId)
      : okAsync([]);
    return admins
      .andThen((list): ResultAsync<UserPatch, EditUserError> => {
        const refused = changeRefusal(user, { adminRoles, isActive: form.isActive }, list);
        return refused === null ? okAsync(changes) : errAsync(changeRefusalErrors[refused]());
      })
      .andThen((patch) => deps.users.patch(user.id, patch))
      .map((saved) => ({ user: saved, message: { id: 'users.success.saved' } }));
  };
