import { useRef, useState, type ReactElement } from 'react';
import { Button, ButtonGroup, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDown, Cross, Disable, Refresh, Tick } from '@blueprintjs/icons';
import {
  comparesFingerprintFirst,
  connectionActionRules,
  invitationActionsOn,
  offeredActions,
  type ConnectionAction,
  type ConnectionRow,
  type FingerprintStep,
  type InvitationRow,
  type MessageId,
  type TabRow,
} from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { useAct, useHandshake } from './use-act.ts';
import { focusFirstItem, menuKeys } from '../../ui/menu-keys.ts';
import { ActionConfirm, asksFirst, type ConfirmedAction } from './action-confirm.tsx';
import { FingerprintConfirm } from './fingerprint-confirm.tsx';

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
 * and cancel ask first, and Finalize shows the key fingerprint to compare before it sends.
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
  const [comparing, setComparing] = useState<FingerprintStep | null>(null);
  // The menu goes away with its item: a confirmation chosen there gives the focus back to 'More actions'.
  const moreButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const run = (action: keyof typeof connectionButtons) =>
    connectionActionRules[action].wallet
      ? handshake(() => useCases[action](reference))
      : act(() => useCases[action](reference));
  const take = (action: keyof typeof connectionButtons) =>
    comparesFingerprintFirst(action)
      ? setComparing(action)
      : asksFirst(action)
        ? setConfirming(action)
        : void run(action);
  const [main, ...more] = offered;
  if (!main) return null;
  const confirm = (
    <>
      {confirming && (
        <ActionConfirm
          action={confirming}
          name={row.counterpart.name}
          onConfirm={() => run(confirming)}
          onClose={() => setConfirming(null)}
          opener={confirming === main ? undefined : moreButton}
        />
      )}
      {comparing && (
        <FingerprintConfirm
          action={comparing}
          row={row}
          onConfirm={() => run(comparing)}
          onClose={() => setComparing(null)}
          opener={comparing === main ? undefined : moreButton}
        />
      )}
    </>
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
        // A menu button: opened, its first item has the focus; its keys are the menu's (menuKeys), whose
        // Escape gives the focus back to the button at once: the overlay must not pull it back in.
        enforceFocus={false}
        isOpen={menuOpen}
        onInteraction={setMenuOpen}
        onOpened={() => focusFirstItem(menu.current)}
        content={
          <Menu ulRef={menu} onKeyDown={menuKeys(menu, moreButton, () => setMenuOpen(false))}>
            {more.map((action) => (
              <MenuItem
                key={action}
                icon={connectionButtons[action].icon}
                intent={connectionButtons[action].intent}
                text={text(connectionButtons[action].text)}
                disabled={busy}
                onClick={() => {
                  setMenuOpen(false);
                  take(action);
                }}
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
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          disabled={busy}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            if (menuOpen) focusFirstItem(menu.current);
            else setMenuOpen(true);
          }}
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
