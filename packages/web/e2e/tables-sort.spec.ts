import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { signIn, tabNames } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { clickSortHeader, columnCells } from './table-support.ts';

// Sorting the users and connections tables by a header: the platform sorts ($sort with the column
// first, then the list's own order as the tie-breaker), the header says how in aria-sort, and a
// third click gives back the spec's order.

const ANNA = 'anna.admin@carrier.example';

/** The texts of a column's cells on the page shown, in row order. */
const cellTexts = (scope: Page | Locator, columnId: string): Promise<string[]> =>
  columnCells(scope, columnId).allInnerTexts();

/** Code-unit order, as the platform compares strings. */
const ascending = (texts: readonly string[]): string[] =>
  [...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The `$sort` keys of the users list requests, in the order sent (the first sorts, the rest break ties). */
const sortKeysOf = (url: URL): string[] =>
  [...url.searchParams.keys()].filter((k) => k.startsWith('$sort[')).map((k) => k.slice(6, -1));

const openUsers = async (page: Page, heading: string): Promise<Locator> => {
  await page.getByRole('link', { name: /^(Users|Gebruikers)$/ }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
  return page.getByRole('table', { name: heading });
};

const usersTexts = {
  en: { heading: 'Please review your users', email: 'Email', next: 'Next page' },
  nl: { heading: nl('users.page.header'), email: nl('users.column.email'), next: nl('paging.next') },
} as const;

for (const language of ['en', 'nl'] as const) {
  test(`sorts the users by a header on the server, with aria-sort (${language})`, async ({ page }) => {
    const t = usersTexts[language];
    const sorts: string[][] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/organization-users' && url.searchParams.has('$skip'))
        sorts.push(sortKeysOf(url));
    });
    await signIn(page, ANNA);
    if (language === 'nl') await switchToDutch(page);
    const table = await openUsers(page, t.heading);
    const email = table.getByRole('columnheader', { name: t.email });
    await expect(email).toHaveAttribute('aria-sort', 'none');
    const defaultOrder = await cellTexts(table, 'email');

    await clickSortHeader(table, email);
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => cellTexts(table, 'email')).not.toEqual(defaultOrder);
    const firstPage = await cellTexts(table, 'email');
    expect(firstPage).toEqual(ascending(firstPage));
    // The column first, then the spec's order, then the id: a total order, stable between pages.
    expect(sorts.at(-1)).toEqual(['email', 'isAdmin', 'lastName', 'firstName', 'id']);

    // The next page continues the order.
    await page.getByRole('button', { name: t.next }).click();
    await expect.poll(async () => (await cellTexts(table, 'email'))[0]).not.toBe(firstPage[0]);
    const secondPage = await cellTexts(table, 'email');
    expect(secondPage[0]! > firstPage.at(-1)!).toBe(true);

    // Descending starts again at the first page, from the other end.
    await clickSortHeader(table, email);
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => cellTexts(table, 'email').then((texts) => texts[0])).not.toBe(secondPage[0]);
    const descending = await cellTexts(table, 'email');
    expect(descending).toEqual(ascending(descending).reverse());
    expect(descending[0]! >= secondPage.at(-1)!).toBe(true);

    // A third click: the spec's order again (admins first, then last and first name).
    await clickSortHeader(table, email);
    await expect(email).toHaveAttribute('aria-sort', 'none');
    await expect.poll(() => cellTexts(table, 'email')).toEqual(defaultOrder);
  });
}

const connectionsTexts = {
  en: { nav: 'Connections', name: 'Name', tab: tabNames.todo },
  nl: {
    nav: nl('access.nav.connections'),
    name: nl('connections.column.name'),
    tab: new RegExp(`^${nl('connections.tab.todo')}`),
  },
} as const;

for (const language of ['en', 'nl'] as const) {
  test(`sorts a connections tab by the other party's name (${language})`, async ({ page }) => {
    const t = connectionsTexts[language];
    await signIn(page, ANNA);
    if (language === 'nl') await switchToDutch(page);
    await page.getByRole('link', { name: t.nav, exact: true }).click();
    await page.getByRole('tab', { name: t.tab }).click({ timeout: 15_000 });
    const panel = page.getByRole('tabpanel');
    const name = panel.getByRole('columnheader', { name: t.name });
    await expect(name).toHaveAttribute('aria-sort', 'none');
    await expect(columnCells(panel, 'name').first()).toBeVisible();
    const table = panel.getByRole('table');

    await clickSortHeader(table, name);
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const names = await cellTexts(panel, 'name');
        return names.length > 1 && names.join('|') === ascending(names).join('|');
      })
      .toBe(true);

    await clickSortHeader(table, name);
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const names = await cellTexts(panel, 'name');
        return names.length > 1 && names.join('|') === ascending(names).reverse().join('|');
      })
      .toBe(true);
    // Sorting keeps the tab open.
    await expect(page.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
  });
}
