// --data keeps the wallets too: accounts (changed passwords, info), connection keys and addresses
// survive a restart, and organizations follow their company wallet to its new port.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability, type FakePlatform } from '../src/index.ts';
import { api, call, emails, signIn, start, walletUrlOf, type Session } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'fake-platform-wallets-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  // The audit chain's key, kept beside the data folder.
  rmSync(`${dir}.audit-key`, { force: true });
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const walletFile = (id: string) => readFileSync(join(dir, 'wallets', `${id}.json`), 'utf8');
const hostUrl = (p: FakePlatform, id: string) => p.wallets.hosts.find((h) => h.id === id)?.url ?? '';
const verify = (url: string, orgUserId: number, password = 'demo1234') =>
  call(url, 'POST', '/accounts/verify', { body: { orgUserId, password } });
const walletToken = async (url: string, orgUserId: number): Promise<string> => {
  const verified = await verify(url, orgUserId);
  expect(verified.status).toBe(200);
  return String(verified.body.token);
};
const wallet = (url: string, token: string, method: string, path: string, body?: unknown) =>
  call(url, method, path, {
    ...(body === undefined ? {} : { body }),
    headers: { authorization: `Bearer ${token}` },
  });
const pkeyOf = async (p: FakePlatform, session: Session, orgUserId: number): Promise<string> =>
  (await api(p, 'GET', `/organization-users/${orgUserId}`, session)).body.pkeySign;
const walletUrlOfOrg = async (p: FakePlatform, session: Session, organizationId: number) =>
  (await api(p, 'GET', `/organizations/${organizationId}`, session)).body.walletUrl;

// One data dir through four starts; each test goes on from the state the previous one left.
const reference = randomUUID();
/** What the first start saw and did: keys, addresses, a wallet token, step 3 of the handshake. */
const before: Record<string, unknown> = {};
let ghent = '';
let ghent2 = '';

// Tests in a file run one after another (no concurrent option anywhere): the second reads what the first wrote.
describe('wallets with --data', () => {
  it('saves wallet writes before answering them', async () => {
    const first = await start({ dataDir: dir });
    ghent = hostUrl(first, 'company-1.2.9');
    try {
      const anna = await signIn(first, ids.anna, emails.anna);
      const fiona = await signIn(first, ids.fionaGhent, emails.fiona);
      before.anna = await pkeyOf(first, anna, ids.anna);
      before.fiona = await pkeyOf(first, fiona, ids.fionaGhent);
      const fionaToken = await walletToken(ghent, ids.fionaGhent);
      const annaToken = await walletToken(first.wallets.cloudUrl, ids.anna);

      // 1. Wallet info: on disk before the 204.
      const info = await wallet(ghent, fionaToken, 'PUT', '/info', { info: { note: 'kept-across-restart' } });
      expect(info.status).toBe(204);
      expect(walletFile('company-1.2.9')).toContain('kept-across-restart');
      // 2-4. Steps 1-3 of a handshake, Ghent (company wallet) inviting Antwerp (cloud wallet).
      const initiated = await wallet(ghent, fionaToken, 'POST', '/connections/initiate', { reference });
      const accepted = await wallet(first.wallets.cloudUrl, annaToken, 'POST', '/connections/accept', {
        reference,
        inviterData: initiated.body,
      });
      const confirmed = await wallet(ghent, fionaToken, 'POST', '/connections/confirm', {
        reference,
        inviteeData: accepted.body,
      });
      expect([initiated.status, accepted.status, confirmed.status]).toEqual([200, 200, 200]);
      before.inviterData = confirmed.body;
      before.annaAddress = first.wallets.connectionAddress(first.wallets.cloudUrl, 1, reference);
      before.fionaAddress = first.wallets.connectionAddress(ghent, 2, reference);
      // 5. An admin's password reset in the company wallet: Fiona resets Nina's.
      const resetBody = {
        passwordHash: sha256('nina-new-pass'),
        items: [{ id: 2, userId: ids.nina, adminId: ids.fionaGhent }],
      };
      const { grant } = (await api(first, 'POST', '/password-reset-grants', fiona, resetBody)).body;
      const reset = await wallet(ghent, fionaToken, 'POST', '/password-resets', { ...resetBody, grant });
      expect(reset.body).toEqual({ results: { 2: { status: 'success' } } });
      // 6. The platform's forgot-password flow re-seals Victor's key in the cloud wallet (in-process).
      const sent = await api(first, 'POST', '/password-reset', undefined, {
        orgUserId: ids.victor,
        organizationId: 1,
      });
      const mails = await call(first.url, 'GET', '/__dev/api/mails');
      const link = mails.body.find((m: { to: string }) => m.to === emails.victor).links[0] as string;
      const jwt = new URL(link).searchParams.get('jwt') ?? '';
      const pwreset = await api(first, 'POST', `/pwreset?jwt=${jwt}`, undefined, {
        passwordHash: sha256('victor-new-pass'),
        passwordResetId: sent.body.id,
      });
      expect(pwreset.body).toEqual({ result: 'success' });
      before.fionaToken = fionaToken;
      // Sealed keys only: no password is on disk.
      expect(walletFile('company-1.2.9')).not.toContain('nina-new-pass');
    } finally {
      await first.close();
    }
  }, 60_000);

  it('restores them after a restart, with organizations moved to the wallets’ new URLs', async () => {
    const second = await start({ dataDir: dir });
    ghent2 = hostUrl(second, 'company-1.2.9');
    const cloud2 = second.wallets.cloudUrl;
    try {
      const anna = await signIn(second, ids.anna, emails.anna);
      // Company-wallet users sign in on the new URLs (find-user names them), with the keys they had;
      // their organizations follow their wallets there (a port may repeat by chance).
      expect(await walletUrlOf(second, ids.fionaGhent, emails.fiona)).toBe(ghent2);
      const fiona = await signIn(second, ids.fionaGhent, emails.fiona);
      const otto = await signIn(second, ids.otto, emails.otto);
      expect(await walletUrlOfOrg(second, fiona, 2)).toBe(ghent2);
      expect(await walletUrlOfOrg(second, otto, 3)).toBe(hostUrl(second, 'company-1.0.9'));
      expect(await walletUrlOf(second, ids.brussels, 'admin@brussels.example')).toBe(
        hostUrl(second, 'company-1.1.4'),
      );
      expect(await walletUrlOf(second, ids.walter, emails.walter)).toBe(second.wallets.unreachableUrl);
      expect(await pkeyOf(second, otto, ids.otto)).toBeTruthy();
      expect(await pkeyOf(second, anna, ids.anna)).toBe(before.anna);
      expect(await pkeyOf(second, fiona, ids.fionaGhent)).toBe(before.fiona);
      // Wallet sessions do not survive: a token from before the restart is refused.
      const stale = await wallet(ghent2, String(before.fionaToken), 'GET', '/info');
      expect(stale.body.code).toBe('TOKEN_EXPIRED');

      const fionaToken = await walletToken(ghent2, ids.fionaGhent);
      expect((await wallet(ghent2, fionaToken, 'GET', '/info')).body).toEqual({
        info: { note: 'kept-across-restart' },
      });
      expect((await verify(ghent2, ids.nina, 'nina-new-pass')).status).toBe(200);
      expect((await verify(ghent2, ids.nina)).status).toBe(401);
      expect((await verify(cloud2, ids.victor, 'victor-new-pass')).status).toBe(200);
      expect((await verify(cloud2, ids.victor)).status).toBe(401);
      // The handshake goes on where it stopped: Ghent knows Antwerp's address, Antwerp finishes step 4
      // with the keys it made before the restart.
      const ghentConnections = await wallet(ghent2, fionaToken, 'GET', '/connections');
      expect(ghentConnections.body.connections).toContainEqual({
        ref: reference,
        remote: { address: before.annaAddress },
      });
      const annaToken = await walletToken(cloud2, ids.anna);
      const updated = await wallet(cloud2, annaToken, 'POST', '/connections/update', {
        reference,
        inviterData: before.inviterData,
      });
      expect(updated.status).toBe(204);
      const cloudConnections = await wallet(cloud2, annaToken, 'GET', '/connections');
      expect(cloudConnections.body.connections).toContainEqual({
        ref: reference,
        remote: { address: before.fionaAddress },
      });
      recordReliability('durability', 6);
      // Only this start's URLs are remembered once the store names them.
      const urls = JSON.parse(readFileSync(join(dir, 'wallets', 'urls.json'), 'utf8'));
      expect(urls['company-1.2.9']).toEqual([ghent2]);

      // The dev reset rebuilds the wallets as well, and that is saved too.
      expect((await call(second.url, 'POST', '/__dev/api/reset')).status).toBeLessThan(300);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('keeps the dev reset, and finds URLs of an unfinished earlier start', async () => {
    // A crash after a start recorded its URLs but before the remap was checkpointed: the stored
    // organization still names a URL two starts old, which urls.json still lists.
    const snapshotPath = join(dir, 'snapshot.json');
    const snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8'));
    snapshot.organizations.find((o: { id: number }) => o.id === 2).walletUrl = ghent;
    writeFileSync(snapshotPath, JSON.stringify(snapshot));
    const urlsPath = join(dir, 'wallets', 'urls.json');
    const urls = JSON.parse(readFileSync(urlsPath, 'utf8'));
    urls['company-1.2.9'] = [ghent2, ghent];
    writeFileSync(urlsPath, JSON.stringify(urls));

    const third = await start({ dataDir: dir });
    try {
      const ghent3 = hostUrl(third, 'company-1.2.9');
      const fiona = await signIn(third, ids.fionaGhent, emails.fiona);
      expect(await walletUrlOfOrg(third, fiona, 2)).toBe(ghent3);
      expect((await verify(ghent3, ids.nina)).status).toBe(200);
      const fionaToken = await walletToken(ghent3, ids.fionaGhent);
      expect((await wallet(ghent3, fionaToken, 'GET', '/info')).body).toEqual({ info: {} });
    } finally {
      await third.close();
    }
  }, 60_000);

  it('gives only a user whose wallet lost the account a new one', async () => {
    // A wallet file that lost an account (Fiona's in Rotterdam's wallet): only she gets a new one, and
    // as an admin she copies the key of the admin the wallet still holds (Otto), as product-reference §6 wants.
    const bargePath = join(dir, 'wallets', 'company-1.0.9.json');
    const barge = JSON.parse(readFileSync(bargePath, 'utf8'));
    barge.accounts.accounts = barge.accounts.accounts.filter(
      (a: { orgUserId: number }) => a.orgUserId !== ids.fionaRotterdam,
    );
    writeFileSync(bargePath, JSON.stringify(barge));
    const fourth = await start({ dataDir: dir });
    try {
      const otto = await signIn(fourth, ids.otto, emails.otto);
      const fiona = await signIn(fourth, ids.fionaRotterdam, emails.fiona);
      expect(await pkeyOf(fourth, fiona, ids.fionaRotterdam)).toBe(await pkeyOf(fourth, otto, ids.otto));
    } finally {
      await fourth.close();
    }
  }, 60_000);
});
