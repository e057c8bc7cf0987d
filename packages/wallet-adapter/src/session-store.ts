// The domain's SessionStore over browser storage (product-reference §9): the wallet session in localStorage,
// the API session in sessionStorage. Unreadable entries count as absent. The wallet session is kept
// without any hash of the password (WalletSession): one an older release stored is dropped on first
// read, and one handed in is never written.
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
  typeof v['exp'] === 'number';

/** The session without the password hash an older release kept in it (WalletSession has none). */
const withoutPasswordHash = (s: WalletSession): WalletSession => {
  const { tokenHash: _, ...session } = s as WalletSession & { tokenHash?: unknown };
  return session;
};

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
  walletSession: () => {
    const stored = read<WalletSession & { tokenHash?: unknown }>(
      storage.local,
      WALLET_SESSION_KEY,
      isWalletSession,
    );
    if (stored === null) return okAsync(null);
    const session = withoutPasswordHash(stored);
    // An older release kept the password's unsalted hash beside the token: written again without it.
    if ('tokenHash' in stored) write(storage.local, WALLET_SESSION_KEY, session);
    return okAsync(session);
  },
  saveWalletSession: (s) => okAsync(write(storage.local, WALLET_SESSION_KEY, withoutPasswordHash(s))),
  clear: () => {
    storage.session.removeItem(API_SESSION_KEY);
    storage.local.removeItem(WALLET_SESSION_KEY);
    return okAsync(undefined);
  },
});
