import type { MessageRef } from '../messages/catalogue.ts';
import { invitationActionsOn } from '../invitations/actions.ts';
import { planBulk, type BulkPlan } from '../shared/bulk-plan.ts';
import { planConnectionBulk, type BulkConnectionAction } from './bulk-plan.ts';
import type { InvitationRow, TabIndex, TabRow } from './tabs.ts';

/** What a selection of a connections tab's rows can do at once: answer or withdraw requests, send invitations again. */
export const bulkTabActions = ['accept', 'decline', 'cancel', 'resend'] as const;
export type BulkTabAction = (typeof bulkTabActions)[number];

/**
 * The bulk actions a tab offers: those some row of the tab can take (tabs.ts groups by the
 * actions of actions.ts). To do holds the requests we received (accept, decline); Waiting our own
 * requests (cancel) and our pending invitations (resend); Cancelled the invitations cancelled or
 * expired (resend). Active connections and accepted invitations have none: no selection there.
 */
export const bulkTabActionsOf = (tab: TabIndex): readonly BulkTabAction[] =>
  (
    [
      ['accept', 'decline'],
      ['cancel', 'resend'],
      [],
      ['resend'],
      [],
    ] as const satisfies readonly (readonly BulkTabAction[])[]
  )[tab];

/** Why an invitation row cannot be sent again: the one table of invitations/actions.ts. */
const resendRefusal = (row: InvitationRow): MessageRef | null =>
  invitationActionsOn(row.status, !!row.invitation.answeredAt).includes('resend')
    ? null
    : { id: 'invitations.error.cannotResend' };

/**
 * Plans a bulk action on selected rows of a connections tab, which mixes connections and the
 * invitations we sent. A connection action (accept, decline, cancel) takes connection rows by
 * `planConnectionBulk` and leaves invitations out; 'resend' takes the invitations the row's own
 * 'Send again' would offer and leaves connections out. Included rows keep the selection's order.
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
    if (action === 'resend')
      return row.kind === 'invitation'
        ? resendRefusal(row)
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
