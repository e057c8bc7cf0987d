import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API_SESSION_KEY,
  WALLET_SESSION_KEY,
  browserSessionStore,
  type KeyValueStorage,
} from './session-store.ts';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

const walletSession = { walletUrl: 'http://127.0.0.1:1', orgUserId: 7, token: 't', exp: 10 };
const apiSession = { accessToken: 'a', orgUserId: 7, organizationId: 1, exp: 10 };

describe('browserSessionStore', () => {
  it('keeps the wallet session in local storage and the API session in session storage', async () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = browserSessionStore({ local, session });
    expect((await store.walletSession())._unsafeUnwrap()).toBeNull();
    await store.saveWalletSession(walletSession);
    await store.saveApiSession(apiSession);
    expect([...local.data.keys()]).toEqual([WALLET_SESSION_KEY]);
    expect([...session.data.keys()]).toEqual([API_SESSION_KEY]);
    expect((await store.walletSession())._unsafeUnwrap()).toEqual(walletSession);
    expect((await store.apiSession())._unsafeUnwrap()).toEqual(apiSession);
    await store.clear();
    expect([local.data.size, session.data.size]).toEqual([0, 0]);
  });

  it('treats unreadable or malformed entries as absent', async () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(WALLET_SESSION_KEY, '{not json');
    session.setItem(API_SESSION_KEY, JSON.stringify({ accessToken: 1 }));
    const store = browserSessionStore({ local, session });
    expect((await store.walletSession())._unsafeUnwrap()).toBeNull();
    expect((await store.apiSession())._unsafeUnwrap()).toBeNull();
  });

  it('keeps no hash of the wallet password: a session stored with one is read and stored again without it', async () => {
    const local = memoryStorage();
    const passwordHash = createHash('sha256').update('demo1234').digest('hex');
    local.setItem(WALLET_SESSION_KEY, JSON.stringify({ ...walletSession, tokenHash: passwordHash }));
    const store = browserSessionStore({ local, session: memoryStorage() });
    expect((await store.walletSession())._unsafeUnwrap()).toEqual(walletSession);
    expect(local.data.get(WALLET_SESSION_KEY)).not.toContain(passwordHash);
    await store.saveWalletSession({ ...walletSession, tokenHash: passwordHash } as typeof walletSession);
    expect(local.data.get(WALLET_SESSION_KEY)).not.toContain(passwordHash);
  });
});
