// What an operator with disk access finds in --data: files readable by the platform's user only, and
// no link token (password reset, add-user) in a form that can be replayed: in production the stored
// mails hold each token's SHA-256. (The audit chain's key lives outside the folder: audit-trail.test.ts.)
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { defaultAuditKeyFile } from '../src/audit/key.ts';
import { api, emails, signIn, start } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'fake-platform-operator-'));
let p: FakePlatform;
beforeAll(async () => {
  p = await start({ dataDir: dir, production: true, requestLog: () => undefined });
  const anna = await signIn(p, ids.anna, emails.anna);
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
  rmSync(defaultAuditKeyFile(dir), { force: true });
});

const filesIn = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? [join(folder, e.name), ...filesIn(join(folder, e.name))] : [join(folder, e.name)],
  );

it('creates every data file and folder for its owner only', () => {
  const open = [dir, ...filesIn(dir)]
    .map((path) => [path.slice(dir.length) || '/', (statSync(path).mode & 0o777).toString(8)] as const)
    .filter(([, mode]) => mode !== '600' && mode !== '700');
  expect(filesIn(dir).length).toBeGreaterThan(3);
  expect(open).toEqual([]);
});

it('stores no live link token in production, only its hash', () => {
  const stored = filesIn(dir)
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const links = stored.match(/jwt=[^\s"\\&]+/g) ?? [];
  expect(links.length).toBeGreaterThanOrEqual(2);
  expect(links.filter((l) => !/^jwt=sha256:[0-9a-f]{64}$/.test(l))).toEqual([]);
});
