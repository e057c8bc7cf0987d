import { test, expect } from './fixtures.ts';
import type { Locator, Page, Route } from '@playwright/test';
import { catalogues } from '../../domain/src/testing/index.ts';
import { openConnections, signIn, tabNames } from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';

// A failed load says so where the data would be, keeps what was shown before and offers Retry:
// a 500 on the connections load never looks like "no connections" (tabs counting 0).

/** The words a failed list load says: try again, then the support address of the runtime config. */
const loadFailed = (language: 'en' | 'nl'): string =>
  catalogues[language]['shared.error.loadFailed'].replace('{support}', 'support@scr.example');
const LOAD_FAILED = loadFailed('en');
/** The sign-in's gateway-timeout text (product-reference §8): never a list's. */
const UNREACHABLE_API = 'Could not reach the API. Please contact your admin user.';
const connectionsLoad = '**/api/connections?**';

test('a 500 on the connections load shows the error in place with Retry, and Retry recovers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'anna.admin@carrier.example');
  await page.route(connectionsLoad, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ name: 'GeneralError', message: 'Internal Server Error', code: 500 }),
        })
      : route.fallback(),
  );
  await page.goto('/organization/connections');
  const error = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
  await expect(error).toBeVisible();
  await expect(page.getByText(UNREACHABLE_API)).toBeHidden();
  // No tabs counting zero: nothing was read, so nothing is shown as if it were.
  await expect(page.getByRole('tab', { name: tabNames.active })).toBeHidden();
  await expect(page.getByText('Internal Server Error')).toBeHidden();

  await page.unroute(connectionsLoad);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toBeHidden();
  const active = page.getByRole('tab', { name: tabNames.active });
  await expect(active).toHaveText(/^ACTIVE CONNECTIONS \([1-9]\d*\)$/);
  const counted = await active.textContent();

  // A failed refresh (a search) keeps the counts and rows shown, beside the error and its Retry.
  await page.route(connectionsLoad, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('searchbox', { name: 'Search' }).fill('ghent');
  await expect(error).toBeVisible();
  await expect(active).toHaveText(counted!);
  await page.unroute(connectionsLoad);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(active).toHaveText('ACTIVE CONNECTIONS (0)');
  await openConnections(page);
});

type Id = keyof typeof catalogues.en;
type Language = 'en' | 'nl';

/** A 500 with the platform's own body, as a crashed handler answers. */
const serverError = (route: Route) =>
  route.request().method() === 'GET'
    ? route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ name: 'GeneralError', message: 'Internal Server Error', code: 500 }),
      })
    : route.fallback();

/** Every admin page that reads the platform, with the call its content comes from. */
const pages: readonly {
  readonly name: string;
  readonly nav: Id;
  readonly call: (url: URL) => boolean;
  readonly content: (page: Page, t: (id: Id) => string) => Locator;
}[] = [
  {
    name: 'users',
    nav: 'access.nav.users',
    call: (url) => url.pathname.endsWith('/api/organization-users'),
    content: (page, t) => page.getByRole('heading', { name: t('users.page.header') }),
  },
  {
    name: 'organization profile',
    nav: 'access.nav.organization',
    call: (url) => /\/api\/organizations\/\d+$/.test(url.pathname),
    content: (page, t) => page.getByRole('heading', { name: t('organizations.header') }),
  },
  {
    name: 'integrations',
    nav: 'access.nav.integrations',
    call: (url) => /\/api\/organizations\/\d+$/.test(url.pathname),
    content: (page) => page.locator('.scr-integrations__cards'),
  },
  {
    name: 'activity',
    nav: 'access.nav.activity',
    call: (url) => url.pathname.endsWith('/api/audit-entries'),
    content: (page) => page.getByRole('table'),
  },
];

for (const language of ['en', 'nl'] as const satisfies readonly Language[]) {
  const t = (id: Id): string => catalogues[language][id];
  for (const shown of pages) {
    test(`${language}: a 500 on the ${shown.name} page says so in place with Retry, and Retry recovers`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.clock.install();
      await signIn(page, 'anna.admin@carrier.example');
      if (language === 'nl') await switchLanguage(page, 'nl');
      const nav = (id: Id) => page.getByRole('navigation').getByRole('link', { name: t(id), exact: true });
      // From another page, so the page under test loads afresh when its link is clicked.
      await nav('access.nav.connections').click();
      await expect(page).toHaveURL(/\/organization\/connections/);
      // The connections page has answered (and the landing page's reads, started before it, with it):
      // a read still under way would be shared by the page under test (one query per key) and
      // answer before the failure below is set up.
      await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 15_000 });
      // The sign-in's reads serve the first pages while they are fresh (server-state/platform-reads.ts):
      // a minute on, the page under test asks the platform itself.
      await page.clock.fastForward('01:00');
      await page.route(shown.call, serverError);
      await nav(shown.nav).click();
      const error = page.getByRole('alert').filter({ hasText: loadFailed(language) });
      // The page's own chunk may still be on its way on a busy machine.
      await expect(error).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Internal Server Error')).toBeHidden();
      await expect(shown.content(page, t)).toBeHidden();

      await page.unroute(shown.call);
      await error.getByRole('button', { name: t('paging.load.retry') }).click();
      await expect(error).toBeHidden();
      await expect(shown.content(page, t)).toBeVisible();
    });
  }
}

test('a failed change of the users filter keeps the rows shown beside the error, and Retry loads the filter', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'anna.admin@carrier.example');
  await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
  const anna = page.getByRole('row').filter({ hasText: 'anna.admin@carrier.example' });
  await expect(anna).toBeVisible();
  const users = (url: URL) => url.pathname.endsWith('/api/organization-users');
  await page.route(users, serverError);
  await page.getByLabel('Deleted').selectOption({ index: 1 });
  const error = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
  await expect(error).toBeVisible();
  // What was shown stays: the rows and the pager, not an empty list.
  await expect(anna).toBeVisible();
  await page.unroute(users);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toBeHidden();
});
