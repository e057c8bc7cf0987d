import type { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import type { NewConnectionRequest } from '../connections/ports.ts';
import type { Invitation, InvitationStatus } from './entities.ts';

/** An invitation to register: a connection request plus the invitation fields (product-reference §7). */
export type NewInvitation = Omit<NewConnectionRequest, 'id'> & {
  readonly contactEmail: string;
  readonly msg: string;
};

/** Invitations on the platform API (product-reference §7 'Invitations and connections'). */
export interface InvitationsGateway {
  /**
   * GET /invitations?inviterId={id}, status ascending then createdAt descending; with a search
   * (not ''), only those whose name, VAT, contact email or customer reference holds it.
   */
  list(inviterId: number, search?: string): ResultAsync<readonly Invitation[], TransportError>;
  /** POST /invitations/: the platform mails the invitation link. */
  create(invitation: NewInvitation): ResultAsync<Invitation, TransportError>;
  /** PATCH /invitations/{id} with a status and whether to send a notification mail. */
  patch(
    id: number,
    patch: { readonly status: InvitationStatus; readonly sendNotificationMail: boolean },
  ): ResultAsync<Invitation, TransportError>;
}
