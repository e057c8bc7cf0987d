// The domain's SessionStore over browser storage (product-reference §9): the wallet session in localStorage,
// the API session in sessionStorage. Unreadable entries count as absent.
import { okAsync } from 'neverthrow';
import type { ApiSession, SessionStore, WalletSession } from '@scr/domain';

/** The part of the DOM Storage interface this store uses (window.localStorage / sessionStorage fit). */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export const WALLET_SESSION_KEY = 'scr.walletSession';
export const API_SESSION_KEY = 'scr.apiSession';

const read = <T>(
  storage: KeyValueStorage,
  key: string,
  valid: (v: Record<string, unknown>) => boolean,
): T | null => {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && valid(parsed as Record<string, unknown>)
      ? (parsed as T)
      : null;
  } catch {
    return null;
  }
};

const isWalletSession = (v: Record<string, unknown>) =>
  typeof v['walletUrl'] === 'string' &&
  typeof v['orgUserId'] === 'number' &&
  typeof v['token'] === 'string' &&
  typeof v['exp'] === 'number' &&
  typeof v['tokenHash'] === 'string';

const isApiSession = (v: Record<string, unknown>) =>
  typeof v['accessToken'] === 'string' &&
  typeof v['orgUserId'] === 'number' &&
  typeof v['organizationId'] === 'number' &&
  typeof v['exp'] === 'number';

const write = (storage: KeyValueStorage, key: string, value: unknown) => {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // quota or privacy mode: the session then lives only until the next page load
  }
};

export const browserSessionStore = (storage: {
  local: KeyValueStorage;
  session: KeyValueStorage;
}): SessionStore => ({
  apiSession: () => okAsync(read<ApiSession>(storage.session, API_SESSION_KEY, isApiSession)),
  saveApiSession: (s) => okAsync(write(storage.session, API_SESSION_KEY, s)),
  walletSession: () => okAsync(read<WalletSession>(storage.local, WALLET_SESSION_KEY, isWalletSession)),
  saveWalletSession: (s) => okAsync(write(storage.local, WALLET_SESSION_KEY, s)),
  clear: () => {
    storage.session.removeItem(API_SESSION_KEY);
    storage.local.removeItem(WALLET_SESSION_KEY);
    return okAsync(undefined);
  },
});
