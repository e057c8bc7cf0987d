import { lazy, Suspense } from 'react';
import type { AdminCounts, EmailAlreadyRegisteredError, OrganizationUser, UserActor } from '@scr/domain';
import type { AdminContext } from '../../session/admin-context.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { InviteUserDialog } from './invite-user-dialog.tsx';
import { AlreadyRegisteredDialog, DeleteUserDialog, ReactivateUserDialog } from './user-confirm-dialogs.tsx';

// The chooser is the heaviest dialog and the rarest: loaded when first opened (architecture §5).
const PasswordResetDialog = lazy(() => import('./password-reset-dialog.tsx'));

export type UsersDialog =
  | { readonly kind: 'invite' }
  | { readonly kind: 'edit' | 'delete' | 'changePassword'; readonly user: OrganizationUser }
  | { readonly kind: 'reactivate'; readonly user: OrganizationUser }
  | { readonly kind: 'alreadyRegistered'; readonly error: EmailAlreadyRegisteredError };

type Props = {
  readonly dialog: UsersDialog | null;
  readonly context: AdminContext;
  readonly actor: UserActor;
  readonly adminCounts: AdminCounts;
  readonly onDialog: (dialog: UsersDialog | null) => void;
  /** Something was saved: close and reload the page of users. */
  readonly onChanged: () => void;
};

/**
 * The dialogs of the users page. The invite dialog stays open under the reactivation offer and
 * the already-registered notice, so what was typed is still there when they are closed.
 */
export const UsersDialogs = ({ dialog, context, actor, adminCounts, onDialog, onChanged }: Props) => {
  const close = () => onDialog(null);
  const backToInvite = () => onDialog({ kind: 'invite' });
  if (dialog === null) return null;
  const inviteOpen =
    dialog.kind === 'invite' || dialog.kind === 'reactivate' || dialog.kind === 'alreadyRegistered';
  return (
    <>
      {inviteOpen && (
        <InviteUserDialog
          organizationId={context.organizationId}
          organizationName={context.organization.name}
          actor={actor}
          onClose={close}
          onSaved={onChanged}
          onReactivationOffered={(user) => onDialog({ kind: 'reactivate', user })}
          onAlreadyRegistered={(error) => onDialog({ kind: 'alreadyRegistered', error })}
        />
      )}
      {dialog.kind === 'reactivate' && (
        <ReactivateUserDialog user={dialog.user} actor={actor} onClose={backToInvite} onDone={onChanged} />
      )}
      {dialog.kind === 'alreadyRegistered' && (
        <AlreadyRegisteredDialog
          error={dialog.error}
          actor={actor}
          onDone={onChanged}
          onClose={backToInvite}
          onEdit={(user) => onDialog({ kind: 'edit', user })}
        />
      )}
      {dialog.kind === 'edit' && (
        <EditUserDialog
          key={dialog.user.id}
          user={dialog.user}
          actor={actor}
          adminCounts={adminCounts}
          onClose={close}
          onSaved={onChanged}
        />
      )}
      {dialog.kind === 'delete' && (
        <DeleteUserDialog
          user={dialog.user}
          actor={actor}
          adminCounts={adminCounts}
          onClose={close}
          onDone={onChanged}
        />
      )}
      {dialog.kind === 'changePassword' && (
        <Suspense fallback={null}>
          <PasswordResetDialog target={dialog.user} context={context} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
