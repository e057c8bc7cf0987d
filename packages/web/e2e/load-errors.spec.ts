import { test, expect } from './fixtures.ts';
import { openConnections, signIn, tabNames } from './connections-support.ts';

// A failed load says so where the data would be, keeps what was shown before and offers Retry:
// a 500 on the connections load never looks like "no connections" (tabs counting 0).

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
  const error = page.getByRole('alert').filter({ hasText: UNREACHABLE_API });
  await expect(error).toBeVisible();
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
