import { Button, Callout, Intent } from '@blueprintjs/core';
import type { DuplicateInvitationError } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { useConnections } from './connections-context.tsx';

/**
 * The invitation already exists in some form: says so and offers the way forward instead of a
 * second invitation. A pending invitation can be sent again; an open or active connection is shown
 * in its 'Connection status' dialog.
 */
export const DuplicateNotice = ({
  error,
  onDone,
}: {
  error: DuplicateInvitationError;
  onDone: () => void;
}) => {
  const text = useText();
  const { notify } = useSnackbars();
  const { useCases, run, refresh, setDialog, busy } = useConnections();
  const { duplicate } = error;
  const sendAgain = async (id: number) => {
    const resent = await run(() => useCases.resendInvitation({ id }));
    if (!resent) return;
    notify({ message: resent.message, intent: 'success' });
    onDone();
    await refresh();
  };
  return (
    <Callout intent={Intent.WARNING} role="alert" className="scr-duplicate">
      <p>{text(error.message)}</p>
      {duplicate.kind === 'invitation' ? (
        <Button
          intent={Intent.PRIMARY}
          text={text('invitations.action.resend')}
          disabled={busy}
          onClick={() => void sendAgain(duplicate.invitation.id)}
        />
      ) : (
        <Button
          text={text('invitations.duplicate.showConnection')}
          onClick={() => setDialog({ kind: 'connectionStatus', row: duplicate.row })}
        />
      )}
    </Callout>
  );
};
