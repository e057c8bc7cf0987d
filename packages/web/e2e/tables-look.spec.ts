import type { Locator, Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { loginIn, say, type Language } from './language-walk-support.ts';

// The users and the connections tables look like one product: the same text size and weight in the
// headers and the cells, the same padding and alignment, the same row height and the same height of
// the row actions' buttons (ui/data-table: one table, one density). Measured in the browser, in
// English and in Dutch, on a wide desktop where no value needs a second line: a row's height is then
// the table's own. On a narrower one a name may wrap, but a date or the connection's short reference
// with its copy button never breaks.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1600, height: 900 } });

type Look = {
  readonly header: Record<string, string>;
  readonly cell: Record<string, string>;
  /** The height most rows have (a row whose text wraps on purpose may be taller). */
  readonly rowHeight: number;
  readonly headerHeight: number;
  readonly buttonHeight: number | null;
};

/** What a reader sees of a table's density and alignment. */
const lookOf = (table: Locator): Promise<Look> =>
  table.evaluate((element) => {
    const style = (el: Element | null): Record<string, string> => {
      if (!el) return {};
      const s = getComputedStyle(el);
      return {
        fontSize: s.fontSize,
        fontWeight: s.fontWeight,
        lineHeight: s.lineHeight,
        paddingTop: s.paddingTop,
        paddingBottom: s.paddingBottom,
        paddingLeft: s.paddingLeft,
        verticalAlign: s.verticalAlign,
        textAlign: s.textAlign,
        color: s.color,
      };
    };
    const height = (el: Element | null) => (el ? Math.round(el.getBoundingClientRect().height) : 0);
    const heights = [...element.querySelectorAll('tbody tr')].map(height);
    const counts = new Map<number, number>();
    for (const h of heights) counts.set(h, (counts.get(h) ?? 0) + 1);
    const rowHeight = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
    const button = element.querySelector('tbody td button');
    return {
      header: style(element.querySelector('thead th')),
      cell: style(element.querySelector('tbody td')),
      rowHeight,
      headerHeight: height(element.querySelector('thead tr')),
      buttonHeight: button ? height(button) : null,
    };
  });

/** The table of the page once its rows have loaded. */
const loadedTable = async (page: Page, scope: Locator | Page = page): Promise<Locator> => {
  const table = scope.getByRole('table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
  return table;
};

for (const language of ['en', 'nl'] as const satisfies readonly Language[]) {
  test(`in ${language}: the users and connections tables share one density, alignment and row height`, async ({
    page,
  }) => {
    const t = (id: Parameters<typeof say>[1]) => say(language, id);
    await loginIn(page, language, 'anna.admin@carrier.example');
    await expect(page).toHaveURL(/\/organization/, { timeout: 20_000 });

    await page.getByRole('link', { name: t('access.nav.users'), exact: true }).click();
    const users = await lookOf(await loadedTable(page));
    await page.getByRole('link', { name: t('access.nav.connections'), exact: true }).click();
    const connections = await lookOf(await loadedTable(page, page.getByRole('tabpanel')));

    expect(users.rowHeight, 'a users row has a height').toBeGreaterThan(0);
    expect(connections.header, 'header cells').toEqual(users.header);
    expect(connections.cell, 'body cells').toEqual(users.cell);
    expect(connections.headerHeight, 'header row').toBe(users.headerHeight);
    expect(connections.rowHeight, 'rows').toBe(users.rowHeight);
    expect(connections.buttonHeight, 'row action buttons').toBe(users.buttonHeight);

    // At 1280 px the twelve columns of a connection are tight: a date and a short reference stay whole.
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = await loadedTable(page, page.getByRole('tabpanel'));
    for (const column of ['id', 'created']) {
      // The height of what a cell draws (its text and its buttons): one line is under 30 px, two are not.
      const heights = await table.locator(`tbody td[data-column="${column}"]`).evaluateAll((cells) =>
        cells.map((cell) => {
          const texts = [...cell.querySelectorAll('*'), cell].flatMap((el) =>
            [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
          );
          const rects = [
            ...texts.flatMap((n) => {
              const range = document.createRange();
              range.selectNodeContents(n);
              return [...range.getClientRects()];
            }),
            ...[...cell.querySelectorAll('button')].map((b) => b.getBoundingClientRect()),
          ];
          return Math.round(Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top)));
        }),
      );
      expect(heights.length, column).toBeGreaterThan(0);
      expect(
        heights.every((h) => h < 30),
        `${column}: one line per cell (${heights.join(', ')} px)`,
      ).toBe(true);
    }
  });
}
