import type { Page } from '@playwright/test';
import { expect, login, test } from './sign-in-support.ts';
import { allViolations } from './axe-support.ts';
import { expectNoEnglish, nl, switchToDutch } from './dutch-support.ts';
import { tableRow } from './table-support.ts';
import { clickBox, selectionBar, tabTo } from './bulk-support.ts';

// Acting on many users at once: a selection column, a bar with the actions, one confirmation that
// names what happens to how many users and lists who is left out and why, then a result per row.
// Anna deletes users of her own platform's demo world (reset before the next test).

const ANNA = 'anna.admin@carrier.example';
test.use({ changesWorld: true });
test.describe.configure({ timeout: 90_000 });

const openUsers = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  await login(page, ANNA);
  await expect(page).toHaveURL(/\/organization/);
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible();
};

test('selects 3 users by a shift-click range, deletes them with one confirmation, leaves Anna out', async ({
  page,
}) => {
  await openUsers(page);
  const bar = selectionBar(page);
  await expect(bar.getByRole('status')).toHaveText('No rows selected');
  // Said to screen readers only: with nothing chosen the bar takes no room under the table.
  expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(1);
  await clickBox(page, 'Select Noah Claes');
  await expect.poll(async () => (await bar.boundingBox())?.height ?? 0).toBeGreaterThan(20);
  await clickBox(page, 'Select Louis Dubois', ['Shift']);
  await expect(page.getByRole('checkbox', { name: 'Select Ella De Smet' })).toBeChecked();
  await clickBox(page, 'Select Anna Admin');
  await expect(bar.getByRole('status')).toHaveText('4 selected');
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
  expect(await allViolations(page, '.scr-selection-bar')).toEqual([]);

  await bar.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 3 users' });
  await expect(dialog.getByText('1 selected row is left out:')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Anna Admin: You cannot delete your own user. Another Organization Manager can do that for you.',
  ]);
  expect(await allViolations(page, '.scr-bulk-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete 3 users' }).click();

  await expect(dialog.getByRole('status')).toHaveText('3 done, 0 failed');
  await expect(dialog.getByRole('list', { name: 'Result per row' }).getByRole('listitem')).toHaveText([
    'Noah Claes: Done',
    'Ella De Smet: Done',
    'Louis Dubois: Done',
  ]);
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(bar.getByRole('status')).toHaveText('No rows selected');
  for (const name of ['Noah Claes', 'Ella De Smet', 'Louis Dubois'])
    await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toHaveCount(0);
  await expect(tableRow(page, ANNA)).toBeVisible();
});

test('selects every user that matches, over all pages, from the list calls', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check({ force: true });
  const bar = selectionBar(page);
  await expect(bar.getByRole('status')).toHaveText('8 selected');
  const all = bar.getByRole('button', { name: /^Select all \d+ that match$/ });
  const total = Number((await all.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(8);
  await all.click();
  await expect(bar.getByRole('status')).toHaveText(`${total} selected`);
  await bar.getByRole('button', { name: 'Resend invitation' }).click();
  // Only the invited user never set a password: everyone else is left out with the reason.
  const dialog = page.getByRole('dialog', { name: 'Resend the invitation to 1 user' });
  await expect(dialog.getByText(`${total - 1} selected rows are left out:`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(bar.getByRole('status')).toHaveText(`${total} selected`);
});

test('keyboard only: Tab to the boxes, Space, Tab to the bar, Enter, confirm', async ({ page }) => {
  await openUsers(page);
  await tabTo(page, page.getByRole('checkbox', { name: 'Select Lena Goossens' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Select Julie Hermans' }));
  await page.keyboard.press('Space');
  const bar = selectionBar(page);
  await expect(bar.getByRole('status')).toHaveText('2 selected');
  await tabTo(page, bar.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete 2 users' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Delete 2 users' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('2 done, 0 failed');
  await tabTo(page, dialog.getByRole('button', { name: 'Close', exact: true }).last());
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Select Lena Goossens' })).toHaveCount(0);
});

test('in Dutch: selects 3 users and deletes them with one confirmation', async ({ page }) => {
  await openUsers(page);
  await switchToDutch(page);
  const select = (name: string) => nl('table.selection.row', { name });
  await clickBox(page, select('Lena Goossens'));
  await clickBox(page, select('Julie Hermans'));
  await clickBox(page, select('Noah Claes'));
  const bar = selectionBar(page, nl('table.selection.bar'));
  await expect(bar.getByRole('status')).toHaveText('3 geselecteerd');
  await bar.getByRole('button', { name: nl('users.bulk.action.delete'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '3 gebruikers verwijderen' });
  await expectNoEnglish(page, dialog);
  await dialog.getByRole('button', { name: '3 gebruikers verwijderen' }).click();
  await expect(dialog.getByRole('status')).toHaveText('3 gedaan, 0 mislukt');
  await expect(dialog.getByRole('list').getByRole('listitem')).toHaveText([
    `Lena Goossens: ${nl('table.bulk.result.done')}`,
    `Julie Hermans: ${nl('table.bulk.result.done')}`,
    `Noah Claes: ${nl('table.bulk.result.done')}`,
  ]);
  await expectNoEnglish(page, dialog, ['Lena Goossens', 'Julie Hermans', 'Noah Claes']);
  await dialog
    .getByRole('button', { name: nl('table.bulk.close'), exact: true })
    .last()
    .click();
  await expect(bar.getByRole('status')).toHaveText('Geen rijen geselecteerd');
});
