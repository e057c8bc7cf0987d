// --data: acknowledged writes survive a restart; a torn journal tail and a half-written snapshot
// temp file (a crash mid-write) are ignored.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability } from '../src/index.ts';
import { api, emails, signIn, start } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'fake-platform-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('keeps writes across restarts and ignores a torn journal tail', async () => {
  const first = await start({ dataDir: dir });
  const anna = await signIn(first, ids.anna, emails.anna);
  const renamed = await api(first, 'PATCH', '/organizations/1', anna, {
    name: 'Antwerp Carrier NV (renamed)',
  });
  expect(renamed.status).toBe(200);
  const added = await api(first, 'POST', '/organization-users', anna, {
    email: 'kept@carrier.example',
    firstName: 'Kept',
    lastName: 'User',
    userRole: 'viewer',
  });
  expect(added.status).toBe(201);
  // The journal holds the acknowledged writes before the server answered.
  expect(readFileSync(join(dir, 'journal.ndjson'), 'utf8')).toContain('kept@carrier.example');
  await first.close();

  // A crash in the middle of an append, and in the middle of a snapshot write.
  appendFileSync(join(dir, 'journal.ndjson'), '{"c":"organizations","op":"put","id":1,"rec":{"name":"TORN');
  writeFileSync(join(dir, 'snapshot.json.tmp'), '{"organizations": [');

  const second = await start({ dataDir: dir });
  try {
    // The access token survives too: the signing secret is kept in the data folder's key folder.
    const org = await api(second, 'GET', '/organizations/1', anna);
    expect(org.body.name).toBe('Antwerp Carrier NV (renamed)');
    const users = await api(second, 'GET', '/organization-users?email=kept@carrier.example', anna);
    expect(users.body.data).toHaveLength(1);
    // The wallets were saved too (wallet-durability.test.ts): Anna still signs in.
    const again = await signIn(second, ids.anna, emails.anna);
    expect(again.accessToken).toBeTruthy();
    expect(readFileSync(join(dir, 'journal.ndjson'), 'utf8')).not.toContain('TORN');
    // The two acknowledged writes (rename, new user) were checked after a torn tail and temp file.
    recordReliability('durability', 2);
  } finally {
    await second.close();
  }
  expect(existsSync(join(dir, 'snapshot.json'))).toBe(true);
}, 60_000);
