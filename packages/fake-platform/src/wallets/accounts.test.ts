import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from './crypto.ts';
import { verifyChallengeSignature } from './index.ts';
import { call, signIn, startTestWallets, type TestWallets } from './test-support.ts';

let w: TestWallets;
beforeAll(async () => {
  w = await startTestWallets();
});
afterAll(() => w.close());
beforeEach(() => w.reset());

const signs = async (url: string, orgUserId: number, password: string) =>
  (await call(url, 'POST', '/accounts/verify', { orgUserId, password })).status === 200;

describe('fake wallets: add-user links and key copy', () => {
  it('creates the account when the user sets a password with the link\u2019s wallet token', async () => {
    const { walletToken } = await w.issueAddUserToken({
      walletUrl: w.cloudUrl,
      orgUserId: 30,
      organizationId: 1,
    });
    expect(w.hasAccount({ walletUrl: w.cloudUrl, orgUserId: 30 })).toBe(false);
    const res = await call(w.cloudUrl, 'POST', '/accounts/add-user', {
      walletToken,
      orgUserId: 30,
      password: 'secret99',
    });
    expect(res.status).toBe(200);
    expect(typeof res.body['pkeySign']).toBe('string');
    expect(await signs(w.cloudUrl, 30, 'secret99')).toBe(true);
    const again = await call(w.cloudUrl, 'POST', '/accounts/add-user', {
      walletToken,
      orgUserId: 30,
      password: 'other99',
    });
    expect([again.status, again.body['code']]).toEqual([409, 'CONFLICT']);
    expect(await signs(w.cloudUrl, 30, 'other99')).toBe(false);
  });

  it('refuses a link token for another user, another wallet, or past its 14 days', async () => {
    const { walletToken } = await w.issueAddUserToken({
      walletUrl: w.cloudUrl,
      orgUserId: 30,
      organizationId: 1,
    });
    const other = await call(w.cloudUrl, 'POST', '/accounts/add-user', {
      walletToken,
      orgUserId: 31,
      password: 'secret99',
    });
    expect(other.status).toBe(401);
    const company = w.url('company-1.2.9');
    const elsewhere = await call(company, 'POST', '/accounts/add-user', {
      walletToken,
      orgUserId: 30,
      password: 'x1234567',
    });
    expect(elsewhere.status).toBe(401);
    w.advanceSeconds(14 * 24 * 3600);
    const late = await call(w.cloudUrl, 'POST', '/accounts/add-user', {
      walletToken,
      orgUserId: 30,
      password: 'secret99',
    });
    expect([late.status, late.body['code']]).toEqual([401, 'TOKEN_EXPIRED']);
  });

  it('gives a new admin the signing key of an existing admin, under the new admin\u2019s own password', async () => {
    const { pkeySign } = await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 10,
      organizationId: 1,
      password: 'demo1234',
    });
    const seeded = await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 11,
      organizationId: 1,
      password: 'other-pw',
      copyKeyFromOrgUserId: 10,
    });
    expect(seeded.pkeySign).toBe(pkeySign);
    const { walletToken } = await w.issueAddUserToken({
      walletUrl: w.cloudUrl,
      orgUserId: 12,
      organizationId: 1,
      copyKeyFromOrgUserId: 10,
    });
    const added = await call(w.cloudUrl, 'POST', '/accounts/add-user', {
      walletToken,
      orgUserId: 12,
      password: 'third-pw',
    });
    expect(added.body['pkeySign']).toBe(pkeySign);
    expect(await signs(w.cloudUrl, 12, 'third-pw')).toBe(true);
    expect(await signs(w.cloudUrl, 12, 'demo1234')).toBe(false);
    const plain = await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 13,
      organizationId: 1,
      password: 'demo1234',
    });
    expect(plain.pkeySign).not.toBe(pkeySign);
  });

  it('copies keys only within one organization', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 10,
      organizationId: 1,
      password: 'demo1234',
    });
    await expect(
      w.issueAddUserToken({
        walletUrl: w.cloudUrl,
        orgUserId: 40,
        organizationId: 4,
        copyKeyFromOrgUserId: 10,
      }),
    ).rejects.toThrow('No account 10 in organization 4');
  });
});

describe('fake wallets: password resets', () => {
  it('resets per organization and refuses on a wallet older than 1.1.4', async () => {
    const company = w.url('company-1.2.9');
    const old = w.url('company-1.0.9');
    await w.provisionAccount({ walletUrl: company, orgUserId: 50, organizationId: 2, password: 'demo1234' });
    await w.provisionAccount({ walletUrl: company, orgUserId: 51, organizationId: 2, password: 'demo1234' });
    await w.provisionAccount({ walletUrl: old, orgUserId: 60, organizationId: 3, password: 'demo1234' });
    const token = await signIn(company, 50, 'demo1234');
    const passwordHash = sha256Hex('fresh-pw');
    const items = [
      { id: 2, userId: 51, adminId: 50 },
      { id: 9, userId: 51, adminId: 50 },
    ];
    const ok = await call(
      company,
      'POST',
      '/password-resets',
      { passwordHash, items, grant: await w.grant({ caller: 50, passwordHash, items }) },
      token,
    );
    expect(ok.body['results']).toEqual({
      2: { status: 'success' },
      9: { error: 'No wallet account for user 51 in organization 9' },
    });
    expect(await signs(company, 51, 'fresh-pw')).toBe(true);
    expect(await signs(company, 51, 'demo1234')).toBe(false);
    const refused = await call(
      old,
      'POST',
      '/password-resets',
      {
        passwordHash,
        items: [{ id: 3, userId: 60, adminId: 60 }],
        grant: await w.grant({ caller: 50, passwordHash, items: [{ id: 3, userId: 60, adminId: 60 }] }),
      },
      token,
    );
    expect(refused).toEqual({
      status: 501,
      body: {
        code: 'UNSUPPORTED',
        message: 'Password reset requires wallet version 1.1.4 or later; this wallet runs 1.0.9',
      },
    });
    const noToken = await call(company, 'POST', '/password-resets', {
      passwordHash,
      items: [{ id: 2, userId: 51, adminId: 50 }],
    });
    expect(noToken.status).toBe(401);
  });

  it("acts on another account only with the platform's grant for this caller, users and password", async () => {
    const company = w.url('company-1.2.9');
    await w.provisionAccount({ walletUrl: company, orgUserId: 70, organizationId: 5, password: 'demo1234' });
    await w.provisionAccount({ walletUrl: company, orgUserId: 71, organizationId: 5, password: 'demo1234' });
    await w.provisionAccount({ walletUrl: company, orgUserId: 72, organizationId: 5, password: 'demo1234' });
    const token = await signIn(company, 71, 'demo1234');
    const victim = await signIn(company, 70, 'demo1234');
    const passwordHash = sha256Hex('taken-over');
    const items = [{ id: 5, userId: 70, adminId: 70 }];
    const reset = (body: Record<string, unknown>) =>
      call(company, 'POST', '/password-resets', { passwordHash, items, ...body }, token);
    const refusals = [
      [{}, "A password reset needs the platform's grant"],
      [{ grant: 'forged.grant' }, "The password reset grant is not the platform's"],
      [{ grant: await w.grant({ caller: 72, passwordHash, items }) }, 'issued to another user'],
      [{ grant: await w.grant({ caller: 71, passwordHash: sha256Hex('x'), items }) }, 'for another password'],
      [
        { grant: await w.grant({ caller: 71, passwordHash, items: [{ id: 5, userId: 72, adminId: 70 }] }) },
        'does not cover these users',
      ],
    ] as const;
    const before = w.reports.length;
    for (const [body, text] of refusals) {
      const answer = await reset(body);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'FORBIDDEN' });
      expect(String(answer.body['message'])).toContain(text);
    }
    expect(await signs(company, 70, 'demo1234')).toBe(true);
    expect(w.reports.slice(before).map((r) => [r.caller, r.refusal?.status])).toEqual(
      refusals.map(() => [71, 403]),
    );
    const grant = await w.grant({ caller: 71, passwordHash, items });
    expect((await reset({ grant })).body['results']).toEqual({ 5: { status: 'success' } });
    expect(w.reports.at(-1)).toMatchObject({
      caller: 71,
      refusal: null,
      results: { 5: { status: 'success' } },
    });
    expect(await reset({ grant })).toMatchObject({
      status: 403,
      body: { message: 'The password reset grant was already used' },
    });
    // The reset ends the target's wallet sessions: the old token signs nothing.
    expect((await call(company, 'POST', '/sign', { challenge: 'c' }, victim)).status).toBe(401);
    w.advanceSeconds(61);
    const late = await w.grant({ caller: 71, passwordHash, items });
    w.advanceSeconds(61);
    expect((await reset({ grant: late })).body['message']).toBe('The password reset grant has expired');
  });

  it('re-seals the key under the pwreset hash, keeping pkeySign', async () => {
    const { pkeySign } = await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 10,
      organizationId: 1,
      password: 'demo1234',
    });
    await w.setPasswordHash({
      walletUrl: w.cloudUrl,
      orgUserId: 10,
      organizationId: 1,
      passwordHash: sha256Hex('new-pass'),
    });
    expect(await signs(w.cloudUrl, 10, 'demo1234')).toBe(false);
    const token = await signIn(w.cloudUrl, 10, 'new-pass');
    const { body } = await call(w.cloudUrl, 'POST', '/sign', { challenge: 'c' }, token);
    expect(verifyChallengeSignature(pkeySign, 'c', String(body['signature']))).toBe(true);
  });
});
