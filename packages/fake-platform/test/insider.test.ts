// Insiders against the wallets: every wallet operation that acts on another account, tried with the
// wallet token of a user without an admin role (Victor), of another organization's admin (Tina of
// Liege against Antwerp and Ghent), of a user manager against an admin (Ulrich against Anna), and
// every Bearer wallet operation with the token of a logged-out session. None may get through; each
// admin-reset attempt, granted or refused, is in the audit trail of the organization concerned, and a
// successful reset ends the target's platform sessions and wallet tokens. The tally is the
// reliability summary's 'insider' part.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, lifetimes, recordReliability, type FakePlatform } from '../src/index.ts';
import { api, call, emails, session, start, walletUrlOf, type Session } from './support.ts';
import { messages } from '../src/auth/messages.ts';

let p: FakePlatform;
let tried = 0;
let gotThrough = 0;
beforeAll(async () => {
  p = await start();
}, 60_000);
afterAll(async () => {
  recordReliability('insider', tried, gotThrough, {
    'wallet operations tried': tried,
    'got through': gotThrough,
  });
  await p.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
type Item = { id: number; userId: number; adminId: number };
type Insider = Session & { walletUrl: string; walletToken: string };

/** The portal's sign-in, keeping the wallet token it was made with. */
const signInKeepingToken = async (orgUserId: number, email: string): Promise<Insider> => {
  const walletUrl = await walletUrlOf(p, orgUserId, email);
  const { challenge } = (await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet' })).body;
  const verified = await call(walletUrl, 'POST', '/accounts/verify', {
    body: { orgUserId, password: 'demo1234' },
  });
  const walletToken = String(verified.body.token);
  const headers = { authorization: `Bearer ${walletToken}` };
  const signed = await call(walletUrl, 'POST', '/sign', { body: { challenge }, headers });
  const step2 = await call(p.apiUrl, 'POST', '/authentication', {
    body: { strategy: 'wallet', orgUserId, challenge, signature: signed.body.signature },
    headers,
  });
  if (step2.status !== 201) throw new Error(`sign-in ${email}: ${JSON.stringify(step2.body)}`);
  return { ...session(orgUserId, String(step2.body.accessToken)), walletUrl, walletToken };
};

const walletOf = (id: string) => p.wallets.hosts.find((h) => h.id === id)!.url;

/** One cross-account attempt: the platform's grant asked for, then the wallet called with what it gave. */
const attempt = async (who: Insider, walletUrl: string, items: Item[], password = 'taken-over') => {
  const passwordHash = sha256(password);
  const grant = await api(p, 'POST', '/password-reset-grants', who, { passwordHash, items });
  const reset = await call(walletUrl, 'POST', '/password-resets', {
    body: { passwordHash, items, ...(grant.status === 201 ? { grant: grant.body.grant } : {}) },
    headers: { authorization: `Bearer ${who.walletToken}` },
  });
  return { grant, reset };
};

const noGrant = "A password reset needs the platform's grant";

/**
 * The attempt must be refused by the platform and by the wallet (without a grant, or before for a
 * caller without an admin role); the target keeps their password.
 */
const expectRefused = async (
  who: Insider,
  walletUrl: string,
  items: Item[],
  target: { orgUserId: number; walletUrl: string },
  walletRefusal = noGrant,
) => {
  const { grant, reset } = await attempt(who, walletUrl, items);
  const stillOwn = await call(target.walletUrl, 'POST', '/accounts/verify', {
    body: { orgUserId: target.orgUserId, password: 'demo1234' },
  });
  tried++;
  const through = grant.status === 201 || reset.status === 200 || stillOwn.status !== 200;
  if (through) gotThrough++;
  expect(grant.status).toBe(403);
  expect(grant.body.message).toMatch(/^Access denied/);
  expect([reset.status, reset.body.code]).toEqual([403, 'FORBIDDEN']);
  expect(reset.body.message).toBe(walletRefusal);
  expect(stillOwn.status).toBe(200);
};

const entriesOf = async (reader: Session) =>
  (await api(p, 'GET', '/audit-entries?action=password.adminReset&$limit=100', reader)).body.data as Array<{
    actorEmail: string;
    targetId: string;
    outcome: string;
    status: number;
    reason: string | null;
  }>;

describe('insiders against the wallets', () => {
  it("refuses the viewer's reset of Anna, and audits both refusals", async () => {
    const victor = await signInKeepingToken(ids.victor, emails.victor);
    const anna = { orgUserId: ids.anna, walletUrl: p.wallets.cloudUrl };
    const notAdmin = messages.notAdmin;
    await expectRefused(
      victor,
      p.wallets.cloudUrl,
      [{ id: 1, userId: ids.anna, adminId: ids.anna }],
      anna,
      notAdmin,
    );
    await expectRefused(
      victor,
      p.wallets.cloudUrl,
      [{ id: 1, userId: ids.anna, adminId: ids.victor }],
      anna,
      notAdmin,
    );
    const reader = await signInKeepingToken(ids.anna, emails.anna);
    const victors = (await entriesOf(reader)).filter((e) => e.actorEmail === emails.victor);
    // Per attempt: the platform's refused grant and the wallet's refused reset.
    expect(victors.map((e) => [e.outcome, e.status])).toEqual(Array(4).fill(['refused', 403]));
    expect(victors.every((e) => e.targetId === String(ids.anna))).toBe(true);
  });

  it("refuses another organization's admin across organizations and wallets", async () => {
    // Otto: org_mgr of Rotterdam only. Tina (org_mgr of Liege) lends her wallet token below.
    const otto = await signInKeepingToken(ids.otto, emails.otto);
    const tinaWallet = await walletUrlOf(p, ids.tina, emails.tina);
    const tinaToken = String(
      (
        await call(tinaWallet, 'POST', '/accounts/verify', {
          body: { orgUserId: ids.tina, password: 'demo1234' },
        })
      ).body.token,
    );
    const ghent = walletOf('company-1.2.9');
    await expectRefused(otto, p.wallets.cloudUrl, [{ id: 1, userId: ids.anna, adminId: ids.anna }], {
      orgUserId: ids.anna,
      walletUrl: p.wallets.cloudUrl,
    });
    await expectRefused(otto, ghent, [{ id: 2, userId: ids.fionaGhent, adminId: ids.fionaGhent }], {
      orgUserId: ids.fionaGhent,
      walletUrl: ghent,
    });
    // Otto's grant for his own organization does not stretch to another organization's user.
    const passwordHash = sha256('taken-over');
    const stretched = await call(ghent, 'POST', '/password-resets', {
      body: {
        passwordHash,
        items: [{ id: 2, userId: ids.fionaGhent, adminId: ids.fionaGhent }],
        grant: (
          await api(p, 'POST', '/password-reset-grants', otto, {
            passwordHash,
            items: [{ id: 3, userId: ids.fionaRotterdam, adminId: ids.otto }],
          })
        ).body.grant,
      },
      headers: { authorization: `Bearer ${otto.walletToken}` },
    });
    tried++;
    if (stretched.status === 200) gotThrough++;
    expect([stretched.status, stretched.body.message]).toEqual([
      403,
      'The password reset grant does not cover these users',
    ]);
    // Someone else's token with a granted reset: the grant is bound to its caller.
    const borrowed = await call(ghent, 'POST', '/password-resets', {
      body: {
        passwordHash,
        items: [{ id: 3, userId: ids.fionaRotterdam, adminId: ids.otto }],
        grant: (
          await api(p, 'POST', '/password-reset-grants', otto, {
            passwordHash,
            items: [{ id: 3, userId: ids.fionaRotterdam, adminId: ids.otto }],
          })
        ).body.grant,
      },
      headers: { authorization: `Bearer ${tinaToken}` },
    });
    tried++;
    if (borrowed.status === 200) gotThrough++;
    expect([borrowed.status, borrowed.body.message]).toEqual([
      403,
      'The password reset grant was issued to another user',
    ]);
    const fiona = await signInKeepingToken(ids.fionaGhent, emails.fiona);
    const ghents = await entriesOf(fiona);
    expect(ghents.filter((e) => e.actorEmail === emails.otto && e.outcome === 'refused')).toHaveLength(3);
  });

  it('refuses a user manager the reset of an admin', async () => {
    const ulrich = await signInKeepingToken(ids.ulrich, emails.ulrich);
    await expectRefused(ulrich, p.wallets.cloudUrl, [{ id: 1, userId: ids.anna, adminId: ids.ulrich }], {
      orgUserId: ids.anna,
      walletUrl: p.wallets.cloudUrl,
    });
  });

  it('refuses every wallet operation with the token of a logged-out session', async () => {
    const connie = await signInKeepingToken(ids.connie, emails.connie);
    expect((await api(p, 'DELETE', '/authentication', connie)).status).toBe(200);
    const bearer = { authorization: `Bearer ${connie.walletToken}` };
    const operations: Array<[string, string, unknown]> = [
      ['POST', '/sign', { challenge: 'any' }],
      ['GET', '/info', undefined],
      ['PUT', '/info', { info: { note: 'x' } }],
      ['POST', '/accounts/unlock', { unlockToken: 'x' }],
      ['POST', '/accounts/logout', {}],
      ['GET', '/connections', undefined],
      ['GET', '/connections/verified', undefined],
      ['POST', '/connections/initiate', { reference: 'ref-after-logout' }],
      ['POST', '/connections/keys', { reference: 'ref-after-logout' }],
      [
        'POST',
        '/password-resets',
        { passwordHash: sha256('x'), items: [{ id: 1, userId: ids.connie, adminId: ids.connie }] },
      ],
    ];
    for (const [method, path, body] of operations) {
      const answer = await call(connie.walletUrl, method, path, {
        ...(body === undefined ? {} : { body }),
        headers: bearer,
      });
      tried++;
      if (answer.status < 300) gotThrough++;
      expect([path, answer.status, answer.body.code]).toEqual([path, 401, 'TOKEN_EXPIRED']);
    }
    // Nor does the platform take the old token for a new sign-in.
    const { challenge } = (await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet' })).body;
    const step2 = await call(p.apiUrl, 'POST', '/authentication', {
      body: { strategy: 'wallet', orgUserId: ids.connie, challenge, signature: 'AAAA' },
      headers: bearer,
    });
    tried++;
    if (step2.status < 300) gotThrough++;
    expect([step2.status, step2.body.message]).toEqual([401, 'Wallet token expired']);
  });

  it('lets a wallet token live no longer than the session it served', async () => {
    // Tina's sign-in waits for its 2FA code: that session lives 10 minutes, and so does her wallet token.
    const walletUrl = await walletUrlOf(p, ids.tina, emails.tina);
    const { challenge } = (await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet' })).body;
    const verified = await call(walletUrl, 'POST', '/accounts/verify', {
      body: { orgUserId: ids.tina, password: 'demo1234' },
    });
    const headers = { authorization: `Bearer ${verified.body.token}` };
    const signed = await call(walletUrl, 'POST', '/sign', { body: { challenge }, headers });
    const step2 = await call(p.apiUrl, 'POST', '/authentication', {
      body: { strategy: 'wallet', orgUserId: ids.tina, challenge, signature: signed.body.signature },
      headers,
    });
    expect(step2.body.twoFactorAuthRequired).toBe(true);
    p.clock.set(new Date(p.clock.now().getTime() + (lifetimes.twoFactorCodeSeconds + 1) * 1000));
    try {
      const late = await call(walletUrl, 'POST', '/sign', { body: { challenge: 'c' }, headers });
      tried++;
      if (late.status < 300) gotThrough++;
      expect([late.status, late.body.code]).toEqual([401, 'TOKEN_EXPIRED']);
    } finally {
      p.clock.reset();
    }
  });

  it("ends the target's sessions and wallet tokens after a granted reset, and audits it", async () => {
    const fiona = await signInKeepingToken(ids.fionaGhent, emails.fiona);
    const nina = await signInKeepingToken(ids.nina, emails.nina);
    const ghent = walletOf('company-1.2.9');
    const { grant, reset } = await attempt(fiona, ghent, [
      { id: 2, userId: ids.nina, adminId: ids.fionaGhent },
    ]);
    expect([grant.status, reset.body.results]).toEqual([201, { 2: { status: 'success' } }]);
    expect((await api(p, 'GET', `/organization-users/${ids.nina}`, nina)).status).toBe(401);
    const signed = await call(ghent, 'POST', '/sign', {
      body: { challenge: 'c' },
      headers: { authorization: `Bearer ${nina.walletToken}` },
    });
    expect(signed.status).toBe(401);
    expect(await entriesOf(fiona)).toContainEqual(
      expect.objectContaining({
        actorEmail: emails.fiona,
        targetId: String(ids.nina),
        outcome: 'success',
        status: 200,
      }),
    );
  });
});
