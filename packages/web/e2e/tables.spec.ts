import type { Locator, Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { openConnections, signIn } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { cellOf, tableRow } from './table-support.ts';
import { PHONE, openUsers, scrollsSideways, withinWidth } from './walk-support.ts';

// The one table of the app as a user and assistive technology meet it: tables, rows, column headers
// and cells in the accessibility tree; the hidden columns of product-reference §2.5 shown from the column menu and kept
// after a reload; empty states with the next step; a phone reaches every row's actions without
// scrolling sideways. Nothing is changed in the demo world.

const ANNA = 'anna.admin@carrier.example';
const FIONA = 'fiona.forwarder@forwarder.example';

const usersTable = (page: Page, name = 'Please review your users'): Locator =>
  page.getByRole('table', { name });

test('the users table reads as a table; hidden columns show from the column menu and stay after a reload', async ({
  page,
}) => {
  await openUsers(page, ANNA);
  const table = usersTable(page);
  const headers = table.getByRole('columnheader');
  // The selection column leads: its header is the 'Select all on this page' checkbox.
  await expect(headers.first().getByRole('checkbox', { name: 'Select all on this page' })).toHaveCount(1);
  await expect(headers).toHaveText([
    '',
    'Type',
    'Last name',
    'First name',
    'Email',
    'Admin App role',
    'SCR App role',
    'Created',
    'Action',
  ]);
  const anna = table.getByRole('row', { name: new RegExp(ANNA) });
  await expect(anna.getByRole('cell', { name: ANNA, exact: true })).toBeVisible();
  await expect(cellOf(anna, 'lastName')).toHaveText('Admin');
  await expect(anna.getByRole('button', { name: 'Edit user' })).toBeVisible();

  await page.getByRole('button', { name: 'Columns' }).click();
  const menu = page.getByRole('group', { name: 'Columns to show' });
  for (const hidden of ['ID', 'Active', 'Phone', 'Lang', 'Updated', 'Activated at'])
    await expect(menu.getByRole('checkbox', { name: hidden, exact: true })).not.toBeChecked();
  await menu.getByText('Phone', { exact: true }).click();
  await menu.getByText('Lang', { exact: true }).click();
  await expect(table.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
  await expect(cellOf(anna, 'lang')).toHaveText('en');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(usersTable(page).getByRole('columnheader', { name: 'Lang' })).toBeVisible({ timeout: 15_000 });
  await expect(usersTable(page).getByRole('columnheader', { name: 'Phone' })).toBeVisible();
  await expect(usersTable(page).getByRole('columnheader', { name: 'Updated' })).toHaveCount(0);
});

test('an empty Deleted filter says so and leads back to the users, in English and Dutch', async ({
  page,
}) => {
  await openUsers(page, FIONA, 'Ghent Forwarding BV');
  await page.getByLabel('Deleted').selectOption({ label: 'Deleted' });
  const empty = usersTable(page).getByRole('cell', { name: /No deleted users/ });
  await expect(empty).toHaveText(/No deleted users\. Users you delete are listed here\./);
  await empty.getByRole('button', { name: 'Show the users' }).click();
  await expect(page.getByLabel('Deleted')).toHaveValue('notDeleted');
  await expect(tableRow(page, FIONA)).toBeVisible();

  await switchToDutch(page);
  await page.getByLabel(nl('users.column.deleted')).selectOption({ label: nl('users.filter.deleted') });
  const leeg = usersTable(page, nl('users.page.header')).getByRole('cell', {
    name: nl('users.empty.deleted'),
  });
  await expect(leeg).toBeVisible();
  await expect(leeg.getByRole('button', { name: nl('users.empty.showNotDeleted') })).toBeVisible();
});

test('a search that finds no user says so and clears from the table', async ({ page }) => {
  await openUsers(page, ANNA);
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzqx');
  const empty = usersTable(page).getByRole('cell', { name: /No users match/ });
  await expect(empty).toHaveText(/No users match “zzqx”\./);
  await empty.getByRole('button', { name: 'Clear the search' }).click();
  await expect(tableRow(usersTable(page), ANNA)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('the connections table: a short ID with copy, words for the Dutch headers', async ({ page }) => {
  await signIn(page, ANNA);
  await openConnections(page);
  await page.getByRole('tab', { name: /^ACTIVE CONNECTIONS/ }).click();
  const table = page.getByRole('tabpanel').getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'ID', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Private Address' })).toHaveCount(0);
  const first = table.getByRole('row').nth(1);
  const id = cellOf(first, 'id');
  await expect(id.getByRole('button', { name: /^Copy ID / })).toBeVisible();
  expect((await id.innerText()).trim().length).toBeLessThanOrEqual(9);
  await expect(id.locator('[title^="Full ID: "]')).toHaveCount(1);

  await switchToDutch(page);
  const tabel = page.getByRole('tabpanel').getByRole('table');
  await expect(tabel.getByRole('columnheader', { name: 'Kenmerk', exact: true })).toBeVisible();
  await expect(tabel.getByRole('columnheader', { name: /^is/ })).toHaveCount(0);
  await page.getByRole('button', { name: nl('table.columns') }).click();
  await page.getByText(nl('connections.column.privateAddress'), { exact: true }).click();
  await expect(
    tabel.getByRole('columnheader', { name: nl('connections.column.privateAddress') }),
  ).toBeVisible();
});

test('a column empty in every row of the page takes no room and comes back with a value', async ({
  page,
}) => {
  // Users: no row of the active users has a Deleted date, so the column is left out; the menu says why.
  await openUsers(page, ANNA);
  const table = usersTable(page);
  await expect(tableRow(table, ANNA)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Deleted' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(
    page
      .getByRole('group', { name: 'Columns to show' })
      .getByRole('checkbox', { name: 'Deleted (empty on this page)', exact: true }),
  ).toBeChecked();
  await page.keyboard.press('Escape');
  // The deleted users have a date: the column is back, with it.
  await page.getByLabel('Deleted', { exact: true }).selectOption({ label: 'Deleted' });
  const dora = tableRow(table, 'dora.deleted@carrier.example');
  await expect(table.getByRole('columnheader', { name: 'Deleted' })).toBeVisible();
  await expect(cellOf(dora, 'isDeleted')).not.toHaveText('');

  // Connections: Portbase has no value in any row (the contract gives none), so no tab shows it; the
  // Invitation mark shows on a page with an invitation only.
  await openConnections(page);
  const panel = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: /^ACTIVE CONNECTIONS/ }).click();
  await expect(panel.getByRole('row', { name: /Rotterdam Barge BV/ })).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'Portbase' })).toHaveCount(0);
  await expect(panel.getByRole('columnheader', { name: 'Invitation' })).toHaveCount(0);
  await page.getByRole('tab', { name: /^WAITING FOR OTHER PARTY/ }).click();
  await expect(panel.getByRole('row', { name: /Oostende Reefers NV/ })).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'Invitation' })).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'Portbase' })).toHaveCount(0);

  // In Dutch the menu says it in Dutch.
  await switchToDutch(page);
  await page.getByRole('button', { name: nl('table.columns') }).click();
  await expect(
    page
      .getByRole('group', { name: nl('table.columnsShown') })
      .getByRole('checkbox', { name: `Portbase ${nl('table.columnEmpty')}`, exact: true }),
  ).toBeChecked();
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });
  // A wallet sign-in before the table: more than 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('users: every row stacked, its actions in reach, nothing scrolls sideways', async ({ page }) => {
    await openUsers(page, ANNA);
    await expect(usersTable(page).getByRole('row', { name: new RegExp(ANNA) })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    const row = tableRow(usersTable(page), ANNA);
    await expect(row.getByRole('cell', { name: new RegExp(ANNA) })).toBeVisible();
    expect(await withinWidth(page, row.getByRole('button', { name: 'Edit user' }))).toBe(true);
    const last = usersTable(page).getByRole('row').last();
    expect(await withinWidth(page, last.getByRole('button', { name: 'Edit user' }))).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('connections: every row stacked, its actions in reach, nothing scrolls sideways', async ({ page }) => {
    await signIn(page, ANNA);
    await openConnections(page, 'accepted');
    const table = page.getByRole('tabpanel').getByRole('table');
    const first = table.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await withinWidth(page, cellOf(first, 'status').getByRole('button'))).toBe(true);
    const actions = cellOf(first, 'action').getByRole('button');
    expect(await actions.count()).toBeGreaterThan(0);
    for (const action of await actions.all()) expect(await withinWidth(page, action)).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
