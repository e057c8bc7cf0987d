import type { MessageRef } from '../messages/catalogue.ts';
import { invitationStatusOrder, type Invitation, type InvitationStatus } from './entities.ts';
// A row of the 'Invitation status' dialog is a step as the connection's timeline has them: done or not,
// when, and `stopped` for how an invitation ended without onboarding (declined, cancelled, expired).
import type { TimelineStep } from '../connections/timeline.ts';

/**
 * An invitation is expired once its invitationValidUntil has passed (the end itself counts as
 * passed), or when the platform already says so. Without a valid-until date it never expires here.
 */
export const isInvitationExpired = (
  invitation: Pick<Invitation, 'status' | 'invitationValidUntil'>,
  now: Date,
): boolean =>
  invitation.status === 'expired' ||
  (!!invitation.invitationValidUntil && Date.parse(invitation.invitationValidUntil) <= now.getTime());

/**
 * The status to show and group by: a pending invitation past its validity is expired even before
 * the platform marks it so. Answered, completed, declined and cancelled ones keep their status.
 */
export const effectiveInvitationStatus = (
  invitation: Pick<Invitation, 'status' | 'invitationValidUntil' | 'answeredAt'>,
  now: Date,
): InvitationStatus =>
  invitation.status === 'pending' && !invitation.answeredAt && isInvitationExpired(invitation, now)
    ? 'expired'
    : invitation.status;

/** Status ascending (order values start at 1), then createdAt descending, then id (product-reference §9). */
export const compareInvitations = (a: Invitation, b: Invitation): number =>
  invitationStatusOrder[a.status] - invitationStatusOrder[b.status] ||
  Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
  a.id - b.id;

/** A sorted copy; the time keys are parsed once per invitation, not once per comparison. */
export const sortInvitations = (invitations: readonly Invitation[]): Invitation[] =>
  invitations
    .map((invitation) => ({ invitation, created: Date.parse(invitation.createdAt) }))
    .sort(
      (a, b) =>
        invitationStatusOrder[a.invitation.status] - invitationStatusOrder[b.invitation.status] ||
        b.created - a.created ||
        a.invitation.id - b.invitation.id,
    )
    .map((x) => x.invitation);

/** What the invitation status dialog shows: title, status, history rows and validity. */
export type InvitationStatusDialog = {
  readonly title: MessageRef;
  readonly status: InvitationStatus;
  readonly rows: readonly TimelineStep[];
  readonly validUntil: { readonly label: MessageRef; readonly at: string | null };
};

/**
 * The 'Invitation status' dialog (product-reference §2.6): sent, accepted/onboarding, and the outcome when the
 * invitation ended (onboarded, declined, cancelled or expired), plus the valid-until date.
 * The platform keeps no declined/cancelled time, so those rows carry the last update time.
 */
export const invitationStatusDialog = (invitation: Invitation, now: Date): InvitationStatusDialog => {
  const status = effectiveInvitationStatus(invitation, now);
  const rows: TimelineStep[] = [
    { label: { id: 'invitations.status.sent' }, done: true, stopped: false, at: invitation.createdAt },
    {
      label: { id: 'invitations.status.accepted' },
      done: !!invitation.answeredAt || status === 'accepted' || status === 'completed',
      stopped: false,
      at: invitation.answeredAt ?? null,
    },
  ];
  if (status === 'completed')
    rows.push({
      label: { id: 'invitations.status.completed' },
      done: true,
      stopped: false,
      at: invitation.updatedAt ?? null,
    });
  if (status === 'declined' || status === 'cancelled')
    rows.push({
      label: { id: `invitations.status.${status}` },
      done: true,
      stopped: true,
      at: invitation.updatedAt ?? null,
    });
  if (status === 'expired')
    rows.push({
      label: { id: 'invitations.status.expired' },
      done: true,
      stopped: true,
      at: invitation.invitationValidUntil ?? invitation.updatedAt ?? null,
    });
  return {
    title: { id: 'invitations.status.title' },
    status,
    rows,
    validUntil: {
      label: { id: 'invitations.status.validUntil' },
      at: invitation.invitationValidUntil ?? null,
    },
  };
};
