import type { Invitation, InvitationStatus } from './entities.ts';
import { effectiveInvitationStatus } from './rules.ts';

/**
 * Which action the inviter may take on an invitation in which status (product-reference §4, §2.6):
 * the one table the row buttons and the use cases check.
 * - Send again ('resend', back to pending with a new validity and a mail): pending and unanswered, or
 *   cancelled. The spec names those two; an expired invitation is a pending, unanswered one whose
 *   validity ended (it shows expired before the platform marks it so, see rules.ts), and sending it
 *   again is what renews the validity, so it may be sent again too.
 * - Cancel: only while pending and unanswered.
 * `unanswered` means the invited organization has not started onboarding (no answeredAt).
 */
export type InvitationAction = 'resend' | 'cancel';
type From = Partial<Record<InvitationStatus, 'unanswered' | 'any'>>;
export const invitationActionRules = {
  resend: { to: 'pending', from: { pending: 'unanswered', cancelled: 'any', expired: 'any' } },
  cancel: { to: 'cancelled', from: { pending: 'unanswered' } },
} as const satisfies Readonly<Record<InvitationAction, { to: InvitationStatus; from: From }>>;
export const invitationActions = Object.keys(invitationActionRules) as readonly InvitationAction[];

/** The actions on an invitation in this (effective) status, answered or not. */
export const invitationActionsOn = (
  status: InvitationStatus,
  answered: boolean,
): readonly InvitationAction[] =>
  invitationActions.filter((action) => {
    const from = (invitationActionRules[action].from as From)[status];
    return from === 'any' || (from === 'unanswered' && !answered);
  });

/** The actions on an invitation now: by its effective status (past its validity, it is expired). */
export const invitationActionsFor = (
  invitation: Pick<Invitation, 'status' | 'answeredAt' | 'invitationValidUntil'>,
  now: Date,
): readonly InvitationAction[] =>
  invitationActionsOn(effectiveInvitationStatus(invitation, now), !!invitation.answeredAt);
