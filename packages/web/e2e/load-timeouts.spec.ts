import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { catalogues } from '../../domain/src/testing/index.ts';
import { signIn } from './connections-support.ts';

// A platform call that never answers ends after the runtime config's timeout (apiTimeoutMs): the page
// says so in place, in words an admin can act on, and offers Retry; no endless 'Loading connections…'.

const TIMEOUT_MS = 5_000;
const timedOut = catalogues.en['shared.error.loadTimedOut'].replace('{support}', 'support@scr.example');

/** Serves the platform's own /config.json with a short call timeout. */
const shortTimeout = (page: Page) =>
  page.route('**/config.json', async (route) => {
    const served = await route.fetch();
    const config = (await served.json()) as Record<string, unknown>;
    await route.fulfill({ response: served, json: { ...config, apiTimeoutMs: TIMEOUT_MS } });
  });

const pages = [
  {
    name: 'connections',
    path: '/organization/connections',
    call: (url: URL) => url.pathname.endsWith('/api/connections'),
    content: (page: Page) => page.getByRole('tab', { name: /^ACTIVE CONNECTIONS/ }),
  },
  {
    name: 'activity',
    path: '/organization/activity',
    call: (url: URL) => url.pathname.endsWith('/api/audit-entries'),
    content: (page: Page) => page.getByRole('table'),
  },
] as const;

for (const shown of pages) {
  test(`the ${shown.name} page says a load that never answers did not answer, with Retry`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await shortTimeout(page);
    await signIn(page, 'anna.admin@carrier.example');
    // The request is held, never answered: only the timeout can end it.
    await page.route(shown.call, () => undefined);
    await page.goto(shown.path);
    const error = page.getByRole('alert').filter({ hasText: timedOut });
    await expect(error).toBeVisible({ timeout: TIMEOUT_MS + 15_000 });
    await expect(shown.content(page)).toBeHidden();

    await page.unroute(shown.call);
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(error).toBeHidden();
    await expect(shown.content(page)).toBeVisible();
  });
}
