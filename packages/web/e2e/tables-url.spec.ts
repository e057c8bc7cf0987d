import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { clickSortHeader, columnCells } from './table-support.ts';

// The tables' view lives in the query string: a reload, a link opened in another page and
// Back/Forward restore the page, the tab, the Deleted filter, the search and the sort; a URL with
// values the app does not know opens the plain view, without an error.

const ANNA = 'anna.admin@carrier.example';

const texts = {
  en: {
    loginEmail: 'Email',
    organization: 'Organization',
    password: 'Password',
    login: 'Login',
    users: 'Users',
    heading: 'Please review your users',
    email: 'Email',
    deleted: 'Deleted',
    all: 'All',
    next: 'Next page',
    search: 'Search',
    connections: 'Connections',
    name: 'Name',
    range: (from: number, to: number) => new RegExp(`^${from}–${to} of \\d+$`),
    cancelled: /^CANCELLED REQUESTS/,
    todo: /^TO DO/,
  },
  nl: {
    loginEmail: nl('session.field.email'),
    organization: nl('session.field.organization'),
    password: nl('session.field.password'),
    login: nl('session.login'),
    users: nl('access.nav.users'),
    heading: nl('users.page.header'),
    email: nl('users.column.email'),
    deleted: nl('users.column.deleted'),
    all: nl('users.filter.all'),
    next: nl('paging.next'),
    search: nl('paging.search.label'),
    connections: nl('access.nav.connections'),
    name: nl('connections.column.name'),
    range: (from: number, to: number) => new RegExp(`^${from}–${to} van \\d+$`),
    cancelled: /^GEANNULEERDE VERZOEKEN/,
    todo: new RegExp(`^${nl('connections.tab.todo')}`),
  },
} as const;

const emails = (scope: Page | Locator) => columnCells(scope, 'email').allInnerTexts();

for (const language of ['en', 'nl'] as const) {
  const t = texts[language];

  test(`the users view survives a reload, a shared link and Back (${language})`, async ({
    page,
    context,
  }) => {
    // Two sign-ins, a reload and four history steps: more than the default 30 s on a loaded machine.
    test.slow();
    await signIn(page, ANNA);
    if (language === 'nl') await switchToDutch(page);
    await page.getByRole('link', { name: t.users, exact: true }).click();
    const table = page.getByRole('table', { name: t.heading });
    await expect(table).toBeVisible({ timeout: 15_000 });

    await page.getByRole('searchbox', { name: t.search }).fill('carrier.example');
    await expect(page).toHaveURL(/[?&]q=carrier.example/);
    const deleted = page.getByLabel(t.deleted, { exact: true });
    await deleted.selectOption({ label: t.all });
    await expect(page).toHaveURL(/[?&]deleted=all/);
    await expect(deleted).toHaveValue('all');
    const email = table.getByRole('columnheader', { name: t.email });
    await clickSortHeader(table, email);
    await expect(page).toHaveURL(/[?&]sort=email/);
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await clickSortHeader(table, email);
    await expect(page).toHaveURL(/[?&]sort=-email/);
    // The table keeps showing the previous answer while the next one loads (aria-busy): read the
    // rows only once the answer for this view has arrived.
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const firstPage = await emails(table);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(t.range(9, 16))).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const secondPage = await emails(table);
    expect(secondPage).not.toEqual(firstPage);
    const link = page.url();
    expect(new URL(link).searchParams.toString()).toBe('deleted=all&q=carrier.example&sort=-email&page=2');

    const restored = async (shown: Page) => {
      const restoredTable = shown.getByRole('table', { name: t.heading });
      await expect(shown.getByText(t.range(9, 16))).toBeVisible({ timeout: 15_000 });
      await expect(shown.getByRole('searchbox', { name: t.search })).toHaveValue('carrier.example');
      await expect(shown.getByLabel(t.deleted, { exact: true })).toHaveValue('all');
      await expect(restoredTable.getByRole('columnheader', { name: t.email })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await expect.poll(() => emails(restoredTable)).toEqual(secondPage);
    };
    await page.reload();
    await restored(page);

    // The link, pasted into another tab: the session is per tab, so the login comes first, then
    // the view the link names.
    const other = await context.newPage();
    await other.goto(link);
    await other.getByLabel(t.loginEmail).fill(ANNA);
    await other.getByLabel(t.loginEmail).press('Tab');
    await expect(other.getByLabel(t.organization)).toBeEnabled();
    await other.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
    await other.getByRole('button', { name: t.login, exact: true }).click();
    await expect(other).toHaveURL(link, { timeout: 20_000 });
    await restored(other);
    await other.close();

    // Back: the first page, then the ascending sort, then the view before the sort.
    await page.goBack();
    await expect(page.getByText(t.range(1, 8))).toBeVisible();
    await expect.poll(() => emails(table)).toEqual(firstPage);
    await page.goBack();
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await page.goBack();
    await expect(email).toHaveAttribute('aria-sort', 'none');
    await expect(page.getByLabel(t.deleted, { exact: true })).toHaveValue('all');
    await page.goForward();
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
  });

  test(`the connections tab, search and sort survive a reload and Back (${language})`, async ({ page }) => {
    // A sign-in, a reload and history steps: more than the default 30 s on a loaded machine.
    test.slow();
    await signIn(page, ANNA);
    if (language === 'nl') await switchToDutch(page);
    await page.getByRole('link', { name: t.connections, exact: true }).click();
    const todo = page.getByRole('tab', { name: t.todo });
    await todo.click({ timeout: 15_000 });
    await expect(page).toHaveURL(/[?&]tab=todo/);
    await expect(todo).toHaveAttribute('aria-selected', 'true');
    const todoTable = page.getByRole('tabpanel').getByRole('table');
    const name = page.getByRole('tabpanel').getByRole('columnheader', { name: t.name });
    await clickSortHeader(todoTable, name);
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await clickSortHeader(todoTable, name);
    await expect(page).toHaveURL(/[?&]sort=-name/);
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('searchbox', { name: t.search }).fill('BE0');
    await expect(page).toHaveURL(/[?&]q=BE0/);
    await expect(todoTable).not.toHaveAttribute('aria-busy', 'true');
    const rows = await columnCells(page.getByRole('tabpanel'), 'name').allInnerTexts();

    await page.reload();
    await expect(page.getByRole('tab', { name: t.todo })).toHaveAttribute('aria-selected', 'true', {
      timeout: 15_000,
    });
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('BE0');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => columnCells(page.getByRole('tabpanel'), 'name').allInnerTexts()).toEqual(rows);

    // Back: before the search, then before the sort; another tab, and Back to To do.
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('tab', { name: t.cancelled }).click();
    await expect(page).toHaveURL(/[?&]tab=cancelled/);
    await page.goBack();
    await expect(todo).toHaveAttribute('aria-selected', 'true');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
  });

  test(`a URL with unknown or hostile values opens the plain view (${language})`, async ({ page }) => {
    await signIn(page, ANNA);
    if (language === 'nl') await switchToDutch(page);
    await page.goto(
      '/organization/users?page=-3&sort=%3Cimg%20src%3Dx%3E&deleted=__proto__&q=' + 'x'.repeat(300),
    );
    const table = page.getByRole('table', { name: t.heading });
    await expect(table).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(t.range(1, 8))).toBeVisible();
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A page past the end shows the last page, and the URL says so.
    await page.goto('/organization/users?page=999');
    await expect(page).toHaveURL(/\?page=\d$/, { timeout: 15_000 });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.goto('/organization/connections?tab=nope&page=abc&sort=-vat%27--');
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}
