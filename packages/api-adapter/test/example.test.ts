// The example tool (examples/connections-by-tab.ts) against a fake platform started here: it signs
// Anna in and prints her connections grouped by tab, using only @scr/domain and the adapters.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakePlatform, type FakePlatform } from './support.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
});
afterAll(() => platform.close());

const example = (...args: string[]) =>
  run(
    process.execPath,
    [
      '--conditions=@scr/source',
      '--import',
      'tsx',
      'examples/connections-by-tab.ts',
      '--api',
      platform.url,
      ...args,
    ],
    { cwd: root, timeout: 60_000 },
  );

it("prints Anna's connections grouped by tab", async () => {
  const { stdout } = await example('--email', 'anna.admin@carrier.example', '--password', 'demo1234');
  const tab = (title: string) => stdout.split('\n\n').find((block) => block.startsWith(title)) ?? '';
  expect(stdout).toContain('Signed in as anna.admin@carrier.example (organization 1)');
  expect(tab('TO DO [')).toContain('Ghent Forwarding BV (org 2');
  expect(tab('TO DO [')).toContain('Liege Trucking SA (org 4');
  expect(tab('ACTIVE CONNECTIONS')).toContain('Rotterdam Barge BV (org 3');
  expect(tab('WAITING FOR OTHER PARTY')).toMatch(/· pending · we are A ·/);
  expect(tab('CANCELLED REQUESTS')).toMatch(/· (cancelled|declined) ·/);
  expect(tab('ACCEPTED INVITATIONS')).toContain('invitation');
});

it('prints Dutch tab titles with --locale nl and fails with the reason on a wrong password', async () => {
  const { stdout } = await example(
    '--email',
    'anna.admin@carrier.example',
    '--password',
    'demo1234',
    '--locale',
    'nl',
  );
  expect(stdout).toContain('TE DOEN [');
  const wrong = await example('--email', 'anna.admin@carrier.example', '--password', 'wrong-password').then(
    () => null,
    (e: { code: number; stderr: string }) => e,
  );
  expect(wrong?.code).toBe(1);
  expect(wrong?.stderr).toMatch(/^Failed: /);
});
