import type { ResultAsync } from 'neverthrow';
import { Button, ButtonGroup, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDown, Cross, Disable, Refresh, Tick } from '@blueprintjs/icons';
import {
  canCancelInvitation,
  canResendInvitation,
  type ConnectionRow,
  type InvitationRow,
  type MessageRef,
  type TabRow,
} from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useShellDialogs } from '../../shell/dialogs/shell-dialogs.tsx';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { useConnections } from './connections-context.tsx';
import type { ConnectionsFailure } from './failures.ts';

/** Runs a use case that answers a success text, shows it and reloads the tabs. */
export const useAct = () => {
  const { run, refresh } = useConnections();
  const { notify } = useSnackbars();
  return async (action: ResultAsync<{ readonly message: MessageRef }, ConnectionsFailure>) => {
    const done = await run(action);
    if (done) {
      notify({ message: done.message, intent: 'success' });
      await refresh();
    }
    return done !== null;
  };
};

/**
 * A wallet step of the handshake (product-reference §4: accept, 'Accept All', confirm, finalize) runs under the
 * shell's 'Please wait' (product-reference §2.3): the organization's wallet signs and encrypts, possibly over a
 * slow network to a company-hosted wallet, then the tabs reload; the whole page waits for it and its
 * row buttons show no spinner of their own (they are only disabled). The dialog shows past a short
 * grace time and closes however the step ends (a failure's snackbar, the session-expired or the
 * wallet-upgrade dialog take over). Not under it: decline, cancel and the invitation actions (a
 * status change only), the auto-advance of a connectionRef (it runs under 'Loading connections...')
 * and the connection requests of the connect and invite dialogs (their buttons show loading).
 */
export const useHandshake = () => {
  const act = useAct();
  const { whilePleaseWait } = useShellDialogs();
  return (step: () => ResultAsync<{ readonly message: MessageRef }, ConnectionsFailure>) =>
    whilePleaseWait(() => act(step()));
};

/** Tab 0: Accept with Decline in its menu (a split button); confirm/finalize for the later steps. */
const ConnectionActions = ({ row }: { row: ConnectionRow }) => {
  const text = useText();
  const { useCases, busy } = useConnections();
  const act = useAct();
  const handshake = useHandshake();
  const { status } = row.connection;
  const reference = { reference: row.connection.reference };
  if (status === 'pending' && row.side === 'B')
    return (
      <ButtonGroup>
        <Button
          intent={Intent.SUCCESS}
          icon={<Tick />}
          text={text('connections.action.accept')}
          disabled={busy}
          onClick={() => void handshake(() => useCases.accept(reference))}
        />
        <PopoverNext
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem
                icon={<Disable />}
                intent={Intent.DANGER}
                text={text('connections.action.decline')}
                disabled={busy}
                onClick={() => void act(useCases.decline(reference))}
              />
            </Menu>
          }
        >
          <Button
            intent={Intent.SUCCESS}
            icon={<CaretDown />}
            aria-label={text('connections.action.more')}
            disabled={busy}
          />
        </PopoverNext>
      </ButtonGroup>
    );
  if (status === 'pending' && row.side === 'A')
    return (
      <Button
        icon={<Cross />}
        text={text('connections.action.cancelRequest')}
        disabled={busy}
        onClick={() => void act(useCases.cancel(reference))}
      />
    );
  if (status === 'accepted' && row.side === 'A')
    return (
      <Button
        intent={Intent.PRIMARY}
        text={text('connections.action.confirm')}
        disabled={busy}
        onClick={() => void handshake(() => useCases.confirm(reference))}
      />
    );
  if (status === 'confirmed' && row.side === 'B')
    return (
      <Button
        intent={Intent.PRIMARY}
        text={text('connections.action.finalize')}
        disabled={busy}
        onClick={() => void handshake(() => useCases.finalize(reference))}
      />
    );
  return null;
};

/** Invitations: Send again (pending unanswered or cancelled) and Cancel (pending, not answered). */
const InvitationActions = ({ row }: { row: InvitationRow }) => {
  const text = useText();
  const { useCases, busy } = useConnections();
  const act = useAct();
  const { invitation } = row;
  return (
    <ButtonGroup>
      {canResendInvitation(invitation) && (
        <Button
          icon={<Refresh />}
          text={text('invitations.action.resend')}
          disabled={busy}
          onClick={() => void act(useCases.resendInvitation({ id: invitation.id }))}
        />
      )}
      {canCancelInvitation(invitation) && (
        <Button
          icon={<Cross />}
          text={text('invitations.action.cancel')}
          disabled={busy}
          onClick={() => void act(useCases.cancelInvitation({ id: invitation.id }))}
        />
      )}
    </ButtonGroup>
  );
};

export const RowActions = ({ row }: { row: TabRow }) =>
  row.kind === 'connection' ? <ConnectionActions row={row} /> : <InvitationActions row={row} />;
