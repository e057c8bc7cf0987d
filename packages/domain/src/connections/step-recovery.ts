// A wallet step of the handshake is a write in two systems: first the organization's wallet makes or
// extends its half of the connection, then the platform records the new status and the encrypted
// data. Nothing can make the two one transaction, so the step is built to be repeated instead: the
// wallet's part answers the same half to the same input (the wallets make it idempotent per
// reference and step), and a step whose platform write was lost is simply taken again until it
// lands (docs/architecture.md, 'A handshake step is a two-system write').
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
import type { EncryptedHandshakeData } from '../wallet/ports.ts';
import { connectionActionRules, type HandshakeAction } from './actions.ts';
import { sideOf, type Connection } from './entities.ts';

/**
 * The wallet did its part of the step but the platform did not answer that it recorded it (a 5xx,
 * no answer, a body it could not have meant). The step is half done; taking it again finishes it.
 */
export type StepHalfDone = Tagged<
  'StepHalfDone',
  { reference: string; action: HandshakeAction; cause: TransportError }
>;

export const stepHalfDone = (
  reference: string,
  action: HandshakeAction,
  cause: TransportError,
): StepHalfDone =>
  tagged('StepHalfDone', 'connections.error.halfDone', undefined, { reference, action, cause });

/**
 * Whether a failed platform write may have been lost rather than refused: then the wallet's half
 * waits for a retry. A refusal (4xx, an expired session, a 429) is passed on as it is: its own
 * screen or dialog says what to do, and the wallet's half still answers the same when taken again.
 */
export const mayBeLost = (cause: TransportError): boolean =>
  cause.kind === 'ApiUnreachable' ||
  cause.kind === 'Offline' ||
  cause.kind === 'MalformedResponse' ||
  (cause.kind === 'HttpError' && cause.status >= 500);

/** The request ended without us (cancelled or declined): a half a wallet holds for it is forgotten. */
export const movedOn = (connection: Connection): boolean =>
  connection.status === 'cancelled' || connection.status === 'declined';

/**
 * The platform already shows this wallet step as ours and done: an earlier write landed though its
 * answer was lost (a timeout, a restart after the journal's sync). The retry then only checks that
 * the half stored is the one the wallet answers.
 */
export const landedBefore = (connection: Connection, organizationId: number, action: HandshakeAction) => {
  const rule = connectionActionRules[action];
  return rule.wallet && connection.status === rule.to && sideOf(connection, organizationId) === rule.by;
};

/** The same blob, field by field (the platform may answer its fields in another order). */
export const sameHalf = (a: EncryptedHandshakeData, b: EncryptedHandshakeData | null | undefined): boolean =>
  b !== null &&
  b !== undefined &&
  a.publicKey === b.publicKey &&
  (a.ciphertext ?? null) === (b.ciphertext ?? null) &&
  (a.iv ?? null) === (b.iv ?? null);
