import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { catalogues } from '../../domain/src/messages/catalogue.ts';
import { signIn } from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';
import { withOwnPlatform } from './own-platform.ts';
import { webDir } from './platform.ts';

// The command line's users export is the portal's: for the same view (Deleted filter, search,
// sort), `scr users export` writes the same bytes as the Users page's 'Export CSV' downloads, in
// English and Dutch. scr is built (packages/cli) and run as a subprocess against the same platform.
const test = withOwnPlatform();
// Serial: one worker builds scr once for both languages. The build empties packages/cli/dist first,
// so a second worker building at the same time would delete the scr the first one is running.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const cliDir = join(webDir, '../cli');
const run = promisify(execFile);
const ANNA = 'anna.admin@carrier.example';

test.beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: cliDir, stdio: 'inherit' });
});

/** Runs the built scr with its own config folder; asynchronous, as the platform runs in this process. */
const scr = (config: string, args: string[]) =>
  run(process.execPath, [join(cliDir, 'bin/scr.mjs'), ...args], {
    env: { PATH: process.env['PATH'] ?? '', XDG_CONFIG_HOME: config, SCR_WALLET_PASSWORD: 'demo1234' },
    encoding: 'buffer',
  });

for (const language of ['en', 'nl'] as const) {
  test(`scr users export writes the portal's CSV of the same view (${language})`, async ({
    page,
    ownPlatform,
  }) => {
    const config = mkdtempSync(join(tmpdir(), 'scr-e2e-'));
    await scr(config, ['--api', `${ownPlatform.url}/api`, 'login', '--email', ANNA]);

    await signIn(page, ANNA);
    if (language === 'nl') await switchLanguage(page, 'nl');
    await page.goto('/organization/users?deleted=all&q=carrier&sort=-email');
    const say = catalogues[language];
    const region = page.getByRole('region', { name: say['users.page.header'] });
    await expect(region.getByRole('table')).toBeVisible({ timeout: 15_000 });
    const download = page.waitForEvent('download');
    await region.getByRole('button', { name: say['table.export.button'] }).click();
    const portal = await readFile(await (await download).path());

    const { stdout } = await scr(config, [
      ...['--lang', language, 'users', 'export'],
      ...['--deleted', 'all', '--search', 'carrier', '--sort', '-email'],
    ]);
    expect(portal.length).toBeGreaterThan(500);
    expect(stdout.toString('utf8')).toBe(portal.toString('utf8'));
    expect(Buffer.compare(stdout, portal)).toBe(0);
  });
}
