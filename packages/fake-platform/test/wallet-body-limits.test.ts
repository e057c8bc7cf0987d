// With --data a wallet saves before it answers. A body it cannot save must not get in (bodies are
// bounded in size and depth as the platform's are), and a save that fails anyway is refused and
// undone: the next request finds the wallet as its file holds it, so the hosted wallet keeps
// signing everybody in.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { call, start } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'fake-platform-wallet-bodies-'));
const cloudFile = join(dir, 'wallets', 'cloud.json');
let p: FakePlatform;
beforeAll(async () => {
  p = await start({ dataDir: dir });
}, 60_000);
afterAll(async () => {
  await p.close();
  rmSync(dir, { recursive: true, force: true });
  // The audit chain's key, kept beside the data folder.
  rmSync(`${dir}.audit-key`, { force: true });
});

const verify = (orgUserId: number) =>
  call(p.wallets.cloudUrl, 'POST', '/accounts/verify', { body: { orgUserId, password: 'demo1234' } });
const tokenOf = async (orgUserId: number): Promise<string> => {
  const verified = await verify(orgUserId);
  expect(verified.status).toBe(200);
  return String(verified.body.token);
};
const info = (token: string, method: 'GET' | 'PUT', raw?: string) =>
  call(p.wallets.cloudUrl, method, '/info', {
    ...(raw === undefined ? {} : { raw }),
    headers: { authorization: `Bearer ${token}` },
  });
/** Victor's wallet token, his info noted 'before' and saved. */
const victorNoted = async (): Promise<string> => {
  const victor = await tokenOf(ids.victor);
  expect((await info(victor, 'PUT', JSON.stringify({ info: { note: 'before' } }))).status).toBe(204);
  return victor;
};

describe("the hosted wallet against a viewer's bodies", () => {
  it('refuses a body nested 150,000 levels deep, changes nothing and keeps signing in', async () => {
    const victor = await victorNoted();
    const saved = readFileSync(cloudFile, 'utf8');
    // ~300 KB: well under the size bound, so only the depth bound stops it.
    const deep = `{"info":{"note":${'['.repeat(150_000)}${']'.repeat(150_000)}}}`;
    const refused = await info(victor, 'PUT', deep);
    expect([refused.status, refused.body.code]).toEqual([400, 'BAD_REQUEST']);
    expect(refused.body.message).toBe('Invalid field info: nested more than 32 levels deep');
    expect(readFileSync(cloudFile, 'utf8')).toBe(saved);
    expect((await info(victor, 'GET')).body).toEqual({ info: { note: 'before' } });
    // Anna, on the same wallet, still signs in; so does Victor.
    expect((await verify(ids.anna)).status).toBe(200);
    expect((await verify(ids.victor)).status).toBe(200);
  });

  it('refuses a body over the size bound with 413, changing nothing', async () => {
    const victor = await victorNoted();
    const saved = readFileSync(cloudFile, 'utf8');
    const big = await info(victor, 'PUT', JSON.stringify({ info: { note: 'x'.repeat(1024 * 1024) } }));
    expect([big.status, big.body.code]).toEqual([413, 'BAD_REQUEST']);
    expect(readFileSync(cloudFile, 'utf8')).toBe(saved);
    expect((await info(victor, 'GET')).body).toEqual({ info: { note: 'before' } });
  });

  it('refuses and undoes a write whose save fails; later requests work', async () => {
    const victor = await victorNoted();
    const saved = readFileSync(cloudFile, 'utf8');
    // A directory where the file goes: the atomic rename fails, whoever runs the test.
    rmSync(cloudFile);
    mkdirSync(cloudFile);
    writeFileSync(join(cloudFile, 'in-the-way'), '');
    try {
      const failed = await info(victor, 'PUT', JSON.stringify({ info: { note: 'not-saved' } }));
      expect(failed.status).toBe(500);
      expect((await info(victor, 'GET')).body).toEqual({ info: { note: 'before' } });
    } finally {
      rmSync(cloudFile, { recursive: true });
      writeFileSync(cloudFile, saved);
    }
    expect((await verify(ids.anna)).status).toBe(200);
    expect((await info(victor, 'PUT', JSON.stringify({ info: { note: 'after' } }))).status).toBe(204);
    expect(readFileSync(cloudFile, 'utf8')).toContain('"note":"after"');
    expect(readFileSync(cloudFile, 'utf8')).not.toContain('not-saved');
  });
});
