import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openConnections, signIn, tabNames } from './connections-support.ts';

// Searching the users and connections tables: the platform answers ($ilike over first name, last
// name and email; the other party's name, VAT, email and our customer reference), every typed
// character is literal (a '%' finds only texts holding one), and the tab counts follow the search.

const ANNA = 'anna.admin@carrier.example';
const GHENT_VAT = 'BE0987654321';

const usersTable = (page: Page): Locator => page.getByRole('region', { name: 'Please review your users' });

const openUsers = async (page: Page): Promise<void> => {
  await signIn(page, ANNA);
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
    timeout: 15_000,
  });
};

test.describe('table search', () => {
  test.describe.configure({ timeout: 60_000 });

  test('finds users by name or email on the server, taking % literally', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/organization-users' && url.searchParams.has('$or[0][firstName][$ilike]'))
        searches.push(url.searchParams.get('$or[0][firstName][$ilike]')!);
    });
    await openUsers(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('ULRICH');
    await expect(page.getByText(/^1–1 of 1$/)).toBeVisible();
    await expect(usersTable(page).getByText('ulrich.users@carrier.example')).toBeVisible();
    await expect(usersTable(page).getByText(ANNA)).toBeHidden();
    // Typing is debounced: one request for the whole word, not one per key.
    expect(searches).toEqual(['%ULRICH%']);

    await search.fill('carrier.example');
    await expect(page.getByText(/^1–8 of (1[7-9]|2[0-4])$/)).toBeVisible();
    await search.fill('%');
    await expect(usersTable(page).getByText(ANNA)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeHidden();
    expect(searches.at(-1)).toBe('%\\%%');

    // The search box's own clear button (the empty table offers one of the same name too).
    const clear = page.getByRole('button', { name: 'Clear the search' });
    await clear.and(page.getByTitle('Clear the search')).click();
    await expect(search).toHaveValue('');
    await expect(usersTable(page).getByText(ANNA)).toBeVisible();
  });

  test("finds connections by the other party's name and VAT; the tab counts follow", async ({ page }) => {
    await signIn(page, ANNA);
    await openConnections(page);
    const todo = page.getByRole('tab', { name: tabNames.todo });
    await todo.click();
    await expect(page.getByRole('tabpanel').getByRole('row', { name: /Liege Trucking SA/ })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('ghent');
    await expect(page.getByRole('tab', { name: tabNames.active })).toHaveText('ACTIVE CONNECTIONS (0)');
    await expect(todo).toHaveText(/^TO DO\s*1$/);
    await expect(page.getByRole('tabpanel').getByRole('row', { name: /Ghent Forwarding BV/ })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('row', { name: /Liege Trucking SA/ })).toBeHidden();
    await search.fill(GHENT_VAT.toLowerCase());
    await expect(todo).toHaveText(/^TO DO\s*1$/);
    await search.fill('%');
    await expect(todo).toHaveText(/^TO DO\s*0$/);
  });
});
