import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import {
  alreadyRegisteredActions,
  deleteUserState,
  userFullName,
  type AdminCounts,
  type EmailAlreadyRegisteredError,
  type MessageRef,
  type OrganizationUser,
  type UserActor,
} from '@scr/domain';
import type { ResultAsync } from 'neverthrow';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { DangerConfirmDialog } from '../../ui/danger-confirm-dialog.tsx';
import type { ShownError } from '../../ui/error-callout.tsx';
import { useFormSave } from '../../ui/use-form-save.ts';
import { usersUseCasesToken } from './users-use-cases.ts';

type ConfirmProps = {
  readonly title: MessageRef;
  readonly body: MessageRef;
  readonly confirm: MessageRef;
  readonly action: () => ResultAsync<{ readonly message: MessageRef }, ShownError>;
  readonly onClose: () => void;
  readonly onDone: () => void;
};

/** A confirmation that destroys nothing, whose button runs a use case: success and failure end in a snackbar. */
const ConfirmDialog = (props: ConfirmProps) => {
  const text = useText();
  const { busy, submit } = useFormSave();
  const run = () => submit(props.action, props.onDone);
  return (
    <Dialog isOpen title={text(props.title)} onClose={props.onClose}>
      <DialogBody>
        <p>{text(props.body)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={text('users.delete.cancel')} onClick={props.onClose} />
            <Button intent={Intent.PRIMARY} loading={busy} text={text(props.confirm)} onClick={run} />
          </>
        }
      />
    </Dialog>
  );
};

type UserDialogProps = {
  readonly user: OrganizationUser;
  readonly actor: UserActor;
  readonly onClose: () => void;
  readonly onDone: () => void;
};

/**
 * 'Are you sure you want to delete this user?' (product-reference §2.5) with a red button naming the user. A
 * user the platform would refuse (the actor's own, the only active admin §8, the last Organization Manager):
 * the reason shows up front and the button stays disabled.
 */
export const DeleteUserDialog = ({
  user,
  actor,
  adminCounts,
  onClose,
  onDone,
}: UserDialogProps & { readonly adminCounts: AdminCounts }) => {
  const users = useUseCase(usersUseCasesToken);
  const { busy, submit } = useFormSave();
  const name = userFullName(user);
  const state = deleteUserState({ actor, user, counts: adminCounts });
  return (
    <DangerConfirmDialog
      title={{ id: 'users.delete.title' }}
      body={{ id: 'users.delete.text', values: { name } }}
      confirm={{ id: 'users.delete.confirmNamed', values: { name } }}
      dismiss={{ id: 'users.delete.cancel' }}
      refusal={state.helper}
      onClose={onClose}
      pending={busy}
      onConfirm={() => submit(() => users.deleteUser({ actor, user }), onDone)}
    />
  );
};

/** Re-adding the email of a deleted user who had activated offers reactivation (product-reference §4). */
export const ReactivateUserDialog = ({ user, actor, onClose, onDone }: UserDialogProps) => {
  const users = useUseCase(usersUseCasesToken);
  return (
    <ConfirmDialog
      title={{ id: 'users.reactivate.title' }}
      body={{ id: 'users.reactivate.text', values: { name: userFullName(user) } }}
      confirm={{ id: 'users.reactivate.confirm' }}
      action={() => users.reactivateUser({ actor, user })}
      onClose={onClose}
      onDone={onDone}
    />
  );
};

/**
 * 'This emailaddress was already registered', with the text for the user's state and its ways
 * forward: resend the invitation to someone who never set a password, edit anyone.
 */
export const AlreadyRegisteredDialog = (props: {
  readonly error: EmailAlreadyRegisteredError;
  readonly actor: UserActor;
  readonly onClose: () => void;
  readonly onEdit: (user: OrganizationUser) => void;
  readonly onDone: () => void;
}) => {
  const text = useText();
  const users = useUseCase(usersUseCasesToken);
  const { busy, submit } = useFormSave();
  const { user, reason } = props.error;
  const resend = () => submit(() => users.resendInvite({ actor: props.actor, user }), props.onDone);
  return (
    <Dialog isOpen title={text(props.error.message)} onClose={props.onClose}>
      <DialogBody>
        <p>{text(props.error.text)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={text('users.form.cancel')} onClick={props.onClose} />
            {alreadyRegisteredActions(reason).includes('resend') && (
              <Button text={text('users.alreadyRegistered.resend')} loading={busy} onClick={resend} />
            )}
            <Button
              intent={Intent.PRIMARY}
              text={text('users.action.edit')}
              onClick={() => props.onEdit(user)}
            />
          </>
        }
      />
    </Dialog>
  );
};
