// A wallet token binds to one platform session, once. Its copy (another tab, a stolen one) cannot
// sign in a second time and so move its wallet session to a session of its own: the wallet session
// keeps serving the first one and ends with its logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, call, emails, session, start, walletUrlOf } from './support.ts';

let p: FakePlatform;
beforeAll(async () => {
  p = await start();
}, 60_000);
afterAll(() => p.close());

type Wallet = { url: string; token: string };

const walletSignIn = async (orgUserId: number, email: string): Promise<Wallet> => {
  const url = await walletUrlOf(p, orgUserId, email);
  const verified = await call(url, 'POST', '/accounts/verify', { body: { orgUserId, password: 'demo1234' } });
  expect(verified.status).toBe(200);
  return { url, token: String(verified.body.token) };
};
const sign = (wallet: Wallet, challenge: string) =>
  call(wallet.url, 'POST', '/sign', {
    body: { challenge },
    headers: { authorization: `Bearer ${wallet.token}` },
  });
/** Steps 1 and 2 of POST /authentication, the wallet signing with the given token. */
const step2 = async (orgUserId: number, wallet: Wallet) => {
  const { challenge } = (await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet' })).body;
  const signed = await sign(wallet, String(challenge));
  expect(signed.status).toBe(200);
  return call(p.apiUrl, 'POST', '/authentication', {
    body: { strategy: 'wallet', orgUserId, challenge, signature: signed.body.signature },
    headers: { authorization: `Bearer ${wallet.token}` },
  });
};

describe('a wallet token binds to one platform session', () => {
  it('refuses a second sign-in with it, and the first logout ends it', async () => {
    const wallet = await walletSignIn(ids.victor, emails.victor);
    const first = await step2(ids.victor, wallet);
    expect(first.status).toBe(201);
    const again = await step2(ids.victor, wallet);
    expect([again.status, again.body.message]).toEqual([401, 'Wallet token expired']);
    const victor = session(ids.victor, String(first.body.accessToken));
    expect((await api(p, 'DELETE', '/authentication', victor)).status).toBe(200);
    const afterLogout = await sign(wallet, 'after-logout');
    expect([afterLogout.status, afterLogout.body.code]).toEqual([401, 'TOKEN_EXPIRED']);
  });

  it('refuses it also while the first sign-in waits for its second factor', async () => {
    const wallet = await walletSignIn(ids.tina, emails.tina);
    const first = await step2(ids.tina, wallet);
    expect([first.status, first.body.twoFactorAuthRequired]).toEqual([201, true]);
    const again = await step2(ids.tina, wallet);
    expect([again.status, again.body.message]).toEqual([401, 'Wallet token expired']);
    const tina = session(ids.tina, String(first.body.accessToken));
    expect((await api(p, 'DELETE', '/authentication', tina)).status).toBe(200);
    expect((await sign(wallet, 'after-logout')).status).toBe(401);
  });
});
