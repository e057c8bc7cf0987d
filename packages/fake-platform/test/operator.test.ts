// What an operator with disk access finds in --data: files and folders readable by the platform's user
// only (a folder left 0755 is tightened at start), no key (the token secret and the audit key live in a
// key folder elsewhere; a secret an older release kept in the folder is moved there once), and no link
// token (password reset, add-user) in a form that can be replayed: in production the stored mails hold
// each token's SHA-256. (The audit chain and its checkpoint: audit-trail.test.ts.)
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { defaultKeysDir } from '../src/keys/key-folder.ts';
import { api, emails, signIn, start, type Session } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'fake-platform-operator-'));
const keys = join(mkdtempSync(join(tmpdir(), 'fake-platform-operator-keys-')), 'keys');
const options = { dataDir: dir, keysDir: keys, production: true, requestLog: () => undefined };
let p: FakePlatform;
let anna: Session;
beforeAll(async () => {
  // A data folder other users can read, as a plain mkdir or an older release left it.
  chmodSync(dir, 0o755);
  p = await start(options);
  anna = await signIn(p, ids.anna, emails.anna);
  const reset = await api(p, 'POST', '/password-reset', undefined, {
    orgUserId: ids.victor,
    organizationId: 1,
  });
  expect(reset.status).toBe(201);
  const added = await api(p, 'POST', '/organization-users', anna, {
    email: 'operator.check@carrier.example',
    firstName: 'Operator',
    lastName: 'Check',
    userRole: 'regular',
  });
  expect(added.status).toBe(201);
  await p.close();
}, 60_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(dirname(keys), { recursive: true, force: true });
});

const filesIn = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? [join(folder, e.name), ...filesIn(join(folder, e.name))] : [join(folder, e.name)],
  );
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);
const storedText = () =>
  filesIn(dir)
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');

it('creates every data file and folder for its owner only, and tightens a folder left 0755', () => {
  const open = [dir, ...filesIn(dir)]
    .map((path) => [path.slice(dir.length) || '/', modeOf(path)] as const)
    .filter(([, mode]) => mode !== '600' && mode !== '700');
  expect(filesIn(dir).length).toBeGreaterThan(3);
  expect(open).toEqual([]);
});

it('keeps the token secret and the audit key in a key folder of their own, not in the data folder', () => {
  expect(existsSync(join(dir, 'secret'))).toBe(false);
  expect(existsSync(`${dir}.audit-key`)).toBe(false);
  expect(modeOf(keys)).toBe('700');
  expect(filesIn(keys).map((path) => [path.slice(keys.length), modeOf(path)])).toEqual(
    expect.arrayContaining([
      ['/token-secret', '600'],
      ['/audit-key', '600'],
      ['/audit-heads.json', '600'],
    ]),
  );
  const secret = readFileSync(join(keys, 'token-secret'), 'utf8').trim();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  expect(storedText()).not.toContain(secret);
});

it("keeps them by default in the platform user's config folder, neither in nor beside the data folder", () => {
  expect(defaultKeysDir({ XDG_CONFIG_HOME: '/home/op/.config' }, 'f00d')).toBe(
    '/home/op/.config/scr-platform/keys/f00d',
  );
  expect(defaultKeysDir({ HOME: '/home/op' }, 'f00d')).toBe('/home/op/.config/scr-platform/keys/f00d');
});

it('moves the secret an older release kept in the data folder (and its key beside it) into the key folder, once', async () => {
  renameSync(join(keys, 'token-secret'), join(dir, 'secret'));
  renameSync(join(keys, 'audit-key'), `${dir}.audit-key`);
  const secret = readFileSync(join(dir, 'secret'), 'utf8');
  const restarted = await start(options);
  try {
    expect([existsSync(join(dir, 'secret')), existsSync(`${dir}.audit-key`)]).toEqual([false, false]);
    expect(readFileSync(join(keys, 'token-secret'), 'utf8')).toBe(secret);
    // The same secret: the session Anna signed in with before the move goes on working.
    expect((await api(restarted, 'GET', '/organizations/1', anna)).status).toBe(200);
    // The same audit key: the chain written before the move still verifies.
    expect((await api(restarted, 'GET', '/audit-verification', anna)).body).toMatchObject({ valid: true });
  } finally {
    await restarted.close();
  }
});

it('stores no live link token in production, only its hash', () => {
  const links = storedText().match(/jwt=[^\s"\\&]+/g) ?? [];
  expect(links.length).toBeGreaterThanOrEqual(2);
  expect(links.filter((l) => !/^jwt=sha256:[0-9a-f]{64}$/.test(l))).toEqual([]);
});
