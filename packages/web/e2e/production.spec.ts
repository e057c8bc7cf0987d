import { test as base, expect } from './fixtures.ts';
import { signIn } from './connections-support.ts';
import { startPlatform, type RunningPlatform } from './platform.ts';
import { collectPageProblems } from './csp-problems.ts';

// Production mode (`pnpm start --production`): the built app as a deployment serves it. No version
// tag, no dev controls, the strict CSP without a violation, and one JSON log line per request.
// A platform of its own in production mode; its log lines are kept for the test to read.
type Production = { platform: RunningPlatform; log: string[] };
const test = base.extend<object, { production: Production }>({
  production: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const log: string[] = [];
      const platform = await startPlatform({ production: true, requestLog: (line) => log.push(line) });
      await use({ platform, log });
      await platform.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ production }, use) => {
    await use(production.platform.url);
  },
});
test.describe.configure({ timeout: 90_000 });

test('the signed-in app runs without a version tag or a CSP violation, and each request is one JSON log line', async ({
  page,
  production,
}) => {
  const problems = await collectPageProblems(page);
  const requests: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === production.platform.url) requests.push(`${request.method()} ${url.pathname}`);
  });
  await signIn(page, 'anna.admin@carrier.example');
  await expect(page.getByRole('heading', { name: 'Organization profile' })).toBeVisible();
  await expect(page.getByTestId('version-tag')).toHaveCount(0);
  // A reload of a signed-in page: its chunks load in the order a first visit gives them.
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Users', level: 1, exact: true })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  expect(problems).toEqual([]);
  // Every request the browser made to the platform has its line (a line is written once sent).
  await expect
    .poll(() => {
      const logged = production.log.map((line) => JSON.parse(line) as { method: string; path: string });
      return requests.every((r) => logged.some((l) => `${l.method} ${l.path}` === r));
    })
    .toBe(true);
  for (const line of production.log) {
    expect(JSON.parse(line)).toMatchObject({
      time: expect.any(String),
      method: expect.any(String),
      path: expect.any(String),
      status: expect.any(Number),
    });
  }
});

test('the dev controls and the mailbox answer 404', async ({ request }) => {
  expect((await request.post('/__dev/api/reset')).status()).toBe(404);
  expect((await request.get('/__dev/mailbox')).status()).toBe(404);
  expect((await request.get('/config.json')).ok()).toBe(true);
  expect(await (await request.get('/config.json')).json()).toMatchObject({ production: true });
});
