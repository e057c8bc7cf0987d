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
  const dialog = page.getByRole('dialog', { name: /^Decline \d+ requests?$/ });
  const declined = Number((await dialog.getByRole('heading').textContent())?.match(/\d+/)?.[0]);
  const left = await dialog.getByRole('listitem').count();
  expect(declined + left).toBe(total);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
