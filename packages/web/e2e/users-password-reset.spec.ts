import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './connections-support.ts';
import { tableRow } from './table-support.ts';

// The admin password reset (product-reference §2.5, §5 'Password reset (by admin)', §6) for Fiona, admin of
// Ghent Forwarding BV (company wallet 1.2.9) and Rotterdam Barge BV (company wallet 1.0.9). The
// reset sets the demo password again, so tests running beside these still sign Fiona in.

const FIONA = 'fiona.forwarder@forwarder.example';

const openChooser = async (page: Page) => {
  await signIn(page, FIONA, 'Ghent Forwarding BV');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
    timeout: 15_000,
  });
  await tableRow(page, FIONA).getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Choose for which organizations you wish to reset your password',
  });
  await expect(dialog.getByText('Rotterdam Barge BV')).toBeVisible({ timeout: 15_000 });
  return dialog;
};

/** Ticks an organization through its visible box (Blueprint hides the input itself). */
const choose = async (dialog: Locator, name: string) => {
  await dialog
    .getByRole('row', { name: new RegExp(name) })
    .locator('.bp6-control-indicator')
    .click();
  await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
};

test.describe('admin password reset', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('lists both organizations with green dots and checks the form', async ({ page }) => {
    const dialog = await openChooser(page);
    await expect(dialog.getByRole('img', { name: 'Available' })).toHaveCount(2);
    await dialog.getByLabel('New password', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Reset password(s)' }).click();
    await expect(dialog.getByText('Please choose at least one organization from the list')).toBeVisible();
    await expect(
      dialog.getByText('Choose a password for the company wallet, containing at least 6 characters'),
    ).toBeVisible();
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('abc');
  });

  test('asks for a wallet upgrade when a chosen wallet is below 1.1.4', async ({ page }) => {
    const dialog = await openChooser(page);
    await choose(dialog, 'Rotterdam Barge BV');
    await dialog.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Re-enter new password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Reset password(s)' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Wallet upgrade required' });
    await expect(upgrade.getByText(/runs version 1\.0\.9/)).toBeVisible();
    await expect(upgrade.getByRole('button', { name: 'Upgrade procedure (PDF)' })).toHaveAttribute(
      'href',
      /\.pdf$/,
    );
  });

  test('resets the password in Ghent and shows the result per organization', async ({ page }) => {
    const dialog = await openChooser(page);
    await choose(dialog, 'Ghent Forwarding BV');
    await dialog.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Re-enter new password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Reset password(s)' }).click();
    const results = page.getByRole('dialog', { name: 'Password reset results' });
    await expect(results.getByText('Ghent Forwarding BV')).toBeVisible({ timeout: 15_000 });
    await expect(results.getByText('Success', { exact: true })).toBeVisible();
    await expect(results.getByText('Password reset successfully')).toBeVisible();
  });
});
