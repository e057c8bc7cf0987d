import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test as base, expect } from './fixtures.ts';
import { webDir, webDist, type RunningPlatform } from './platform.ts';

// A build for single sign-on without authentication logs the user out (product-reference §6). This spec makes
// that build itself (VITE_SSO_WITHOUT_AUTH=true, beside the e2e dist) and serves it on a fake
// platform of its own. Each worker builds into a folder of its own: a build empties its folder
// first, which would pull the files from under another worker's platform serving the same one.

const test = base.extend<object, { ssoPlatform: RunningPlatform }>({
  ssoPlatform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const ssoDist = `${webDist}-sso-${workerInfo.workerIndex}`;
      const built = spawnSync(
        join(webDir, 'node_modules/.bin/vite'),
        ['build', '--logLevel', 'warn', '--outDir', ssoDist, '--emptyOutDir'],
        { cwd: webDir, stdio: 'inherit', env: { ...process.env, VITE_SSO_WITHOUT_AUTH: 'true' } },
      );
      if (built.status !== 0) throw new Error(`vite build failed (${built.status})`);
      const entry = join(webDir, '../fake-platform/src/index.ts');
      const { startFakePlatform } = (await import(pathToFileURL(entry).href)) as {
        startFakePlatform(options: { port: number; webDist: string }): Promise<RunningPlatform>;
      };
      const platform = await startFakePlatform({ port: 0, webDist: ssoDist });
      await use(platform);
      await platform.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ ssoPlatform }, use) => {
    await use(ssoPlatform.url);
  },
});

test.describe('the SSO-without-authentication build', () => {
  test('shows no login: / and the admin pages lead to Logged out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/loggedout$/);
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);

    await page.goto('/organization/users');
    await expect(page).toHaveURL(/\/loggedout$/);
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  });

  test('logs out a user with a stored session: the session is forgotten', async ({ page }) => {
    await page.goto('/loggedout');
    await page.evaluate(() => {
      const session = { accessToken: 'a.b.c', orgUserId: 1, organizationId: 1, exp: 4102444800 };
      sessionStorage.setItem('scr.apiSession', JSON.stringify(session));
    });
    await page.goto('/organization');
    await expect(page).toHaveURL(/\/loggedout$/);
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('scr.apiSession'))).toBeNull();
  });

  test('keeps the public link pages: an unknown invitation link still answers', async ({ page }) => {
    await page.goto('/invitation/unknown');
    await expect(page.getByText('Missing invitation code')).toBeVisible();
  });
});
