import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Clock } from '@scr/domain';
import { startFakePlatform, type FakePlatform } from '@scr/fake-platform';
import { API_SESSION_KEY, WALLET_SESSION_KEY } from '@scr/wallet-adapter';
import { composeAdapters, systemClock, systemIds, type KeyValueStorage } from './index.ts';

/** A Storage-like store over a Map: what the browser's storage or scr's session file holds. */
const mapStorage = (): KeyValueStorage & { readonly entries: Map<string, string> } => {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
};

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
});
afterAll(() => platform.close());

const adaptersOver = (storage: { local: KeyValueStorage; session: KeyValueStorage }, clock: Clock) =>
  composeAdapters({
    apiBase: platform.apiUrl,
    hostedWalletUrl: platform.wallets.cloudUrl,
    storage,
    clock,
  });

describe('composeAdapters', () => {
  it('gives the domain ports that sign in for real and keep the sessions in the stores it was handed', async () => {
    const storage = { local: mapStorage(), session: mapStorage() };
    const { gateways, wallet, sessions } = adaptersOver(storage, systemClock);
    const email = 'anna.admin@carrier.example';
    const [found] = (await gateways.findUser.byEmail(email, false))._unsafeUnwrap();
    const outcome = await signIn({ ...gateways, wallet, sessions, clock: systemClock })({
      email,
      organizationId: found?.organization.id,
      password: 'demo1234',
    });
    expect(outcome._unsafeUnwrap().step).toBe('signedIn');
    // The wallet session goes to the long-lived store, the API session to the per-visit one.
    expect([...storage.local.entries.keys()]).toEqual([WALLET_SESSION_KEY]);
    expect([...storage.session.entries.keys()]).toEqual([API_SESSION_KEY]);

    // A later start (a reloaded page, the next scr command) over the same stores is signed in.
    const later = adaptersOver(storage, systemClock);
    const organization = (
      await later.gateways.organizations.get(found?.organization.id ?? 0)
    )._unsafeUnwrap();
    expect(organization.id).toBe(found?.organization.id);
  });

  it('reads the clock it is given to tell an expired session before sending it', async () => {
    const storage = { local: mapStorage(), session: mapStorage() };
    const now = adaptersOver(storage, systemClock);
    const email = 'anna.admin@carrier.example';
    const [found] = (await now.gateways.findUser.byEmail(email, false))._unsafeUnwrap();
    (
      await signIn({ ...now.gateways, wallet: now.wallet, sessions: now.sessions, clock: systemClock })({
        email,
        organizationId: found?.organization.id,
        password: 'demo1234',
      })
    )._unsafeUnwrap();
    const nextYear: Clock = { now: () => new Date(Date.now() + 366 * 24 * 3600 * 1000) };
    const late = adaptersOver(storage, nextYear);
    const answer = await late.gateways.organizations.get(found?.organization.id ?? 0);
    expect(answer._unsafeUnwrapErr().kind).toBe('SessionExpired');
  });

  it('gives up on an API that does not answer within the timeout it is given', async () => {
    // A server that takes every request and never answers.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const { gateways } = composeAdapters({
        apiBase: `http://127.0.0.1:${port}/api`,
        apiTimeoutMs: 200,
        hostedWalletUrl: platform.wallets.cloudUrl,
        storage: { local: mapStorage(), session: mapStorage() },
        clock: systemClock,
      });
      const started = Date.now();
      const answer = await gateways.findUser.byEmail('anna.admin@carrier.example', false);
      expect(answer._unsafeUnwrapErr().kind).toBe('ApiUnreachable');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('makes a new id each time it is asked', () => {
    const a = systemIds.uuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(systemIds.uuid()).not.toBe(a);
  });
});
