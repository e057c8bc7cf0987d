import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { TransportError } from '../shared/errors.ts';
import {
  userErrors,
  type AdminNotEditableError,
  type InviteAlreadyAcceptedError,
  type UserManagementNotAllowedError,
  type NotReactivatableError,
} from './errors.ts';
import { guardDelete, type DeleteRefusedError } from './delete-rule.ts';
import type { UserSaved } from './invite-user.ts';
import type { UsersGateway } from './ports.ts';
import { hasSetPassword, isActiveAdmin, type OrganizationUser } from './user.ts';
import { authorizeUserTarget, type UserActor } from './user-rules.ts';

/** A user action: who acts on which user. */
export type UserCommand = { readonly actor: UserActor; readonly user: OrganizationUser };

/** What `deleteUser` can fail with. */
export type DeleteUserError =
  UserManagementNotAllowedError | AdminNotEditableError | DeleteRefusedError | TransportError;

/**
 * Deletes a user after the confirmation dialog (product-reference §2.5): never the actor's own user, the only
 * active admin nor the last Organization Manager (`deleteRefusal`).
 */
export const deleteUser =
  (deps: { readonly users: UsersGateway }) =>
  ({ actor, user }: UserCommand): ResultAsync<{ readonly message: MessageRef }, DeleteUserError> => {
    const allowed = authorizeUserTarget(actor, user);
    if (allowed.isErr()) return errAsync(allowed.error);
    const admins: ResultAsync<readonly OrganizationUser[], TransportError> = isActiveAdmin(user)
      ? deps.users.admins(user.organizationId)
      : okAsync([]);
    return admins
      .andThen((list) => guardDelete(actor.userId, user, list))
      .andThen(() => deps.users.remove(user.id))
      .map(() => ({ message: { id: 'users.success.deleted' } }));
  };

/** What `reactivateUser` can fail with. */
export type ReactivateUserError =
  UserManagementNotAllowedError | AdminNotEditableError | NotReactivatableError | TransportError;

/**
 * Reactivates a deleted user who had set a password, after the offer that re-adding their email
 * opens (product-reference §4): clears deletedAt and sets the user active ('User reactivated successfully').
 */
export const reactivateUser =
  (deps: { readonly users: UsersGateway }) =>
  ({ actor, user }: UserCommand): ResultAsync<UserSaved, ReactivateUserError> => {
    const allowed = authorizeUserTarget(actor, user);
    if (allowed.isErr()) return errAsync(allowed.error);
    if (!user.isDeleted || !hasSetPassword(user)) return errAsync(userErrors.notReactivatable());
    return deps.users
      .patch(user.id, { deletedAt: null, isDeleted: false, isActive: true })
      .map((saved) => ({ user: saved, message: { id: 'users.success.reactivated' } }));
  };

/** What `resendInvite` can fail with. */
export type ResendInviteError =
  UserManagementNotAllowedError | AdminNotEditableError | InviteAlreadyAcceptedError | TransportError;

/**
 * Mails the add-user link again to a user who has not set a password ('Mail resent to user
 * successfully'). The already-registered notice sends the admin here for a user deleted before
 * setting a password, so resending also restores such a user (not deleted, deletedAt cleared):
 * an invitation to a deleted account could never be completed.
 */
export const resendInvite =
  (deps: { readonly users: UsersGateway }) =>
  ({ actor, user }: UserCommand): ResultAsync<UserSaved, ResendInviteError> => {
    const allowed = authorizeUserTarget(actor, user);
    if (allowed.isErr()) return errAsync(allowed.error);
    if (hasSetPassword(user)) return errAsync(userErrors.alreadyActivated());
    return deps.users
      .patch(user.id, { resendMail: true, ...(user.isDeleted ? { isDeleted: false, deletedAt: null } : {}) })
      .map((saved) => ({ user: saved, message: { id: 'users.success.mailResent' } }));
  };

/** The snackbar after the invite link was copied (the copying itself is the UI's). */
export const linkCopiedMessage: MessageRef = { id: 'users.success.linkCopied' };
