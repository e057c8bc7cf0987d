import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { openConnections, rowIn, signIn } from './connections-support.ts';
import { cellOf, tableRow } from './table-support.ts';

// What the tables say in words (product-reference §2.5, §2.6): a status icon has its word beside it,
// in the connections tabs and the users table's Type; the carrier's 'Your customer reference' header
// takes two lines at most on a desktop and stays whole on a phone. In English and in Dutch. Read only.

test.describe.configure({ timeout: 120_000 });

const ANNA = 'anna.admin@carrier.example';

/** The visible text of a cell (what a sighted reader sees, not an aria-label or a title). */
const shown = (cell: Locator) => cell.evaluate((el) => (el as HTMLElement).innerText.trim());

const expectStatus = async (cell: Locator, word: string) => {
  expect(await shown(cell)).toBe(word);
  await expect(cell.locator('svg')).toHaveCount(1);
  // The word is the button's name: the icon says nothing a reader has to guess.
  await expect(cell.getByRole('button', { name: word, exact: true })).toBeVisible();
};

test('a status icon has its word beside it, in English and in Dutch', async ({ page }) => {
  await signIn(page, ANNA);
  await openConnections(page);
  const request = await rowIn(page, 'waiting', 'Zeebrugge Transport BV');
  await expectStatus(cellOf(request, 'status'), 'Pending');
  const invitation = await rowIn(page, 'waiting', 'Oostende Reefers NV');
  await expectStatus(cellOf(invitation, 'status'), 'Sent');
  // Every row of the tab: none is an icon alone.
  for (const cell of await page.getByRole('tabpanel').locator('td[data-column="status"]').all())
    expect(await shown(cell)).not.toBe('');
  const active = await rowIn(page, 'active', 'Rotterdam Barge BV');
  await expectStatus(cellOf(active, 'status'), 'Finalized');

  await page.getByRole('link', { name: 'Users', exact: true }).click();
  const anna = tableRow(page.getByRole('table'), ANNA);
  expect(await shown(cellOf(anna, 'type'))).toBe('Admin user');
  await expect(cellOf(anna, 'type').locator('svg')).toHaveCount(1);

  await switchToDutch(page);
  expect(await shown(cellOf(tableRow(page.getByRole('table'), ANNA), 'type'))).toBe(nl('users.type.admin'));
  await page.getByRole('link', { name: nl('access.nav.connections'), exact: true }).click();
  await page
    .getByRole('tab', { name: new RegExp(`^${nl('connections.tab.waiting').split(' (')[0]}`) })
    .click();
  const panel = page.getByRole('tabpanel');
  await expectStatus(
    cellOf(panel.getByRole('row', { name: /Zeebrugge Transport BV/ }), 'status'),
    'In afwachting',
  );
  await expectStatus(
    cellOf(panel.getByRole('row', { name: /Oostende Reefers NV/ }), 'status'),
    nl('invitations.status.sent'),
  );
});

/** How many lines the text of a header takes (the line boxes of its text, not its icon), and whether it is cut. */
const headerLines = (header: Locator) =>
  header.evaluate((th) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 1) tops.add(Math.round(rect.top));
    }
    return {
      text: (th as HTMLElement).innerText.trim(),
      lines: tops.size,
      cut: th.scrollWidth > th.clientWidth,
    };
  });

/** The search box shows its whole placeholder: the text, in the box's font, fits the room inside it. */
const placeholderFits = (input: Locator) =>
  input.evaluate((box: HTMLInputElement) => {
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(box.placeholder).width <= room;
  });

test("'Your customer reference' takes two lines at most at 1440 px and stays whole at 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ANNA);
  await openConnections(page);
  await page.getByRole('tab', { name: /^WAITING FOR OTHER PARTY/ }).click();
  const header = page.getByRole('tabpanel').getByRole('columnheader', { name: 'Your customer reference' });
  await expect(header).toBeVisible();
  const en = await headerLines(header);
  expect(en.text).toBe('Your customer reference');
  expect(en.lines).toBeLessThanOrEqual(2);
  expect(en.cut).toBe(false);
  // The words beside the status icons and the header's room cost the page no sideways scroll here.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  expect(await placeholderFits(page.getByRole('searchbox'))).toBe(true);

  await switchToDutch(page);
  const kop = page
    .getByRole('tabpanel')
    .getByRole('columnheader', { name: nl('connections.column.customerReference') });
  const dutch = await headerLines(kop);
  expect(dutch.text).toBe(nl('connections.column.customerReference'));
  expect(dutch.lines).toBeLessThanOrEqual(2);
  expect(dutch.cut).toBe(false);
  // The longer Dutch words widen the table: it scrolls in its own box if it must, never the page, and
  // the search box shows its whole placeholder in both languages.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  expect(await placeholderFits(page.getByRole('searchbox'))).toBe(true);

  // On a phone each row is a card: the cell carries the header's whole text as its label, and the
  // page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const cell = page.getByRole('tabpanel').locator('td[data-column="customerReference"]').first();
  await expect(cell).toHaveAttribute('data-label', nl('connections.column.customerReference'));
  const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).toBe(`"${nl('connections.column.customerReference')}"`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
