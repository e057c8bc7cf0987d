import { test, expect } from './fixtures.ts';
import { signIn, snackbar } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { apiAs } from './sign-in-support.ts';

// The organization profile (product-reference §2.4, §5 'Organization form') as Anna (architecture §4).

test.describe('organization profile', () => {
  // One after the other: both save Anna's whole profile, and under fullyParallel the second's save
  // (the country as it loaded it) landed between the first's save and its re-read of the country.
  test.describe.configure({ mode: 'default', timeout: 90_000 });
  test('Anna sees a validation error, then saves the profile and the CPU check', async ({ page }) => {
    await signIn(page, 'anna.admin@carrier.example');
    await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Please review your data below' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('VAT')).toHaveValue('BE0123456789');
    await expect(page.getByLabel('VAT')).toHaveAttribute('readonly', '');

    await page.getByLabel('Company name').fill('');
    await page.getByLabel('Support email').fill('support@');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please provide a company name')).toBeVisible();
    await expect(page.getByText('Email is not valid')).toBeVisible();
    await expect(page.getByLabel('Support email')).toHaveValue('support@');

    await page.getByLabel('Company name').fill('Antwerp Carrier NV');
    await page.getByLabel('Support email').fill('support@carrier.example');
    await page.getByLabel('Country').fill('nederland');
    await page.getByRole('option', { name: 'Netherlands' }).click();
    await page.getByLabel('CPU check').selectOption({ label: 'Disabled' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(snackbar(page, 'Organization saved successfully')).toBeVisible();

    // Away and back: the page loads the organization again.
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
    await expect(page.getByLabel('Country')).toHaveValue('Netherlands', { timeout: 15_000 });
    await expect(page.getByLabel('CPU check')).toHaveValue('false');

    // Free text is no country: 'belg' typed and left keeps the chosen country.
    await page.getByLabel('Country').fill('belg');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Country')).toHaveValue('Netherlands');
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
    await expect(page.getByLabel('Country')).toHaveValue('Netherlands', { timeout: 15_000 });

    // Back to the demo world (one platform serves every worker; no reset mid-run).
    await page.getByLabel('Country').fill('belgie');
    await page.getByRole('option', { name: 'Belgium' }).click();
    await page.getByLabel('CPU check').selectOption({ label: 'Enabled' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(snackbar(page, 'Organization saved successfully')).toBeVisible();
  });

  test("the hosted wallet reads 'Hosted by' the product, in en and nl, and stays saved as '0'", async ({
    page,
  }) => {
    const product = 'Secure Container Release';
    await signIn(page, 'anna.admin@carrier.example');
    await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
    const wallet = page.getByLabel('Company Wallet URL');
    await expect(wallet).toHaveValue(`Hosted by ${product}`, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(snackbar(page, 'Organization saved successfully')).toBeVisible();
    const saved = await apiAs<{ walletUrl: string }>(page, 'GET', '/organizations/1');
    expect(saved.walletUrl).toBe('0');

    // Typing over it enters a company wallet (focus selects the words); the URL rule then applies.
    await wallet.click();
    await page.keyboard.type('wallet.carrier');
    await expect(wallet).toHaveValue('wallet.carrier');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/^Please provide a full URL with https and a port/)).toBeVisible();

    await switchToDutch(page);
    await page.reload();
    await expect(page.getByLabel(nl('organizations.field.walletUrl'))).toHaveValue(
      nl('organizations.walletUrl.hosted', { product }),
      { timeout: 15_000 },
    );
  });
});
