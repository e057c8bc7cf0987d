import { readFile } from 'node:fs/promises';
import { expect, type Page, type Request, type Route } from '@playwright/test';
import Papa from 'papaparse';
// The domain from source by path: Playwright's loader does not apply the '@scr/source' condition.
import { catalogues } from '../../domain/src/messages/catalogue.ts';
import { connectionColumns } from '../../domain/src/connections/columns.ts';
import { withOwnPlatform } from './own-platform.ts';
import { openConnections, signIn } from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';
import { apiAs } from './sign-in-support.ts';

// 'Export CSV' on the users table and a connections tab, in en and nl: every row of the view (all
// pages, read page by page with the list's own request), the columns shown with their headers in
// the UI language, dates as ISO 8601, a UTF-8 BOM, quoting that survives a comma, a quote and a
// newline, and a leading '=' neutralised. The file is parsed and compared with the API's answer to
// the same request. A platform of its own with 600 generated users (an export of two pages), as the
// tests add users.
const test = withOwnPlatform({ scale: 600 });
// Two sign-ins' worth of work and a 600-row file compared cell by cell: more than 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });

const ANNA = 'anna.admin@carrier.example';
type Language = 'en' | 'nl';
type Id = keyof typeof catalogues.en;

/** A catalogue text in that language (simple {placeholders} filled in). */
const say = (language: Language, id: Id, values: Record<string, string | number> = {}): string =>
  catalogues[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

type User = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  deletedAt: string | null;
};
type Connection = { reference: string; createdAt: string };

/** The downloaded file: its BOM, and its rows as papaparse reads them. */
const downloaded = async (page: Page, start: () => Promise<void>): Promise<string[][]> => {
  const download = page.waitForEvent('download');
  await start();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: false });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

/** The API path of the first page a request asked for, with every row at once (the API's answer to the same query). */
const wholeListOf = (request: Request): string => {
  const url = new URL(request.url());
  url.searchParams.set('$limit', '5000');
  url.searchParams.set('$skip', '0');
  return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
};

/** Expects a cell to be the value neutralised as the export writes it. */
const neutral = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const iso = (value: string | null): string => (value ? new Date(value).toISOString() : '');

for (const language of ['en', 'nl'] as const) {
  test(`exports every user of the filter and search, as the API answers them (${language})`, async ({
    page,
  }) => {
    await signIn(page, ANNA);
    if (language === 'nl') await switchLanguage(page, 'nl');
    // A name that needs quoting (comma, quote, newline) and one a spreadsheet would run.
    const tricky = {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: `Comma, "Quote"\nNewline ${language}`,
    };
    await apiAs(page, 'POST', '/organization-users', {
      organizationId: 1,
      email: `export.${language}@carrier.example`,
      userRole: 'regular',
      ...tricky,
    });

    await page.goto('/organization/users?deleted=all');
    const region = page.getByRole('region', { name: say(language, 'users.page.header') });
    await expect(region.getByRole('table')).toBeVisible({ timeout: 15_000 });
    // The ID column shown from the column menu: the export writes the columns shown.
    await region.getByRole('button', { name: say(language, 'table.columns') }).click();
    const menu = page.getByRole('group', {
      name: say(language, 'table.columnsShown'),
    });
    await menu.getByText(say(language, 'users.column.id'), { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(region.getByRole('columnheader', { name: say(language, 'users.column.id') })).toBeVisible();

    // The export's pages; the second is held until its progress was seen.
    const exportPages: Request[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/organization-users' && url.searchParams.get('$limit') === '500')
        exportPages.push(r);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/organization-users' && url.searchParams.get('$skip') === '500',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const rows = await downloaded(page, async () => {
      await region.getByRole('button', { name: say(language, 'table.export.button') }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: say(language, 'table.export.progress', { done: 1, pages: 2 }) }),
      ).toBeVisible({ timeout: 30_000 });
      release();
    });
    expect(exportPages.map((r) => new URL(r.url()).searchParams.get('$skip'))).toEqual(['0', '500']);

    const answer = await apiAs<{ total: number; data: User[] }>(page, 'GET', wholeListOf(exportPages[0]!));
    expect(answer.total).toBeGreaterThan(500);
    const [header, ...body] = rows;
    expect(header).toEqual(
      (
        [
          'users.column.id',
          'users.column.type',
          'users.column.lastName',
          'users.column.firstName',
          'users.column.email',
          'users.column.adminRoles',
          'users.column.userRole',
          'users.column.created',
          'users.column.deleted',
        ] as const
      ).map((id) => say(language, id)),
    );
    // Every user of the API's answer, in its order, with its cells.
    expect(body.map((r) => Number(r[0]))).toEqual(answer.data.map((u) => u.id));
    const byId = new Map(answer.data.map((u) => [u.id, u]));
    for (const row of body) {
      const user = byId.get(Number(row[0]))!;
      expect([row[2], row[3], row[4], row[7], row[8]]).toEqual([
        neutral(user.lastName),
        neutral(user.firstName),
        user.email,
        iso(user.createdAt),
        iso(user.deletedAt),
      ]);
    }
    const trickyRow = body.find((r) => r[4] === `export.${language}@carrier.example`);
    expect(trickyRow?.slice(2, 4)).toEqual([tricky.lastName, `'${tricky.firstName}`]);

    // A search: only its matches, one page (no progress to show).
    exportPages.length = 0;
    await page.getByRole('searchbox', { name: say(language, 'paging.search.label') }).fill('Comma, "Quote"');
    await expect(region.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    await expect(
      region.getByRole('row').filter({ hasText: `export.${language}@carrier.example` }),
    ).toBeVisible();
    const found = await downloaded(page, () =>
      region.getByRole('button', { name: say(language, 'table.export.button') }).click(),
    );
    const searched = await apiAs<{ total: number; data: User[] }>(page, 'GET', wholeListOf(exportPages[0]!));
    expect(found.slice(1).map((r) => r[4])).toEqual(searched.data.map((u) => u.email));
    expect(found.slice(1).map((r) => r[4])).toContain(`export.${language}@carrier.example`);
  });

  test(`exports a connections tab, all its rows, as the API answers them (${language})`, async ({ page }) => {
    await signIn(page, ANNA);
    await openConnections(page, 'finalized');
    if (language === 'nl') await switchLanguage(page, 'nl');
    const active = page.getByRole('tab', { name: /^(ACTIVE CONNECTIONS|ACTIEVE VERBINDINGEN)/ });
    await active.click();
    await expect(active).toHaveAttribute('aria-selected', 'true');
    const count = Number((await active.textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(8);

    const exportPages: Request[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/connections' && url.searchParams.get('$limit') === '500')
        exportPages.push(r);
    });
    const panel = page.getByRole('tabpanel');
    const rows = await downloaded(page, () =>
      panel.getByRole('button', { name: say(language, 'table.export.button') }).click(),
    );
    const [header, ...body] = rows;
    expect(header).toEqual(
      connectionColumns(2, true)
        .filter((c) => c.key !== 'action' && !c.hidden)
        .map((c) => say(language, c.header)),
    );
    expect(body).toHaveLength(count);
    // The rows are the API's answer to the export's request, in its order (the active tab holds no invitations).
    expect(exportPages).toHaveLength(1);
    const answer = await apiAs<{ data: Connection[] }>(page, 'GET', wholeListOf(exportPages[0]!));
    // The ID column is every row's reference (connections/export.ts rowId), whatever row id the API sends.
    expect(body.map((r) => r[0])).toEqual(answer.data.map((c) => c.reference));
    const created = header!.indexOf(say(language, 'connections.column.created'));
    expect(body.map((r) => r[created])).toEqual(answer.data.map((c) => iso(c.createdAt)));
  });
  test(`exports the connections of the search in the box while that search still loads (${language})`, async ({
    page,
  }) => {
    await signIn(page, ANNA);
    await openConnections(page, 'finalized');
    if (language === 'nl') await switchLanguage(page, 'nl');
    const active = page.getByRole('tab', { name: /^(ACTIVE CONNECTIONS|ACTIEVE VERBINDINGEN)/ });
    await active.click();
    await expect(active).toHaveAttribute('aria-selected', 'true');
    const count = Number((await active.textContent())?.replace(/\D/g, ''));

    // The search's reads for the table are held: it still shows the rows from before the search.
    const search = 'Scale Org 001';
    const searching = (url: URL) =>
      url.pathname === '/api/connections' && [...url.searchParams.values()].some((v) => v.includes(search));
    const held: Route[] = [];
    let holding = true;
    await page.route(searching, async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    });
    const exportPages: Request[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (searching(url) && url.searchParams.get('$limit') === '500') exportPages.push(r);
    });
    await page.getByRole('searchbox', { name: say(language, 'paging.search.label') }).fill(search);
    const panel = page.getByRole('tabpanel');
    await expect(page).toHaveURL(/[?&]q=Scale/);
    await expect(panel.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(held.length).toBeGreaterThan(0);

    holding = false;
    const [header, ...body] = await downloaded(page, () =>
      panel.getByRole('button', { name: say(language, 'table.export.button') }).click(),
    );
    // The file holds the search's rows, the API's answer to the export's request, not the tab's.
    expect(exportPages).toHaveLength(1);
    const answer = await apiAs<{ total: number; data: Connection[] }>(
      page,
      'GET',
      wholeListOf(exportPages[0]!),
    );
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(count);
    // The ID column is every row's reference (connections/export.ts rowId), whatever row id the API sends.
    expect(body.map((r) => r[0])).toEqual(answer.data.map((c) => c.reference));
    const name = header!.indexOf(say(language, 'connections.column.name'));
    for (const row of body) expect(row[name]).toContain(search);

    // Let the table's own reads through: it shows the search too.
    await Promise.all(held.map((route) => route.continue()));
    await expect(panel.getByRole('table')).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await expect(panel.getByRole('row').filter({ hasText: search }).first()).toBeVisible();
  });
}
