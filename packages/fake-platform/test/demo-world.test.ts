// The demo world's key facts (architecture §4) and the sign-in paths of its logins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlatform } from '../src/index.ts';
import { demoUserIds as ids } from '../src/index.ts';
import { api, authenticate, call, emails, signIn, start, walletUrlOf, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session;
beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
}, 30_000);
afterAll(() => p.close());

describe('the demo world', () => {
  it('serves the runtime config', async () => {
    const config = await call(p.url, 'GET', '/config.json');
    expect(config.body).toMatchObject({
      apiBase: p.apiUrl,
      productName: 'Secure Container Release',
      productShortName: 'SCR',
      cpuCheckOrgUserIds: [ids.anna, ids.ulrich],
      production: false,
      version: '1.7.2',
      hostedWalletUrl: p.wallets.cloudUrl,
    });
  });

  it("lists Fiona's two organizations and marks Hamburg not activated", async () => {
    const fiona = await call(p.apiUrl, 'GET', `/find-user?email=${emails.fiona}`);
    expect(fiona.body.map((r: { organization: { name: string } }) => r.organization.name)).toEqual([
      'Ghent Forwarding BV',
      'Rotterdam Barge BV',
    ]);
    const hans = await call(p.apiUrl, 'GET', `/find-user?email=${emails.hans}`);
    expect(hans.body[0]).toMatchObject({ isActive: false, status: 'inactive' });
    expect((await call(p.apiUrl, 'GET', '/find-user?email=nobody@x.example')).status).toBe(404);
  });

  it('signs Anna in with her wallet signature and gives her user, organization and subscriptions', async () => {
    const answer = await authenticate(p, ids.anna, emails.anna);
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({
      id: ids.anna,
      adminRoles: ['org_mgr'],
      organization: { name: 'Antwerp Carrier NV', role: 'carrier', walletUrl: '0' },
    });
    expect(answer.body.user.subscriptions).toEqual([
      expect.objectContaining({ subscriptionId: 4, endDate: null }),
    ]);
  });

  it('refuses a wrong signature and a reused challenge', async () => {
    const step1 = await api(p, 'POST', '/authentication', undefined, {
      strategy: 'wallet',
      orgUserId: ids.anna,
    });
    const walletUrl = await walletUrlOf(p, ids.anna, emails.anna);
    const verified = await call(walletUrl, 'POST', '/accounts/verify', {
      body: { orgUserId: ids.anna, password: 'demo1234' },
    });
    const headers = { authorization: `Bearer ${verified.body.token}` };
    const bad = await call(p.apiUrl, 'POST', '/authentication', {
      body: { strategy: 'wallet', orgUserId: ids.anna, challenge: step1.body.challenge, signature: 'AAAA' },
      headers,
    });
    expect(bad.status).toBe(401);
    const again = await call(p.apiUrl, 'POST', '/authentication', {
      body: { strategy: 'wallet', orgUserId: ids.anna, challenge: step1.body.challenge, signature: 'AAAA' },
      headers,
    });
    expect(again.status).toBe(400);
    // Without a live wallet session of the account (a made-up token) nothing else is even looked at.
    const made = await call(p.apiUrl, 'POST', '/authentication', {
      body: { strategy: 'wallet', orgUserId: ids.anna, challenge: step1.body.challenge, signature: 'AAAA' },
      headers: { authorization: 'Bearer x.y' },
    });
    expect([made.status, made.body.message]).toEqual([401, 'Wallet token expired']);
  });

  it('gives distinct refusals for expired subscriptions and inactive organizations', async () => {
    const eddie = await api(p, 'POST', '/authentication', undefined, {
      strategy: 'wallet',
      orgUserId: ids.eddie,
    });
    expect(eddie.status).toBe(402);
    expect(eddie.body.message).toBe(
      'Your subscription expired. Therefore, your account has been deactivated temporarily.',
    );
    const hans = await api(p, 'POST', '/authentication', undefined, {
      strategy: 'wallet',
      orgUserId: ids.hans,
    });
    expect(hans.status).toBe(403);
    expect(hans.body.message).toBe('Your account has not been activated. Please contact your administrator.');
  });

  it('pages Antwerp users: admins first, then by last name', async () => {
    const page = await api(
      p,
      'GET',
      '/organization-users?isDeleted=false&$limit=8&$sort[isAdmin]=-1&$sort[lastName]=1&$sort[firstName]=1',
      anna,
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThanOrEqual(17);
    expect(page.body.data).toHaveLength(8);
    expect(page.body.data.slice(0, 3).map((u: { firstName: string }) => u.firstName)).toEqual([
      'Anna',
      'Connie',
      'Ulrich',
    ]);
    const all = await api(p, 'GET', '/organization-users?$limit=100', anna);
    const byEmail = (e: string) => all.body.data.find((u: { email: string }) => u.email === e);
    expect(byEmail('ian.invited@carrier.example')).toMatchObject({ activatedAt: null, isActive: false });
    expect(byEmail('ian.invited@carrier.example').acceptLink).toMatch(/\/wallet-add-user\//);
    expect(byEmail('dora.deleted@carrier.example')).toMatchObject({ isDeleted: true });
    expect(byEmail('iris.inactive@carrier.example')).toMatchObject({ isActive: false, isDeleted: false });
  });

  it("fills every tab of Anna's connections and invitations", async () => {
    const list = await api(
      p,
      'GET',
      '/connections?$or[0][organizationIdA]=1&$or[1][organizationIdB]=1&$sort[createdAt]=-1',
      anna,
    );
    expect(list.body).toMatchObject({ total: list.body.data.length, skip: 0 });
    const statuses = list.body.data.map((c: { status: string }) => c.status);
    for (const s of ['pending', 'accepted', 'confirmed', 'finalized', 'declined', 'cancelled'])
      expect(statuses).toContain(s);
    const todo = await api(p, 'GET', '/connections?$or[0][status]=pending&$or[0][organizationIdB]=1', anna);
    expect(todo.body.total).toBeGreaterThanOrEqual(2);
    const invitations = await api(
      p,
      'GET',
      '/invitations?inviterId=1&$sort[status]=1&$sort[createdAt]=-1',
      anna,
    );
    // An array, in status order value (pending 1, accepted 2, completed 3, ... expired 6).
    expect(invitations.body.map((i: { status: string }) => i.status)).toEqual([
      'pending',
      'accepted',
      'completed',
      'cancelled',
      'expired',
    ]);
  });

  it('has two EULAs; Nina has not accepted the newest', async () => {
    const eulas = await api(p, 'GET', '/eulas?$limit=1&$sort[createdAt]=-1', anna);
    expect(eulas.body).toHaveLength(1);
    const newest = eulas.body[0].id;
    const mine = await api(p, 'GET', `/eulas-users?orgUserId=${ids.anna}&$limit=1&$sort[createdAt]=-1`, anna);
    expect(mine.body[0].eulaId).toBe(newest);
    const nina = await signIn(p, ids.nina, emails.nina);
    const hers = await api(p, 'GET', `/eulas-users?orgUserId=${ids.nina}&$limit=1&$sort[createdAt]=-1`, nina);
    expect(hers.body[0].eulaId).not.toBe(newest);
  });

  it('mails Tina a 2FA code and exchanges it for an access token', async () => {
    const first = await authenticate(p, ids.tina, emails.tina);
    expect(first.body.twoFactorAuthRequired).toBe(true);
    const tinasCodes = async () =>
      (await call(p.url, 'GET', '/__dev/api/mails')).body.filter((m: { to: string }) => m.to === emails.tina);
    // Signing in mails nothing yet: the client asks for the code.
    expect(await tinasCodes()).toHaveLength(0);
    const pending = { authorization: `Bearer ${first.body.accessToken}`, id: String(ids.tina) };
    expect((await call(p.apiUrl, 'GET', '/two-factor/auth/email', { headers: pending })).status).toBe(200);
    const mailed = await tinasCodes();
    expect(mailed).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(mailed[0].text)?.[1];
    expect((await call(p.apiUrl, 'GET', '/organizations/4', { headers: pending })).status).toBe(401);
    const wrong = await call(p.apiUrl, 'POST', '/two-factor/auth/email/validate', {
      body: { code: code === '000000' ? '111111' : '000000' },
      headers: pending,
    });
    expect(wrong.status).toBe(400);
    const ok = await call(p.apiUrl, 'POST', '/two-factor/auth/email/validate', {
      body: { code },
      headers: pending,
    });
    expect(ok.body).toMatchObject({ twoFactorAuthEmailValidated: true, user: { id: ids.tina } });
    const own = await call(p.apiUrl, 'GET', '/organizations/4', {
      headers: { authorization: `Bearer ${ok.body.token}`, id: String(ids.tina) },
    });
    expect(own.status).toBe(200);
  });
});

describe('demo links', () => {
  it("opens Antwerp's pending invitation and Ian's add-user link", async () => {
    const links = await p.demoLinks();
    const onboarding = await call(
      p.apiUrl,
      'GET',
      `/onboarding?jwt=${new URL(links.onboarding!).searchParams.get('jwt')}`,
    );
    expect(onboarding.body.invitationObject).toMatchObject({ inviterId: 1, status: 'accepted' });
    const addUser = await call(
      p.apiUrl,
      'GET',
      `/add-user?jwt=${new URL(links.addUser!).searchParams.get('jwt')}`,
    );
    expect(addUser.body.userObject).toMatchObject({ id: ids.invited, email: 'ian.invited@carrier.example' });
    expect(addUser.body.walletToken).toBeTruthy();
  });
});
