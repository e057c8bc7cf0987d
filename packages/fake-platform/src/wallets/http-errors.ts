// The wallet's error answers: { code, message } with an HTTP status. The adapter maps `code`.
import { tooManyAttemptsText } from '../limits/wait-text.ts';
export type WalletErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'TOKEN_EXPIRED'
  | 'TAMPERED'
  | 'UNSUPPORTED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BAD_REQUEST'
  | 'FORBIDDEN'
  | 'TOO_MANY_ATTEMPTS';

export class WalletHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: WalletErrorCode,
    message: string,
    /** A 429's wait, sent as Retry-After and in the body. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** One text for a wrong password and an unknown account: it never says which part was wrong. */
export const INVALID_CREDENTIALS = 'Invalid wallet credentials';

export const invalidCredentials = (): WalletHttpError =>
  new WalletHttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
export const tokenExpired = (): WalletHttpError =>
  new WalletHttpError(401, 'TOKEN_EXPIRED', 'Wallet token expired');
export const badRequest = (message: string): WalletHttpError =>
  new WalletHttpError(400, 'BAD_REQUEST', message);
/** A body over the platform's size bound: 413, as the platform answers it. */
export const tooLarge = (message: string): WalletHttpError =>
  new WalletHttpError(413, 'BAD_REQUEST', message);
export const tampered = (what: string): WalletHttpError =>
  new WalletHttpError(
    400,
    'TAMPERED',
    `Handshake data could not be decrypted: the ${what} was tampered with or does not belong to this connection`,
  );
/** A cross-account operation without the platform's word for it (see reset-grant.ts). */
export const forbidden = (message: string): WalletHttpError => new WalletHttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string): WalletHttpError => new WalletHttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string): WalletHttpError => new WalletHttpError(409, 'CONFLICT', message);
export const unsupported = (message: string): WalletHttpError =>
  new WalletHttpError(501, 'UNSUPPORTED', message);
export const tooManyAttempts = (retryAfterSeconds: number): WalletHttpError =>
  new WalletHttpError(429, 'TOO_MANY_ATTEMPTS', tooManyAttemptsText(retryAfterSeconds), retryAfterSeconds);
