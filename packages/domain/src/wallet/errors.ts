import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, tooManyAttempts, type Tagged, type TooManyAttempts } from '../shared/errors.ts';

/** Failures of a wallet call, wrapped once in the wallet adapter (product-reference §8). */
export type WalletError =
  /** Nothing answered (or not within the 2000 ms of a status check). */
  | Tagged<'WalletUnreachable'>
  /** The wallet token is missing or past its exp: the session-expired dialog follows. */
  | Tagged<'WalletTokenExpired'>
  /** A status check failed; the organization is then not selectable. */
  | Tagged<'WalletCannotConnect', { url: string }>
  /** Wrong email or password; the text depends on who hosts the wallet. */
  | Tagged<'InvalidCredentials', { hosting: WalletHosting }>
  /** The wallet refused the operation (tampered payload, unknown reference…); its message is shown. */
  | Tagged<'WalletRejected'>
  /** Too many wrong passwords: the wallet waits before it checks another one. */
  | TooManyAttempts;

/** Provider-hosted (walletUrl '0' or on the hosted-wallet domain) or run by the company. */
export type WalletHosting = 'hosted' | 'company';

export const walletErrors = {
  unreachable: (): WalletError => tagged('WalletUnreachable', 'wallet.error.unreachable'),
  tokenExpired: (): WalletError => tagged('WalletTokenExpired', 'wallet.error.tokenExpired'),
  /** `reason`: why, in words (walletCheckReasons), never the runtime's own error text. */
  cannotConnect: (url: string, reason: MessageRef): WalletError =>
    tagged('WalletCannotConnect', 'wallet.error.cannotConnect', { url, message: reason }, { url }),
  invalidCredentials: (hosting: WalletHosting): WalletError =>
    tagged(
      'InvalidCredentials',
      hosting === 'hosted'
        ? 'wallet.error.invalidCredentialsHosted'
        : 'wallet.error.invalidCredentialsCompany',
      undefined,
      { hosting },
    ),
  rejected: (message: string): WalletError => tagged('WalletRejected', 'wallet.error.rejected', { message }),
  tooManyAttempts: (retryAfterSeconds: number): WalletError => tooManyAttempts(retryAfterSeconds),
};

/**
 * Why a wallet's status check failed, as the sentence after "Can't connect to wallet on {url}:"
 * says it: in the reader's language, not the runtime's "Failed to fetch" or ECONNREFUSED.
 */
export const walletCheckReasons = {
  /** Nothing answered: refused, unknown host, no network. */
  noAnswer: (): MessageRef => ({ id: 'wallet.check.noAnswer' }),
  /** Nothing answered within the check's time. */
  timeout: (seconds: number): MessageRef => ({ id: 'wallet.check.timeout', values: { seconds } }),
  /** It answered, with an HTTP error status. */
  httpStatus: (status: number): MessageRef => ({ id: 'wallet.check.httpStatus', values: { status } }),
  /** It answered 200 without a version. */
  noVersion: (): MessageRef => ({ id: 'wallet.check.noVersion' }),
};
