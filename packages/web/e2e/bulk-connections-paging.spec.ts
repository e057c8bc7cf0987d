import { expect } from '@playwright/test';
import { withOwnPlatform } from './own-platform.ts';
import { openConnections, signIn, tabNames } from './connections-support.ts';
import { selectionBar } from './bulk-support.ts';

// 'Select all N that match' on a tab the server pages: with 40 generated connections besides the
// demo world's, To do has more rows than one page, and choosing them all reads every page through
// the list calls, not only the page on screen. A platform of its own (`scale: 40`), read only.
const test = withOwnPlatform({ scale: 40 });
test.describe.configure({ timeout: 90_000 });

test('selects every row of To do over all its pages, and the plan sees them all', async ({ page }) => {
  await signIn(page, 'anna.admin@carrier.example');
  await openConnections(page, 'accepted');
  const todo = page.getByRole('tab', { name: tabNames.todo });
  await expect(todo).toHaveAttribute('aria-selected', 'true');
  const total = Number((await todo.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(8);

  await page
    .getByRole('tabpanel')
    .getByRole('checkbox', { name: 'Select all on this page' })
    .check({ force: true });
  const bar = selectionBar(page);
  await expect(bar.getByRole('status')).toHaveText('8 selected');
  await bar.getByRole('button', { name: `Select all ${total} that match` }).click();
  await expect(bar.getByRole('status')).toHaveText(`${total} selected`);
  // The next page's rows are chosen too: they were read with the others.
  await page.getByRole('button', { name: /next page/i }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('checkbox', { name: 'Select all on this page' }),
  ).toBeChecked();

  await bar.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: /^Are you sure you want to decline (this connection request|these \d+ connection requests)\?$/,
  });
  const confirm = dialog.getByRole('button', { name: /^Decline \d+ requests?$/ });
  const declined = Number((await confirm.textContent())?.match(/\d+/)?.[0]);
  const leftOut = dialog.getByText(/^\d+ selected rows? (is|are) left out:$/);
  const left = (await leftOut.count()) === 0 ? 0 : Number((await leftOut.textContent())?.match(/\d+/)?.[0]);
  expect(declined + left).toBe(total);
  // One line per reason: a lone row is named, several are counted; the counts add up to the rows left out.
  const lines = await dialog.getByRole('listitem').allTextContents();
  expect(lines.reduce((sum, line) => sum + Number(/^(\d+) rows: /.exec(line)?.[1] ?? 1), 0)).toBe(left);
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(dialog).toBeHidden();
});
