import type { ResultAsync } from 'neverthrow';
import type { WalletSession } from '../wallet/ports.ts';

/** The platform session: the access token is kept in session storage (spec §9). */
export type ApiSession = {
  readonly accessToken: string;
  readonly orgUserId: number;
  readonly organizationId: number;
  /** Expiry, epoch seconds (the token's exp). */
  readonly exp: number;
};

/** Where tokens live between page loads; the browser adapter uses session and local storage. */
export interface SessionStore {
  /** The current API session, or null. */
  apiSession(): ResultAsync<ApiSession | null, never>;
  /** Keeps the API session (session storage). */
  saveApiSession(session: ApiSession): ResultAsync<void, never>;
  /** The wallet session, or null (local storage). */
  walletSession(): ResultAsync<WalletSession | null, never>;
  /** Keeps the wallet session (local storage). */
  saveWalletSession(session: WalletSession): ResultAsync<void, never>;
  /** Forgets both (Logout). */
  clear(): ResultAsync<void, never>;
}
