// A reset a wallet refuses for its version (below 1.1.4) changes nothing, yet it is an attempt on
// another account like any other: the trail names its true caller, not an unknown token.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, call, emails, signIn, start, walletUrlOf } from './support.ts';

let p: FakePlatform;
beforeAll(async () => {
  p = await start();
}, 60_000);
afterAll(() => p.close());

it("names the caller of a reset the wallet's version refuses", async () => {
  const otto = await signIn(p, ids.otto, emails.otto);
  const wallet = await walletUrlOf(p, ids.otto, emails.otto);
  const verified = await call(wallet, 'POST', '/accounts/verify', {
    body: { orgUserId: ids.otto, password: 'demo1234' },
  });
  const passwordHash = createHash('sha256').update('otto-chose-this').digest('hex');
  const items = [{ id: 3, userId: ids.fionaRotterdam, adminId: ids.otto }];
  const grant = await api(p, 'POST', '/password-reset-grants', otto, { passwordHash, items });
  expect(grant.status).toBe(201);
  const reset = await call(wallet, 'POST', '/password-resets', {
    body: { passwordHash, items, grant: grant.body.grant },
    headers: { authorization: `Bearer ${verified.body.token}` },
  });
  expect(reset.body.code).toBe('UNSUPPORTED');
  const entries = await api(p, 'GET', '/audit-entries?$limit=5', otto);
  expect(entries.body.data).toContainEqual(
    expect.objectContaining({ action: 'password.adminReset', actorOrgUserId: ids.otto, outcome: 'refused' }),
  );
});
