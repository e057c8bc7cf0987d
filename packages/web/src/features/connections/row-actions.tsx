import { useRef, useState, type ReactElement } from 'react';
import type { ResultAsync } from 'neverthrow';
import { Button, ButtonGroup, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDown, Cross, Disable, Refresh, Tick } from '@blueprintjs/icons';
import {
  connectionActionRules,
  invitationActionsOn,
  offeredActions,
  type ConnectionAction,
  type ConnectionRow,
  type InvitationRow,
  type MessageId,
  type MessageRef,
  type TabRow,
} from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useShellDialogs } from '../../shell/dialogs/shell-dialogs.tsx';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { useConnections } from './connections-context.tsx';
import type { ConnectionsFailure } from './failures.ts';
import { ActionConfirm, asksFirst, type ConfirmedAction } from './action-confirm.tsx';

/** Runs a use case that answers a success text, shows it and reloads the tabs. */
export const useAct = () => {
  const { run, refresh } = useConnections();
  const { notify } = useSnackbars();
  return async (action: () => ResultAsync<{ readonly message: MessageRef }, ConnectionsFailure>) => {
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
    whilePleaseWait(() => act(step));
};

/** How each offered action of the domain's table (offeredActions) looks on a row. */
const connectionButtons: Readonly<
  Record<
    Exclude<ConnectionAction, 'reapplyDecline'>,
    { text: MessageId; intent: Intent; icon?: ReactElement }
  >
> = {
  accept: { text: 'connections.action.accept', intent: Intent.SUCCESS, icon: <Tick /> },
  decline: { text: 'connections.action.decline', intent: Intent.DANGER, icon: <Disable /> },
  confirm: { text: 'connections.action.confirm', intent: Intent.PRIMARY },
  finalize: { text: 'connections.action.finalize', intent: Intent.PRIMARY },
  cancel: { text: 'connections.action.cancelRequest', intent: Intent.NONE, icon: <Cross /> },
};

/**
 * The actions the domain offers our side on this row: the first as a button, the others in its
 * menu (a split button: tab 0's Accept with Decline). Wallet steps run under 'Please wait'; decline
 * and cancel ask first.
 */
const ConnectionActions = ({ row }: { row: ConnectionRow }) => {
  const text = useText();
  const { useCases, busy } = useConnections();
  const act = useAct();
  const handshake = useHandshake();
  const reference = { reference: row.connection.reference };
  const offered = offeredActions(row.connection.status, row.side).filter(
    (a): a is keyof typeof connectionButtons => a in connectionButtons,
  );
  const [confirming, setConfirming] = useState<Extract<ConfirmedAction, ConnectionAction> | null>(null);
  // The menu goes away with its item: a confirmation chosen there gives the focus back to 'More actions'.
  const moreButton = useRef<HTMLButtonElement>(null);
  const run = (action: keyof typeof connectionButtons) =>
    connectionActionRules[action].wallet
      ? handshake(() => useCases[action](reference))
      : act(() => useCases[action](reference));
  const take = (action: keyof typeof connectionButtons) =>
    asksFirst(action) ? setConfirming(action) : void run(action);
  const [main, ...more] = offered;
  if (!main) return null;
  const confirm = confirming && (
    <ActionConfirm
      action={confirming}
      name={row.counterpart.name}
      onConfirm={() => run(confirming)}
      onClose={() => setConfirming(null)}
      opener={confirming === main ? undefined : moreButton}
    />
  );
  const button = connectionButtons[main];
  const mainButton = (
    <Button
      size="small"
      intent={button.intent}
      icon={button.icon}
      text={text(button.text)}
      disabled={busy}
      onClick={() => take(main)}
    />
  );
  if (more.length === 0)
    return (
      <>
        {mainButton}
        {confirm}
      </>
    );
  return (
    <ButtonGroup>
      {mainButton}
      <PopoverNext
        placement="bottom-end"
        // Not when the menu has faded out after an item was chosen: by then the item's confirmation
        // has the focus and keeps it, and gives it to 'More actions' when it closes. Escape still does.
        shouldReturnFocusOnClose={false}
        content={
          <Menu>
            {more.map((action) => (
              <MenuItem
                key={action}
                icon={connectionButtons[action].icon}
                intent={connectionButtons[action].intent}
                text={text(connectionButtons[action].text)}
                disabled={busy}
                onClick={() => take(action)}
              />
            ))}
          </Menu>
        }
      >
        <Button
          ref={moreButton}
          size="small"
          intent={button.intent}
          icon={<CaretDown />}
          aria-label={text('connections.action.more')}
          disabled={busy}
        />
      </PopoverNext>
      {confirm}
    </ButtonGroup>
  );
};

/** Invitations: the domain's actions on the row's status (Send again, Cancel). */
const InvitationActions = ({ row }: { row: InvitationRow }) => {
  const text = useText();
  const { useCases, busy } = useConnections();
  const act = useAct();
  const { invitation } = row;
  const actions = invitationActionsOn(row.status, !!invitation.answeredAt);
  const [confirming, setConfirming] = useState(false);
  return (
    <ButtonGroup>
      {actions.includes('resend') && (
        <Button
          size="small"
          icon={<Refresh />}
          text={text('invitations.action.resend')}
          disabled={busy}
          onClick={() => void act(() => useCases.resendInvitation({ id: invitation.id }))}
        />
      )}
      {actions.includes('cancel') && (
        <Button
          size="small"
          icon={<Cross />}
          text={text('invitations.action.cancel')}
          disabled={busy}
          onClick={() => setConfirming(true)}
        />
      )}
      {confirming && (
        <ActionConfirm
          action="cancelInvitation"
          name={invitation.name}
          onConfirm={() => act(() => useCases.cancelInvitation({ id: invitation.id }))}
          onClose={() => setConfirming(false)}
        />
      )}
    </ButtonGroup>
  );
};

export const RowActions = ({ row }: { row: TabRow }) =>
  row.kind === 'connection' ? <ConnectionActions row={row} /> : <InvitationActions row={row} />;
