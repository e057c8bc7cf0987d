// The token lifetimes of config.ts, on the dev clock: an access token and a wallet token work until
// their lifetime is up and are refused from then on (by the platform, and by the wallet that issued
// the wallet token). A token of one purpose is refused for another, with a bad token's text.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { lifetimes } from '../src/config.ts';
import { messages } from '../src/auth/messages.ts';
import { api, call, emails, signIn, start, walletUrlOf } from './support.ts';

let p: FakePlatform;
beforeAll(async () => {
  p = await start();
});
afterEach(() => p.clock.reset());
afterAll(() => p.close());

/** Pins the dev clock `seconds` after `from`. */
const at = (from: Date, seconds: number) => p.clock.set(new Date(from.getTime() + seconds * 1000));

it('keeps an access token for accessTokenSeconds, then refuses it as expired', async () => {
  const anna = await signIn(p, ids.anna, emails.anna);
  const claims = JSON.parse(Buffer.from(anna.accessToken.split('.')[1]!, 'base64url').toString('utf8'));
  expect(claims.exp - claims.iat).toBe(lifetimes.accessTokenSeconds);
  const issued = new Date(claims.iat * 1000);
  at(issued, lifetimes.accessTokenSeconds - 60);
  expect((await api(p, 'GET', '/organization-users?$limit=1', anna)).status).toBe(200);
  at(issued, lifetimes.accessTokenSeconds + 1);
  const late = await api(p, 'GET', '/organization-users?$limit=1', anna);
  expect([late.status, late.body.message]).toEqual([401, messages.sessionExpired]);
});

it('keeps a wallet token for walletTokenSeconds, then the wallet and the platform refuse it', async () => {
  const walletUrl = await walletUrlOf(p, ids.anna, emails.anna);
  const before = Math.floor(p.clock.now().getTime() / 1000);
  const verified = await call(walletUrl, 'POST', '/accounts/verify', {
    body: { orgUserId: ids.anna, password: 'demo1234' },
  });
  const after = Math.ceil(p.clock.now().getTime() / 1000);
  const exp = Number(verified.body.exp);
  expect(exp - lifetimes.walletTokenSeconds).toBeGreaterThanOrEqual(before);
  expect(exp - lifetimes.walletTokenSeconds).toBeLessThanOrEqual(after);
  // From here on the clock is pinned against the token's own expiry.
  const issued = new Date((exp - lifetimes.walletTokenSeconds) * 1000);
  const wallet = { authorization: `Bearer ${verified.body.token}` };
  const signInWith = async () => {
    const { challenge } = (await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet' })).body;
    const signed = await call(walletUrl, 'POST', '/sign', { body: { challenge }, headers: wallet });
    const answer = await call(p.apiUrl, 'POST', '/authentication', {
      body: { strategy: 'wallet', orgUserId: ids.anna, challenge, signature: signed.body.signature },
      headers: wallet,
    });
    return { signed, answer };
  };
  at(issued, lifetimes.walletTokenSeconds - 60);
  const early = await signInWith();
  expect([early.signed.status, early.answer.status]).toEqual([200, 201]);
  at(issued, lifetimes.walletTokenSeconds + 1);
  const late = await signInWith();
  expect([late.signed.status, late.signed.body.code]).toEqual([401, 'TOKEN_EXPIRED']);
  // The wallet's signature from before the expiry does not help either: the platform reads the
  // token's exp on the dev clock too.
  const { challenge } = (await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet' })).body;
  at(issued, lifetimes.walletTokenSeconds - 60);
  const signed = await call(walletUrl, 'POST', '/sign', { body: { challenge }, headers: wallet });
  at(issued, lifetimes.walletTokenSeconds + 1);
  const refused = await call(p.apiUrl, 'POST', '/authentication', {
    body: { strategy: 'wallet', orgUserId: ids.anna, challenge, signature: signed.body.signature },
    headers: wallet,
  });
  expect([refused.status, refused.body.message]).toEqual([401, 'Wallet token expired']);
});

it("refuses one purpose's token for another, with the texts of a bad token", async () => {
  const anna = await signIn(p, ids.anna, emails.anna);
  const link = (await p.demoLinks()).onboarding!;
  const linkToken = new URL(link).searchParams.get('jwt')!;
  const asAccess = await call(p.apiUrl, 'GET', '/organization-users?$limit=1', {
    headers: { ...anna.headers, authorization: `Bearer ${linkToken}` },
  });
  expect([asAccess.status, asAccess.body.message]).toEqual([401, messages.invalidToken]);
  const asLink = await call(p.apiUrl, 'GET', `/onboarding?jwt=${anna.accessToken}`);
  expect([asLink.status, asLink.body.message]).toEqual([404, messages.invitationNotFound]);
});
