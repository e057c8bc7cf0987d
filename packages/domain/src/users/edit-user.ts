import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
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
import { userFieldsChangedBetween, userPatchOf, type UserField } from './user-changes.ts';

/**
 * Another admin saved the user after the dialog was opened (the platform's 412): nothing was saved.
 * `fields` names what they changed, `current` is the user as stored now.
 */
export type UserChangedMeanwhile = Tagged<
  'ChangedMeanwhile',
  { readonly fields: readonly UserField[]; readonly current: OrganizationUser }
>;

/** What `editUser` can fail with. */
export type EditUserError =
  | ValidationError
  | UserManagementNotAllowedError
  | AdminNotEditableError
  | AdminRoleNotAllowedError
  | CannotActivateError
  | OnlyActiveAdminChangeError
  | LastOrgMgrChangeError
  | UserChangedMeanwhile
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
 * built by hand meets them too. Only the fields that differ from `user` (the row the dialog was
 * opened from) are sent, on condition that `user.version` is still the stored one: over another
 * admin's save it fails with the fields they changed (our choice where the spec is silent, as for
 * the profile: no save undoes someone else's change unseen). The admin roles change only when the
 * selector's choice changed, keeping a stored multi-role list intact ('User saved successfully'). A
 * user becoming admin gets an existing admin's signing key from the platform
 * (docs/adr/0005-signing-key-copied-by-platform.md).
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

    const changes = userPatchOf(user, form);
    if (Object.keys(changes).length === 0) return okAsync(saved(user));
    const mayDropAdmin = user.isAdmin && (!adminRoles.includes('org_mgr') || !form.isActive);
    const admins: ResultAsync<readonly OrganizationUser[], TransportError> = mayDropAdmin
      ? deps.users.admins(user.organizationId)
      : okAsync([]);
    return admins
      .andThen((list): ResultAsync<UserPatch, EditUserError> => {
        const refused = changeRefusal(user, { adminRoles, isActive: form.isActive }, list);
        return refused === null ? okAsync(changes) : errAsync(changeRefusalErrors[refused]());
      })
      .andThen((patch) =>
        deps.users.patch(user.id, patch, user.version).orElse((e): ResultAsync<never, EditUserError> =>
          e.kind === 'HttpError' && e.status === 412
            ? deps.users.get(user.id).andThen((current) =>
                errAsync(
                  tagged('ChangedMeanwhile', 'users.changedMeanwhile', undefined, {
                    fields: userFieldsChangedBetween(user, current),
                    current,
                  }),
                ),
              )
            : errAsync(e),
        ),
      )
      .map(saved);
  };

const saved = (user: OrganizationUser): UserSaved => ({ user, message: { id: 'users.success.saved' } });
