import type { RefObject } from 'react';
import type { MessageId } from '@scr/domain';
import { DangerConfirmDialog } from '../../ui/danger-confirm-dialog.tsx';
import { useConnections } from './connections-context.tsx';

/**
 * The row actions that cannot be taken back by the one who takes them (declining a request,
 * cancelling one's own request or invitation) ask first; their red button names the organization.
 * Every other action (accept, the wallet steps, Send again) runs at once: each is the next step the
 * row invites, and none loses anything.
 */
const confirmations = {
  decline: {
    title: 'connections.decline.title',
    text: 'connections.decline.text',
    confirm: 'connections.decline.confirm',
  },
  cancel: {
    title: 'connections.cancelRequest.title',
    text: 'connections.cancelRequest.text',
    confirm: 'connections.cancelRequest.confirm',
  },
  cancelInvitation: {
    title: 'invitations.cancel.title',
    text: 'invitations.cancel.text',
    confirm: 'invitations.cancel.confirm',
  },
} as const satisfies Record<string, { title: MessageId; text: MessageId; confirm: MessageId }>;

export type ConfirmedAction = keyof typeof confirmations;

/** True for an action that opens its confirmation instead of running. */
export const asksFirst = (action: string): action is ConfirmedAction => action in confirmations;

/**
 * The confirmation of one row action on the organization `name`. `onConfirm` runs the action
 * (its success or failure ends in a snackbar); the dialog closes however it ends, since the
 * tabs reload and the row may have moved.
 */
export const ActionConfirm = (props: {
  readonly action: ConfirmedAction;
  readonly name: string;
  readonly onConfirm: () => Promise<unknown>;
  readonly onClose: () => void;
  readonly opener?: RefObject<HTMLElement | null> | undefined;
}) => {
  const { busy } = useConnections();
  const texts = confirmations[props.action];
  const values = { name: props.name };
  return (
    <DangerConfirmDialog
      title={{ id: texts.title }}
      body={{ id: texts.text, values }}
      confirm={{ id: texts.confirm, values }}
      dismiss={{ id: 'connections.confirm.back' }}
      onClose={props.onClose}
      opener={props.opener}
      pending={busy}
      onConfirm={() => void props.onConfirm().then(props.onClose)}
    />
  );
};
