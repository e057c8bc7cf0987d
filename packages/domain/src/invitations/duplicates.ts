import type { Connection, ConnectionStatus } from '../connections/entities.ts';
import { connectionRow, type ConnectionRow } from '../connections/tabs.ts';
import { tagged, type Tagged } from '../shared/errors.ts';
import type { Invitation } from './entities.ts';
import { effectiveInvitationStatus } from './rules.ts';

/**
 * No duplicate invitations: inviting an organization whose VAT or company email matches one of our
 * pending invitations, or an organization we have an open or active connection with, is refused
 * with a way forward instead ('Send again' for the invitation, the connection itself otherwise).
 * The platform enforces the same rule (409 with a reason), so two admins inviting at once cannot
 * create two invitations either.
 */

/** VATs compare without case, spaces, dots or dashes ('be 0123.456.789' is 'BE0123456789'). */
export const normalVat = (vat: string): string => vat.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** Emails compare trimmed and without case. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

/** Connection statuses that are open (a request under way) or active: a new invitation would duplicate them. */
export const openConnectionStatuses: readonly ConnectionStatus[] = [
  'pending',
  'accepted',
  'confirmed',
  'finalized',
];

export type InvitationTarget = { readonly vat: string; readonly contactEmail: string };

/** An invitation or connection that already reaches the organization being invited. */
export type InvitationDuplicate =
  | { readonly kind: 'invitation'; readonly invitation: Invitation }
  | { readonly kind: 'connection'; readonly row: ConnectionRow };

const matches = (target: InvitationTarget, other: { vat?: string | null; contactEmail?: string | null }) =>
  (!!other.vat && normalVat(other.vat) === normalVat(target.vat) && normalVat(target.vat) !== '') ||
  (!!other.contactEmail && normalEmail(other.contactEmail) === normalEmail(target.contactEmail));

/**
 * The first duplicate of an invitation to `target`, or null. A pending invitation counts while it is
 * unanswered and not expired (one past its validity can simply be sent anew); a connection counts
 * while its status is open or active, whichever side asked.
 */
export const invitationDuplicate = (input: {
  readonly target: InvitationTarget;
  readonly organizationId: number;
  readonly invitations: readonly Invitation[];
  readonly connections: readonly Connection[];
  readonly now: Date;
}): InvitationDuplicate | null => {
  const invitation = input.invitations.find(
    (i) =>
      i.inviterId === input.organizationId &&
      !i.answeredAt &&
      effectiveInvitationStatus(i, input.now) === 'pending' &&
      matches(input.target, i),
  );
  if (invitation) return { kind: 'invitation', invitation };
  for (const c of input.connections) {
    if (!openConnectionStatuses.includes(c.status)) continue;
    const row = connectionRow(input.organizationId, c);
    if (row && matches(input.target, row.counterpart)) return { kind: 'connection', row };
  }
  return null;
};

/** The refusal the invite dialog turns into 'Send again' or 'Show connection'. */
export type DuplicateInvitationError = Tagged<'DuplicateInvitation', { duplicate: InvitationDuplicate }>;

export const duplicateInvitationError = (duplicate: InvitationDuplicate): DuplicateInvitationError =>
  duplicate.kind === 'invitation'
    ? tagged(
        'DuplicateInvitation',
        'invitations.duplicate.invitation',
        { name: duplicate.invitation.name },
        { duplicate },
      )
    : tagged(
        'DuplicateInvitation',
        `invitations.duplicate.connection.${duplicate.row.connection.status === 'finalized' ? 'active' : 'open'}`,
        { name: duplicate.row.counterpart.name },
        { duplicate },
      );

/** The platform's reason codes of a 409 on POST /invitations (the same rule, enforced there). */
export const duplicateInvitationReasons = {
  invitation: 'pendingInvitation',
  connection: 'openConnection',
} as const satisfies Record<InvitationDuplicate['kind'], string>;
