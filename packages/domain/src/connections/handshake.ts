import { err, ok, type Result } from 'neverthrow';
import { tagged, type Tagged } from '../shared/errors.ts';
import type { EncryptedHandshakeData } from '../wallet/ports.ts';
import { sideOf, type Connection, type ConnectionStatus } from './entities.ts';
import { connectionActionRules, type ConnectionAction, type ConnectionActionRule } from './actions.ts';

/** What a step writes to the platform: the status, its timestamp and the encrypted data. */
export type ConnectionPatch = {
  readonly status: ConnectionStatus;
  readonly acceptedAt?: string;
  readonly confirmedAt?: string;
  readonly finalizedAt?: string;
  readonly declinedAt?: string;
  readonly cancelledAt?: string;
  /** A's half; extended by confirm, cleared (null) by finalize. */
  readonly encrInviterData?: EncryptedHandshakeData | null;
  /** B's half; stored by accept, cleared (null) by finalize. */
  readonly encrInviteeData?: EncryptedHandshakeData | null;
};

/** Why a handshake step cannot be taken on a connection. */
export type HandshakeError =
  /** The requester cancelled while we looked: the list refreshes and the row disappears. */
  | Tagged<'CancelledMeanwhile', { reference: string }>
  /** The target status is not a step this side may take from the current status. */
  | Tagged<'InvalidStatus', { from: ConnectionStatus; to: ConnectionStatus }>;

export const handshakeErrors = {
  /** Names the other organization, seen from ours (for side B, the requester who cancelled). */
  cancelledMeanwhile: (connection: Connection, organizationId: number): HandshakeError => {
    const weAreA = sideOf(connection, organizationId) === 'A';
    const other = weAreA ? connection.organizationB : connection.organizationA;
    const otherId = weAreA ? connection.organizationIdB : connection.organizationIdA;
    return tagged(
      'CancelledMeanwhile',
      'connections.error.cancelledMeanwhile',
      { org: other?.name ?? String(otherId) },
      { reference: connection.reference },
    );
  },
  invalidStatus: (from: ConnectionStatus, to: ConnectionStatus): HandshakeError =>
    tagged('InvalidStatus', 'connections.error.invalidStatus', { status: to }, { from, to }),
};

/**
 * Checks that our organization may take this action now (the table of actions.ts). A connection
 * found cancelled gives the cancelled-meanwhile error; any other wrong status, or the wrong side,
 * gives 'Invalid status {x} for updating connection' with the target status.
 */
export const checkTransition = (
  connection: Connection,
  organizationId: number,
  action: ConnectionAction,
): Result<ConnectionActionRule, HandshakeError> => {
  const rule = connectionActionRules[action];
  if (connection.status === 'cancelled')
    return err(handshakeErrors.cancelledMeanwhile(connection, organizationId));
  if (connection.status !== rule.from || sideOf(connection, organizationId) !== rule.by)
    return err(handshakeErrors.invalidStatus(connection.status, rule.to));
  return ok(rule);
};

/** Wallet output each step stores: accept B's half, confirm A's extended half. */
export type StepData =
  | { readonly action: 'accept'; readonly inviteeData: EncryptedHandshakeData }
  | { readonly action: 'confirm'; readonly inviterData: EncryptedHandshakeData }
  | { readonly action: 'decline' | 'cancel' | 'finalize' };

/** The patch a (checked) step writes, stamped with `now`. Finalize clears both encrypted halves. */
export const patchFor = (step: StepData, now: Date): ConnectionPatch => {
  const rule = connectionActionRules[step.action];
  const base = { status: rule.to, [rule.stamp]: now.toISOString() };
  if (step.action === 'accept') return { ...base, encrInviteeData: step.inviteeData };
  if (step.action === 'confirm') return { ...base, encrInviterData: step.inviterData };
  if (step.action === 'finalize') return { ...base, encrInviterData: null, encrInviteeData: null };
  return base;
};

/**
 * Re-applying a decline (the auto-advance of a declined connection, B's): the status stays declined
 * and the first declinedAt is kept; nothing leaves the terminal state.
 */
export const reapplyDecline = (
  connection: Connection,
  organizationId: number,
  now: Date,
): Result<ConnectionPatch, HandshakeError> =>
  checkTransition(connection, organizationId, 'reapplyDecline').map(() => ({
    status: 'declined',
    declinedAt: connection.declinedAt ?? now.toISOString(),
  }));
