import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
import type { Clock, IdGenerator } from '../shared/ports.ts';
import type { SessionStore } from '../session/ports.ts';
import type { WalletError } from '../wallet/errors.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import {
  actingContext,
  actingOrganization,
  type ActingDeps,
  type WalletUpgradeRequired,
} from '../connections/acting.ts';
import type { Invitation } from './entities.ts';
import { inviteFormSchema } from './invite-form.ts';
import { invitationActionsFor } from './actions.ts';
import type { InvitationsGateway } from './ports.ts';
import type { ConnectionsGateway } from '../connections/ports.ts';
import {
  duplicateInvitationError,
  duplicateInvitationReasons,
  invitationDuplicate,
  type DuplicateInvitationError,
  type InvitationTarget,
} from './duplicates.ts';

/** The invitation after an action, with the message that says what happened. */
export type InvitationResult = { readonly invitation: Invitation; readonly message: MessageRef };

/** The ports `sendInvitation` works through. */
export type SendInvitationDeps = ActingDeps & {
  readonly invitations: InvitationsGateway;
  readonly connections: ConnectionsGateway;
  readonly ids: IdGenerator;
};
export type SendInvitationError =
  ValidationError | TransportError | WalletError | WalletUpgradeRequired | DuplicateInvitationError;

/** Our pending invitations and open or active connections, read together, checked for a duplicate of `target`. */
const checkDuplicate = (
  deps: { invitations: InvitationsGateway; connections: ConnectionsGateway; clock: Clock },
  organizationId: number,
  target: InvitationTarget,
): ResultAsync<void, TransportError | DuplicateInvitationError> =>
  ResultAsync.combine([deps.invitations.list(organizationId), deps.connections.list(organizationId)]).andThen(
    ([invitations, connections]) => {
      const duplicate = invitationDuplicate({
        target,
        organizationId,
        invitations,
        connections,
        now: deps.clock.now(),
      });
      return duplicate ? errAsync(duplicateInvitationError(duplicate)) : okAsync(undefined);
    },
  );

const isDuplicateRefusal = (e: TransportError): boolean =>
  e.kind === 'HttpError' &&
  e.status === 409 &&
  Object.values<string | undefined>(duplicateInvitationReasons).includes(e.reason);

const isCarrierInput = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && (raw as { viewerIsCarrier?: unknown }).viewerIsCarrier === true;

/**
 * 'Send invitation to register': the form fields plus `viewerIsCarrier` (only carriers send a
 * customer reference). The invitation carries a handshake half like a connection request (a
 * fresh uuid reference and the wallet's initiate public key), so the wallet version rule applies.
 */
export const sendInvitation =
  (deps: SendInvitationDeps) =>
  (raw: unknown): ResultAsync<InvitationResult, SendInvitationError> =>
    validate(inviteFormSchema(isCarrierInput(raw)), raw).asyncAndThen((form) =>
      actingContext(deps, { walletStep: true }).andThen((acting) => {
        const reference = deps.ids.uuid();
        const target = { vat: form.vat, contactEmail: form.contactEmail };
        return (
          checkDuplicate(deps, acting.organizationId, target)
            .andThen(() => deps.wallet.initiateConnection(acting.walletSession, reference))
            .andThen((inviterData) =>
              deps.invitations.create({
                name: form.name,
                vat: form.vat,
                contactEmail: form.contactEmail,
                msg: form.msg,
                customerReference: form.customerReference,
                inviterId: acting.organizationId,
                reference,
                encrInviterData: { publicKey: inviterData.publicKey },
              }),
            )
            // Another admin's invitation got in between our check and our create: the platform refused
            // ours (409); read again to offer theirs.
            .orElse((e): ResultAsync<Invitation, SendInvitationError> =>
              'status' in e && isDuplicateRefusal(e)
                ? checkDuplicate(deps, acting.organizationId, target).andThen(() => errAsync(e))
                : errAsync(e),
            )
            .map((invitation): InvitationResult => ({
              invitation,
              message: { id: 'invitations.success.sent', values: { name: invitation.name } },
            }))
        );
      }),
    );

/** The platform no longer knows the invitation. */
export type InvitationNotFound = Tagged<'InvitationNotFound', { id: number }>;
/** The invitation's status no longer allows resending it. */
export type InvitationNotResendable = Tagged<'InvitationNotResendable', { id: number }>;
/** The invitation's status no longer allows cancelling it. */
export type InvitationNotCancellable = Tagged<'InvitationNotCancellable', { id: number }>;
export type ResendInvitationError =
  ValidationError | TransportError | InvitationNotFound | InvitationNotResendable;
export type CancelInvitationError =
  ValidationError | TransportError | InvitationNotFound | InvitationNotCancellable;
/** The ports resending or cancelling an invitation work through. */
export type InvitationActionDeps = {
  readonly invitations: InvitationsGateway;
  readonly sessions: SessionStore;
  readonly clock: Clock;
};

const idInput = z.object({ id: z.number().int() });

/** Re-reads our invitation (it may have been answered meanwhile) before acting on it. */
const fresh = (
  deps: InvitationActionDeps,
  id: number,
): ResultAsync<Invitation, TransportError | InvitationNotFound> =>
  actingOrganization(deps)
    .andThen((organizationId) => deps.invitations.list(organizationId))
    .andThen((list) => {
      const found = list.find((i) => i.id === id);
      return found
        ? okAsync(found)
        : errAsync(tagged('InvitationNotFound', 'invitations.error.notFound', undefined, { id }));
    });

/**
 * 'Send again' (when actions.ts allows it): sets pending with a new validity and mails a
 * notification. Invitation resend and cancel touch no wallet, so no wallet version check applies.
 */
export const resendInvitation =
  (deps: InvitationActionDeps) =>
  (raw: unknown): ResultAsync<InvitationResult, ResendInvitationError> =>
    validate(idInput, raw).asyncAndThen(({ id }) =>
      fresh(deps, id)
        .andThen((invitation): ResultAsync<Invitation, ResendInvitationError> =>
          invitationActionsFor(invitation, deps.clock.now()).includes('resend')
            ? deps.invitations.patch(id, { status: 'pending', sendNotificationMail: true })
            : errAsync(
                tagged('InvitationNotResendable', 'invitations.error.cannotResend', undefined, { id }),
              ),
        )
        .map((invitation) => ({ invitation, message: { id: 'invitations.success.resent' } as const })),
    );

/** Cancel (when actions.ts allows it: pending and not answered): sets cancelled and mails a notification. */
export const cancelInvitation =
  (deps: InvitationActionDeps) =>
  (raw: unknown): ResultAsync<InvitationResult, CancelInvitationError> =>
    validate(idInput, raw).asyncAndThen(({ id }) =>
      fresh(deps, id)
        .andThen((invitation): ResultAsync<Invitation, CancelInvitationError> =>
          invitationActionsFor(invitation, deps.clock.now()).includes('cancel')
            ? deps.invitations.patch(id, { status: 'cancelled', sendNotificationMail: true })
            : errAsync(
                tagged('InvitationNotCancellable', 'invitations.error.cannotCancel', undefined, { id }),
              ),
        )
        .map((invitation) => ({ invitation, message: { id: 'invitations.success.cancelled' } as const })),
    );
