import type { MessageRef } from '../messages/catalogue.ts';
import { invitationActionsOn, type InvitationAction } from '../invitations/actions.ts';
import { planBulk, type BulkPlan } from '../shared/bulk-plan.ts';
import { planConnectionBulk, type BulkConnectionAction } from './bulk-plan.ts';
import type { InvitationRow, TabIndex, TabRow } from './tabs.ts';

/**
 * What a selection of a connections tab's rows can do at once: answer or withdraw requests, send
 * invitations again or cancel them.
 */
export const bulkTabActions = ['accept', 'decline', 'cancel', 'cancelInvitation', 'resend'] as const;
export type BulkTabAction = (typeof bulkTabActions)[number];

/**
 * The bulk actions a tab offers: those some row of the tab can take (tabs.ts groups by the
 * actions of actions.ts). To do holds the requests we received (accept, decline); Waiting our own
 * requests (cancel) and our pending invitations (cancelInvitation, resend); Cancelled the
 * invitations cancelled or expired (resend). Active connections and accepted invitations have
 * none: no selection there.
 */
export const bulkTabActionsOf = (tab: TabIndex): readonly BulkTabAction[] =>
  (
    [
      ['accept', 'decline'],
      ['cancel', 'cancelInvitation', 'resend'],
      [],
      ['resend'],
      [],
    ] as const satisfies readonly (readonly BulkTabAction[])[]
  )[tab];

/** The invitation actions a selection can take at once, and why a row's own button would not offer one. */
const invitationRefusals = {
  resend: { action: 'resend', refusal: { id: 'invitations.error.cannotResend' } },
  cancelInvitation: { action: 'cancel', refusal: { id: 'invitations.error.cannotCancel' } },
} as const satisfies Partial<Record<BulkTabAction, { action: InvitationAction; refusal: MessageRef }>>;
type BulkInvitationAction = keyof typeof invitationRefusals;
const isInvitationAction = (action: BulkTabAction): action is BulkInvitationAction =>
  action in invitationRefusals;

/** Why an invitation row cannot take the action: the one table of invitations/actions.ts. */
const invitationRefusal = (action: BulkInvitationAction, row: InvitationRow): MessageRef | null => {
  const rule = invitationRefusals[action];
  return invitationActionsOn(row.status, !!row.invitation.answeredAt).includes(rule.action)
    ? null
    : rule.refusal;
};

/**
 * Plans a bulk action on selected rows of a connections tab, which mixes connections and the
 * invitations we sent. A connection action (accept, decline, cancel) takes connection rows by
 * `planConnectionBulk` and leaves invitations out; 'resend' and 'cancelInvitation' take the
 * invitations the row's own 'Send again' or 'Cancel' would offer and leave connections out (the
 * invitation's effective status decides: an expired one cannot be cancelled, only sent again).
 * Included rows keep the selection's order.
 */
export const planTabRowsBulk = (input: {
  readonly action: BulkTabAction;
  readonly rows: readonly TabRow[];
  /** Our organization. */
  readonly organizationId: number;
  /** Our wallet's version (connection actions need it at the required version). */
  readonly walletVersion: string;
}): BulkPlan<TabRow> => {
  const { action } = input;
  const refusal = (row: TabRow): MessageRef | null => {
    if (isInvitationAction(action))
      return row.kind === 'invitation'
        ? invitationRefusal(action, row)
        : { id: 'connections.bulk.excluded.notInvitation' };
    if (row.kind === 'invitation') return { id: 'connections.bulk.excluded.invitation' };
    const plan = planConnectionBulk({
      action: action satisfies BulkConnectionAction,
      connections: [row.connection],
      organizationId: input.organizationId,
      walletVersion: input.walletVersion,
    });
    return plan.excluded[0]?.reason ?? null;
  };
  return planBulk(input.rows, refusal);
};
