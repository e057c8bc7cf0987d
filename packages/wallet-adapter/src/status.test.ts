import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalletHosts, type WalletHosts } from '@scr/fake-platform';
import { createHttpWallet } from './http-wallet.ts';

let w: WalletHosts;
let wallet: ReturnType<typeof createHttpWallet>;
let slow: Server;
let slowUrl: string;

beforeAll(async () => {
  w = await startWalletHosts({ now: () => new Date(), tokenTtlSeconds: 3600 });
  wallet = createHttpWallet({ hostedWalletUrl: w.cloudUrl });
  // A wallet that answers, but only after 3 s.
  slow = createServer((_req, res) => {
    setTimeout(() => res.end('1.2.9'), 3000).unref();
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
});
afterAll(async () => {
  slow.closeAllConnections();
  slow.close();
  await w.close();
});

describe('wallet adapter: the version / status check', () => {
  it('reads every wallet\u2019s version, and "0" is the hosted wallet', async () => {
    for (const h of w.hosts) expect((await wallet.version(h.url))._unsafeUnwrap()).toBe(h.version);
    expect((await wallet.version('0'))._unsafeUnwrap()).toBe('1.2.9');
  });

  it('counts a wallet answering after 3 s as unreachable (2000 ms timeout)', async () => {
    const started = Date.now();
    const err = (await wallet.version(slowUrl))._unsafeUnwrapErr();
    expect(Date.now() - started).toBeLessThan(2900);
    expect(err).toEqual({
      kind: 'WalletCannotConnect',
      url: slowUrl,
      message: {
        id: 'wallet.error.cannotConnect',
        values: { url: slowUrl, message: { id: 'wallet.check.timeout', values: { seconds: 2 } } },
      },
    });
  });

  it('reports the URL where nothing listens', async () => {
    const err = (await wallet.version(w.unreachableUrl))._unsafeUnwrapErr();
    expect(err).toMatchObject({ kind: 'WalletCannotConnect', url: w.unreachableUrl });
    // In words for the reader, not the runtime's ECONNREFUSED or 'Failed to fetch'.
    expect(err.message.values?.['message']).toEqual({ id: 'wallet.check.noAnswer' });
  });

  it('maps any other call to an unreachable wallet to "Could not reach your wallet"', async () => {
    const err = (
      await wallet.verifyPassword({ walletUrl: w.unreachableUrl, orgUserId: 1, password: 'x' })
    )._unsafeUnwrapErr();
    expect(err).toEqual({ kind: 'WalletUnreachable', message: { id: 'wallet.error.unreachable' } });
  });

  it('times out other calls after timeoutMs', async () => {
    const quick = createHttpWallet({ hostedWalletUrl: w.cloudUrl, timeoutMs: 300 });
    const err = (
      await quick.verifyPassword({ walletUrl: slowUrl, orgUserId: 1, password: 'x' })
    )._unsafeUnwrapErr();
    expect(err.kind).toBe('WalletUnreachable');
  });
});
