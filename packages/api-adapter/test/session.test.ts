// Contract tests of the sign-in context against a live fake platform: find-user, the wallet
// sign-in (through the domain's signIn), two-factor by email and the EULA gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptEula, logout, signIn, verifyTwoFactor } from '@scr/domain';
import { clientOf, DEMO_PASSWORD, mails, signInAs, startFakePlatform, type FakePlatform } from './support.ts';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
});
afterAll(() => platform.close());

describe('find-user', () => {
  it("lists an email's organizations with their wallet and 2-FA", async () => {
    const found = (
      await clientOf(platform).gateways.findUser.byEmail('anna.admin@carrier.example', false)
    )._unsafeUnwrap();
    expect(found).toEqual([
      expect.objectContaining({
        orgUserId: 1,
        isActive: true,
        organization: expect.objectContaining({
          id: 1,
          name: 'Antwerp Carrier NV',
          walletUrl: '0',
          twoFactorAuth: 'disabled',
        }),
      }),
    ]);
  });

  it('answers both organizations of Fiona and marks Hans not activated', async () => {
    const { findUser } = clientOf(platform).gateways;
    const fiona = (await findUser.byEmail('fiona.forwarder@forwarder.example', false))._unsafeUnwrap();
    expect(fiona.map((f) => f.organization.id).sort()).toEqual([2, 3]);
    const hans = (await findUser.byEmail('hans.driver@drivers.example', false))._unsafeUnwrap();
    expect(hans[0]?.isActive).toBe(false);
  });

  it('reads an unknown email as no users (404) and a malformed one as a 400', async () => {
    const { findUser } = clientOf(platform).gateways;
    expect((await findUser.byEmail('nobody@nowhere.example', false))._unsafeUnwrap()).toEqual([]);
    expect((await findUser.byEmail('not-an-email', false))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 400,
    });
  });
});

describe('sign-in', () => {
  it('signs Anna in through the domain use case and stores the access token', async () => {
    const anna = await signInAs(platform, 'anna.admin@carrier.example');
    expect(anna.outcome).toMatchObject({
      step: 'signedIn',
      user: { orgUserId: 1, organizationId: 1, adminRoles: ['org_mgr'] },
    });
    const stored = (await anna.sessions.apiSession())._unsafeUnwrap();
    expect(stored?.accessToken).toMatch(/^ey/);
    expect((await anna.gateways.eulas.newest())._unsafeUnwrap()).toMatchObject({ id: 2 });
  });

  it('signs Fiona in to the organization she picks', async () => {
    const fiona = await signInAs(platform, 'fiona.forwarder@forwarder.example', 3);
    expect(fiona.outcome).toMatchObject({ step: 'signedIn', user: { orgUserId: 23, organizationId: 3 } });
  });

  it('refuses a signature that does not match the registered key (401)', async () => {
    const { gateways, wallet } = clientOf(platform);
    await gateways.auth.requestChallenge();
    const ws = (
      await wallet.verifyPassword({ walletUrl: '0', orgUserId: 1, password: DEMO_PASSWORD })
    )._unsafeUnwrap();
    const refused = await gateways.auth.exchangeSignature({
      walletToken: ws.token,
      orgUserId: ws.orgUserId,
      signature: 'AAAA',
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'Unauthorized' });
  });

  it('refuses an organization whose subscription ended (402)', async () => {
    const { gateways, wallet } = clientOf(platform);
    const { challenge } = (await gateways.auth.requestChallenge())._unsafeUnwrap();
    const ws = (
      await wallet.verifyPassword({ walletUrl: '0', orgUserId: 25, password: DEMO_PASSWORD })
    )._unsafeUnwrap();
    const { signature } = (await wallet.signChallenge(ws, challenge))._unsafeUnwrap();
    const refused = await gateways.auth.exchangeSignature({
      walletToken: ws.token,
      orgUserId: ws.orgUserId,
      signature,
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 402 });
  });

  it('asks Tina for the mailed code, then verifies it (2FA by email)', async () => {
    const tina = await signInAs(platform, 'tina.twofactor@trucking.example');
    expect(tina.outcome.step).toBe('twoFactor');
    const wrong = await verifyTwoFactor(tina.deps)({ code: '000000' });
    expect(wrong._unsafeUnwrapErr().kind).toBe('InvalidTwoFactorCode');
    const code = /code is (\d{6})/.exec(
      (await mails(platform, 'tina.twofactor@trucking.example'))[0]?.text ?? '',
    )?.[1];
    const verified = await verifyTwoFactor(tina.deps)({ code });
    expect(verified._unsafeUnwrap()).toMatchObject({ step: 'signedIn' });
    expect((await tina.gateways.eulas.newest()).isOk()).toBe(true);
  });
});

describe('EULAs', () => {
  it('stops Nina at the newest EULA until she accepts it', async () => {
    const nina = await signInAs(platform, 'nina.neweula@forwarder.example');
    expect(nina.outcome).toMatchObject({ step: 'eulaPending', eula: { id: 2 } });
    expect((await nina.gateways.eulas.latestAcceptance(21))._unsafeUnwrap()).toMatchObject({ eulaId: 1 });
    expect((await acceptEula(nina.deps)({ eulaId: 2, accepted: true })).isOk()).toBe(true);
    expect((await nina.gateways.eulas.latestAcceptance(21))._unsafeUnwrap()).toMatchObject({ eulaId: 2 });
    const again = await signIn(nina.deps)({
      email: 'nina.neweula@forwarder.example',
      organizationId: 2,
      password: DEMO_PASSWORD,
    });
    expect(again._unsafeUnwrap()).toMatchObject({ step: 'signedIn', reused: true });
  });

  it("refuses another user's acceptances (403) and any call without a token (401)", async () => {
    const anna = await signInAs(platform, 'anna.admin@carrier.example');
    expect((await anna.gateways.eulas.latestAcceptance(2))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Forbidden',
    });
    expect((await anna.gateways.eulas.accept({ orgUserId: 2, eulaId: 2 }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Forbidden',
    });
    const anonymous = clientOf(platform).gateways;
    expect((await anonymous.eulas.newest())._unsafeUnwrapErr()).toMatchObject({ kind: 'Unauthorized' });
  });

  it('does not send an expired access token, and the platform refuses one it sees expired', async () => {
    const anna = await signInAs(platform, 'anna.admin@carrier.example');
    const session = (await anna.sessions.apiSession())._unsafeUnwrap();
    if (!session) throw new Error('no session');
    await anna.sessions.saveApiSession({ ...session, exp: 1 });
    expect((await anna.gateways.eulas.newest())._unsafeUnwrapErr()).toMatchObject({ kind: 'SessionExpired' });
    await anna.sessions.saveApiSession(session);
    platform.clock.advanceDays(1);
    try {
      expect((await anna.gateways.eulas.newest())._unsafeUnwrapErr()).toMatchObject({ kind: 'Unauthorized' });
    } finally {
      platform.clock.reset();
    }
  });

  it('logs out on the platform too: a copy of the token is refused afterwards', async () => {
    const anna = await signInAs(platform, 'anna.admin@carrier.example');
    const session = (await anna.sessions.apiSession())._unsafeUnwrap();
    if (!session) throw new Error('no session');
    expect((await logout(anna.deps)()).isOk()).toBe(true);
    expect((await anna.sessions.apiSession())._unsafeUnwrap()).toBeNull();
    await anna.sessions.saveApiSession(session);
    expect((await anna.gateways.eulas.newest())._unsafeUnwrapErr()).toMatchObject({ kind: 'Unauthorized' });
    expect((await anna.gateways.auth.signOut(session))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Unauthorized',
    });
  });
});
