import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openConnections, signIn } from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';
// The catalogue from source by path: Playwright's loader does not apply the '@scr/source' condition.
import { catalogues } from '../../domain/src/messages/catalogue.ts';

// Searching the users and connections tables: the platform answers ($ilike over first name, last
// name and email; the other party's name, VAT, email and our customer reference), every typed
// character is literal (a '%' finds only texts holding one), and the tab counts follow the search.
// Each walk runs in English and in Dutch.

const ANNA = 'anna.admin@carrier.example';
const GHENT_VAT = 'BE0987654321';

type Language = 'en' | 'nl';
type Id = keyof typeof catalogues.en;

/** A catalogue text in that language (simple {placeholders} filled in). */
const say = (language: Language, id: Id, values: Record<string, string | number> = {}): string =>
  catalogues[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** A tab's name in that language, whatever its count. */
const tabName = (language: Language, id: Id): RegExp =>
  new RegExp(
    `^${say(language, id)
      .replace(/ \(\{count\}\)$/, '')
      .replace(/[()]/g, '\\$&')}`,
  );

const usersTable = (page: Page, language: Language): Locator =>
  page.getByRole('region', { name: say(language, 'users.page.header') });

const signInIn = async (page: Page, language: Language): Promise<void> => {
  await signIn(page, ANNA);
  if (language === 'nl') await switchLanguage(page, 'nl');
};

const openUsers = async (page: Page, language: Language): Promise<void> => {
  await signInIn(page, language);
  await page.getByRole('link', { name: say(language, 'access.nav.users'), exact: true }).click();
  await expect(page.getByRole('heading', { name: say(language, 'users.page.header') })).toBeVisible({
    timeout: 15_000,
  });
};

for (const language of ['en', 'nl'] as const)
  test.describe(`table search (${language})`, () => {
    // A sign-in, a language switch and several searches: more than 60 s on a busy machine.
    test.describe.configure({ timeout: 150_000 });
    const range = (from: number | string, to: number | string, total: number | string) =>
      say(language, 'paging.range', { from, to, total });

    test('finds users by name or email on the server, taking % literally', async ({ page }) => {
      const searches: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/organization-users' && url.searchParams.has('$or[0][firstName][$ilike]'))
          searches.push(url.searchParams.get('$or[0][firstName][$ilike]')!);
      });
      await openUsers(page, language);
      const search = page.getByRole('searchbox', { name: say(language, 'paging.search.label') });
      await search.fill('ULRICH');
      await expect(page.getByText(range(1, 1, 1), { exact: true })).toBeVisible();
      await expect(usersTable(page, language).getByText('ulrich.users@carrier.example')).toBeVisible();
      await expect(usersTable(page, language).getByText(ANNA)).toBeHidden();
      // Typing is debounced: one request for the whole word, not one per key.
      expect(searches).toEqual(['%ULRICH%']);

      await search.fill('carrier.example');
      await expect(page.getByText(new RegExp(`^${range(1, 8, '(1[7-9]|2[0-4])')}$`))).toBeVisible();
      await search.fill('%');
      await expect(usersTable(page, language).getByText(ANNA)).toBeHidden();
      await expect(page.getByRole('navigation', { name: say(language, 'paging.label') })).toBeHidden();
      expect(searches.at(-1)).toBe('%\\%%');

      // One clear button: the spot where the browser draws its own for a search field, just left of
      // the box's button, clears nothing.
      const box = (await search.boundingBox())!;
      const padding = await search.evaluate((input) => parseFloat(getComputedStyle(input).paddingRight));
      await page.mouse.click(box.x + box.width - padding - 6, box.y + box.height / 2);
      await expect(search).toHaveValue('%');

      // The search box's own clear button (the empty table offers one of the same name too).
      const clear = page.getByRole('button', { name: say(language, 'paging.search.clear') });
      await clear.and(page.getByTitle(say(language, 'paging.search.clear'))).click();
      await expect(search).toHaveValue('');
      await expect(usersTable(page, language).getByText(ANNA)).toBeVisible();
    });

    test("finds connections by the other party's name and VAT; the tab counts follow", async ({ page }) => {
      await signIn(page, ANNA);
      await openConnections(page);
      if (language === 'nl') await switchLanguage(page, 'nl');
      const todo = page.getByRole('tab', { name: tabName(language, 'connections.tab.todo') });
      const todoCount = (n: number) => new RegExp(`^${say(language, 'connections.tab.todo')}\\s*${n}$`);
      await todo.click();
      await expect(page.getByRole('tabpanel').getByRole('row', { name: /Liege Trucking SA/ })).toBeVisible();
      const search = page.getByRole('searchbox', { name: say(language, 'paging.search.label') });
      await search.fill('ghent');
      await expect(page.getByRole('tab', { name: tabName(language, 'connections.tab.active') })).toHaveText(
        say(language, 'connections.tab.active', { count: 0 }),
      );
      await expect(todo).toHaveText(todoCount(1));
      await expect(
        page.getByRole('tabpanel').getByRole('row', { name: /Ghent Forwarding BV/ }),
      ).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('row', { name: /Liege Trucking SA/ })).toBeHidden();
      await search.fill(GHENT_VAT.toLowerCase());
      await expect(todo).toHaveText(todoCount(1), { timeout: 20_000 });
      await search.fill('%');
      // The count follows once the platform has answered the search (slow on a busy machine).
      await expect(todo).toHaveText(todoCount(0), { timeout: 20_000 });
    });
  });
