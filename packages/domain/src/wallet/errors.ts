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
  cannotConnect: (url: string, message: string): WalletError =>
    tagged('WalletCannotConnect', 'wallet.error.cannotConnect', { url, message }, { url }),
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
