import { test, expect } from './fixtures.ts';
import { signIn, snackbar } from './connections-support.ts';

// The integrations with the port community systems (product-reference §2.7) as Anna (architecture §4: no link yet).

test.describe('integrations', () => {
  test.describe.configure({ timeout: 90_000 });
  // Each test ends where the demo world starts (Portbase not connected), so no reset is needed.
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'anna.admin@carrier.example');
    await page.getByRole('link', { name: 'Integrations', exact: true }).click();
    await expect(
      page.getByRole('heading', {
        name: 'Please review your integrations with local Port Community Systems below',
      }),
    ).toBeVisible({ timeout: 15_000 });
  });

  test('connects Portbase without and with an EAN, then removes the link', async ({ page }) => {
    await page.getByRole('button', { name: 'Connect with Portbase' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Connect with Secure Chain / Vertrouwensketen by Portbase',
    });
    await expect(dialog.getByLabel('I am a Release-To-Party (Cargo Director)')).toBeChecked();
    await expect(dialog.getByLabel('I am a Release-To-Party (Cargo Director)')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page, 'Portbase information saved successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Portbase' })).toHaveValue('Connected with SCR ID 1');
    await expect(page.getByText('Autosend disabled.')).toBeVisible();

    await page.getByRole('button', { name: 'Re-connect' }).click();
    await dialog.getByText('I am also an Inland Operator').click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Please provide an EAN code')).toBeVisible();
    await dialog.getByLabel(/Your EAN code/).fill('5412345000013');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('textbox', { name: 'Portbase' })).toHaveValue(
      'Connected with EAN 5412345000013',
    );

    await page.getByRole('button', { name: 'Remove' }).click();
    const remove = page.getByRole('dialog', { name: 'Portbase' });
    await expect(remove.getByText('Are you sure you want to remove your Portbase connection?')).toBeVisible();
    const red = remove.getByRole('button', { name: 'Remove Portbase connection', exact: true });
    await expect(red).toHaveClass(/bp6-intent-danger/);
    await red.click();
    await expect(snackbar(page, 'Portbase connection removed successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect with Portbase' })).toBeVisible();
  });

  test('connects My Port of Antwerp-Bruges through the identity provider and shows the code', async ({
    page,
  }) => {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect with My Port of Antwerp-Bruges' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup).toHaveURL(/\/cpoint\?code=CP-/);
    const success = popup.getByText(/^Success! You have connected/);
    await expect(success).toBeVisible({ timeout: 15_000 });
    const code = /Your code is (CP-[0-9A-F]+)/.exec((await success.textContent()) ?? '')?.[1];
    expect(code).toBeTruthy();
    await popup.close();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByLabel('Your code')).toHaveValue(code!);
    await expect(page.getByLabel('Your code')).toHaveAttribute('readonly', '');
  });
});
