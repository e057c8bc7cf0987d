import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWalletHosts, verifyChallengeSignature, type WalletHosts } from '@scr/fake-platform';
import { createHttpWallet } from './http-wallet.ts';

let now = Date.parse('2026-03-01T09:00:00Z');
let w: WalletHosts;
let wallet: ReturnType<typeof createHttpWallet>;
const url = (id: string) => w.hosts.find((h) => h.id === id)?.url ?? '';

beforeAll(async () => {
  w = await startWalletHosts({ now: () => new Date(now), tokenTtlSeconds: 3600 });
  wallet = createHttpWallet({ hostedWalletUrl: w.cloudUrl });
});
afterAll(() => w.close());
beforeEach(() => w.reset());

describe('wallet adapter: sign-in', () => {
  it.each([
    ['cloud', '0'],
    ['company-1.2.9', ''],
    ['company-1.1.4', ''],
    ['company-1.0.9', ''],
  ])('verifies the password and signs the challenge on the %s wallet', async (id, walletUrl) => {
    const base = url(id);
    const { pkeySign } = await w.provisionAccount({
      walletUrl: base,
      orgUserId: 7,
      organizationId: 3,
      password: 'demo1234',
    });
    const session = (
      await wallet.verifyPassword({ walletUrl: walletUrl || base, orgUserId: 7, password: 'demo1234' })
    )._unsafeUnwrap();
    expect(session).toMatchObject({ walletUrl: base, orgUserId: 7, exp: Math.floor(now / 1000) + 3600 });
    // The password's unsalted hash would let anyone who reads the stored session guess the password.
    expect(JSON.stringify(session)).not.toContain((await wallet.hashPassword('demo1234'))._unsafeUnwrap());
    const { signature } = (await wallet.signChallenge(session, 'api-challenge'))._unsafeUnwrap();
    expect(verifyChallengeSignature(pkeySign, 'api-challenge', signature)).toBe(true);
    const bytes = Buffer.from(signature, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 4;
    expect(verifyChallengeSignature(pkeySign, 'api-challenge', bytes.toString('base64'))).toBe(false);
  });

  it('maps a wrong password to the hosted or the company text', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 7,
      organizationId: 3,
      password: 'demo1234',
    });
    await w.provisionAccount({
      walletUrl: url('company-1.2.9'),
      orgUserId: 8,
      organizationId: 4,
      password: 'demo1234',
    });
    const hosted = await wallet.verifyPassword({ walletUrl: '0', orgUserId: 7, password: 'nope' });
    expect(hosted._unsafeUnwrapErr()).toMatchObject({
      kind: 'InvalidCredentials',
      hosting: 'hosted',
      message: { id: 'wallet.error.invalidCredentialsHosted' },
    });
    const byUrl = await wallet.verifyPassword({
      walletUrl: `${w.cloudUrl}/`,
      orgUserId: 99,
      password: 'demo1234',
    });
    expect(byUrl._unsafeUnwrapErr()).toMatchObject({ kind: 'InvalidCredentials', hosting: 'hosted' });
    const company = await wallet.verifyPassword({
      walletUrl: url('company-1.2.9'),
      orgUserId: 8,
      password: 'nope',
    });
    expect(company._unsafeUnwrapErr()).toMatchObject({
      kind: 'InvalidCredentials',
      hosting: 'company',
      message: { id: 'wallet.error.invalidCredentialsCompany' },
    });
  });

  it('maps too many wrong passwords to the attempt-limit text with the wait in minutes', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 7,
      organizationId: 3,
      password: 'demo1234',
    });
    const kinds: string[] = [];
    for (let n = 0; n < 6; n++) {
      const answer = await wallet.verifyPassword({ walletUrl: '0', orgUserId: 7, password: `guess-${n}` });
      kinds.push(answer._unsafeUnwrapErr().kind);
    }
    expect(kinds).toEqual([...Array<string>(5).fill('InvalidCredentials'), 'TooManyAttempts']);
    const right = await wallet.verifyPassword({ walletUrl: '0', orgUserId: 7, password: 'demo1234' });
    expect(right._unsafeUnwrapErr()).toEqual({
      kind: 'TooManyAttempts',
      retryAfterSeconds: 900,
      message: { id: 'shared.error.tooManyAttempts', values: { minutes: 15 } },
    });
  });

  it('reports an expired wallet token', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 7,
      organizationId: 3,
      password: 'demo1234',
    });
    const session = (
      await wallet.verifyPassword({ walletUrl: '0', orgUserId: 7, password: 'demo1234' })
    )._unsafeUnwrap();
    now += 3600 * 1000;
    const err = (await wallet.signChallenge(session, 'c'))._unsafeUnwrapErr();
    expect(err).toEqual({ kind: 'WalletTokenExpired', message: { id: 'wallet.error.tokenExpired' } });
    expect((await wallet.getConnections(session))._unsafeUnwrapErr().kind).toBe('WalletTokenExpired');
  });

  it('unlocks the account and keeps wallet info', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 7,
      organizationId: 3,
      password: 'demo1234',
    });
    const session = (
      await wallet.verifyPassword({ walletUrl: '0', orgUserId: 7, password: 'demo1234' })
    )._unsafeUnwrap();
    expect((await wallet.unlockAccount(session, 'unlock-1')).isOk()).toBe(true);
    expect((await wallet.storeInfo(session, { lang: 'nl' })).isOk()).toBe(true);
    expect((await wallet.getInfo(session))._unsafeUnwrap()).toEqual({ lang: 'nl' });
    expect((await wallet.hashPassword('abc'))._unsafeUnwrap()).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('wallet adapter: add-user links', () => {
  it('creates the account from the link token, which can then sign in', async () => {
    const { walletToken } = await w.issueAddUserToken({
      walletUrl: w.cloudUrl,
      orgUserId: 30,
      organizationId: 1,
    });
    const { pkeySign } = (
      await wallet.addUserAccount({ walletUrl: '0', walletToken, orgUserId: 30, password: 'secret99' })
    )._unsafeUnwrap();
    const session = (
      await wallet.verifyPassword({ walletUrl: '0', orgUserId: 30, password: 'secret99' })
    )._unsafeUnwrap();
    const { signature } = (await wallet.signChallenge(session, 'c'))._unsafeUnwrap();
    expect(verifyChallengeSignature(pkeySign, 'c', signature)).toBe(true);
    const again = await wallet.addUserAccount({ walletUrl: '0', walletToken, orgUserId: 30, password: 'x' });
    expect(again._unsafeUnwrapErr()).toMatchObject({
      kind: 'WalletRejected',
      message: { values: { message: 'This wallet account already exists' } },
    });
  });

  it('gives a new admin the same pkeySign as the admin it copies', async () => {
    const company = url('company-1.1.4');
    const admin = await w.provisionAccount({
      walletUrl: company,
      orgUserId: 10,
      organizationId: 2,
      password: 'demo1234',
    });
    const { walletToken } = await w.issueAddUserToken({
      walletUrl: company,
      orgUserId: 11,
      organizationId: 2,
      copyKeyFromOrgUserId: 10,
    });
    const added = await wallet.addUserAccount({
      walletUrl: company,
      walletToken,
      orgUserId: 11,
      password: 'own-pass',
    });
    expect(added._unsafeUnwrap().pkeySign).toBe(admin.pkeySign);
  });
});
