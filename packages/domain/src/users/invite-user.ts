import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { Locale } from '../messages/define.ts';
import type { TransportError } from '../shared/errors.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import type {
  AdminRoleNotAllowedError,
  AdminNotEditableError,
  EmailAlreadyRegisteredError,
  UserManagementNotAllowedError,
  ReactivationOfferedError,
} from './errors.ts';
import type { UsersGateway } from './ports.ts';
import type { OrganizationUser } from './user.ts';
import { adminRolesOf, inviteUserFormSchema } from './user-form.ts';
import { authorizeUserChange, existingEmailOutcome, type UserActor } from './user-rules.ts';

/** A use case's success: the stored user and the snackbar text. */
export type UserSaved = { readonly user: OrganizationUser; readonly message: MessageRef };

/** What `inviteUser` can fail with. */
export type InviteUserError =
  | ValidationError
  | UserManagementNotAllowedError
  | AdminNotEditableError
  | AdminRoleNotAllowedError
  | ReactivationOfferedError
  | EmailAlreadyRegisteredError
  | TransportError;

/** What `inviteUser` is given. */
export type InviteUserCommand = {
  readonly organizationId: number;
  readonly actor: UserActor;
  /** The invite dialog's values, unchecked. */
  readonly form: unknown;
  /** The inviting session's language: the new user's mails speak it until they choose their own. */
  readonly lang?: Locale;
};

/**
 * Invites a user (product-reference §2.5, §4, §6): validates the form, applies the role rule, refuses an email
 * that exists (offering reactivation or the already-registered notice) and creates the user ('User added
 * successfully'). A new admin's signing key is the platform's to copy (docs/adr/0005-signing-key-copied-by-platform.md).
 */
export const inviteUser =
  (deps: { readonly users: UsersGateway }) =>
  (command: InviteUserCommand): ResultAsync<UserSaved, InviteUserError> => {
    const parsed = validate(inviteUserFormSchema, command.form);
    if (parsed.isErr()) return errAsync(parsed.error);
    const form = parsed.value;
    const adminRoles = adminRolesOf(form.adminRole);
    const allowed = authorizeUserChange({ actor: command.actor, adminRoles });
    if (allowed.isErr()) return errAsync(allowed.error);
    const { organizationId } = command;
    return (
      deps.users
        .findByEmail(organizationId, form.email)
        .andThen((existing): ResultAsync<void, InviteUserError> =>
          existing ? errAsync(existingEmailOutcome(existing)) : okAsync(undefined),
        )
        .andThen(() =>
          deps.users.create({
            organizationId,
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            phone: form.phone,
            adminRoles,
            userRole: form.userRole,
            ...(command.lang === undefined ? {} : { lang: command.lang }),
          }),
        )
        // Another admin added the same email between our check and our create: the platform refused
        // ours (409); read it again to offer the right action for theirs.
        .orElse((e): ResultAsync<OrganizationUser, InviteUserError> =>
          e.kind === 'HttpError' && e.status === 409
            ? deps.users
                .findByEmail(organizationId, form.email)
                .andThen((existing) => errAsync(existing ? existingEmailOutcome(existing) : e))
            : errAsync(e),
        )
        .map((user) => ({ user, message: { id: 'users.success.added' } }))
    );
  };
