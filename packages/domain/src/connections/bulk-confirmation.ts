import type { MessageId, MessageRef } from '../messages/catalogue.ts';
import type { BulkTabAction } from './bulk-rows-plan.ts';

/** What a bulk action's confirmation says: its title, what will happen, the button and the way back. */
export type BulkConfirmation = {
  readonly title: MessageRef;
  /** What will happen (the actions that cannot be taken back); none for the others. */
  readonly text: MessageRef | null;
  /** The button that runs it, naming the count ('Cancel 3 requests'). */
  readonly confirm: MessageRef;
  /** The way out that changes nothing. */
  readonly dismiss: MessageRef;
  /** Red: the action cannot be taken back by the one who takes it. */
  readonly danger: boolean;
};

/**
 * The bulk actions that cannot be taken back, with their question and what happens: their
 * single-row actions ask first too. The others run without asking from their rows.
 */
const asking: Readonly<Record<BulkTabAction, { title: MessageId; text: MessageId } | null>> = {
  decline: { title: 'connections.bulk.question.decline', text: 'connections.bulk.text.decline' },
  cancel: { title: 'connections.bulk.question.cancel', text: 'connections.bulk.text.cancel' },
  cancelInvitation: {
    title: 'connections.bulk.question.cancelInvitation',
    text: 'connections.bulk.text.cancelInvitation',
  },
  accept: null,
  resend: null,
};

/**
 * The confirmation of a bulk action on `count` rows of a connections tab, worded as the single
 * row's: declining, cancelling a request or an invitation asks 'Are you sure …?', says what
 * happens, and its red button names what and how many ('Cancel 3 requests'); accepting and sending
 * invitations again, which the rows run without asking, are titled with the button's words. The
 * way out is 'Back' everywhere, as in the rows' dialogs: a 'Cancel' next to 'Cancel 3 requests'
 * would read as the action. With no row to act on there is nothing to ask: the title is the
 * button's words (the button then is disabled).
 */
export const bulkTabConfirmation = (action: BulkTabAction, count: number): BulkConfirmation => {
  const values = { count };
  const confirm: MessageRef = { id: `connections.bulk.confirm.${action}`, values };
  const words = asking[action];
  const asks = words !== null && count > 0;
  return {
    title: asks ? { id: words.title, values } : confirm,
    text: asks ? { id: words.text, values } : null,
    confirm,
    dismiss: { id: 'connections.confirm.back' },
    danger: words !== null,
  };
};
