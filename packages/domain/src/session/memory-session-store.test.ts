import { describe, expect, it } from 'vitest';
import { memorySessionStore } from './memory-session-store.ts';

describe('memorySessionStore', () => {
  it('keeps what was saved until clear', async () => {
    const store = memorySessionStore();
    const api = { userId: 1, organizationId: 2, accessToken: 'a', hash: 'h' } as never;
    const wallet = { token: 't' } as never;
    await store.saveApiSession(api);
    await store.saveWalletSession(wallet);
    expect((await store.apiSession())._unsafeUnwrap()).toBe(api);
    expect((await store.walletSession())._unsafeUnwrap()).toBe(wallet);
    await store.clear();
    expect((await store.apiSession())._unsafeUnwrap()).toBeNull();
    expect((await store.walletSession())._unsafeUnwrap()).toBeNull();
  });

  it('gives every call its own sessions', async () => {
    const one = memorySessionStore();
    await one.saveWalletSession({ token: 't' } as never);
    expect((await memorySessionStore().walletSession())._unsafeUnwrap()).toBeNull();
  });
});
