import { test, expect, fillLogin } from './sign-in-support.ts';

// /cpoint (product-reference §2.1, §2.7): the callback of My Port of Antwerp-Bruges' identity verification. It
// needs a login, reads the code, shows 'Connecting...' while sending it, then the success text.
test.describe('the /cpoint link page', () => {
  test.use({ changesWorld: true });

  test('a signed-out user signs in, comes back, and sees Connecting... then the code', async ({ page }) => {
    await page.goto('/cpoint?code=CP-E2E42');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    // Hold the code's PATCH until 'Connecting...' was seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/organizations/*/cpoint', async (route) => {
      await held;
      await route.continue();
    });
    await fillLogin(page, 'anna.admin@carrier.example');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/cpoint\?code=CP-E2E42$/);
    await expect(page.getByText('Connecting...')).toBeVisible();
    release();
    await expect(
      page.getByText(
        'Success! You have connected your organization with My Port of Antwerp-Bruges. Your code is CP-E2E42. You may close this window.',
      ),
    ).toBeVisible();

    // The integrations page now shows the code.
    await page.goto('/organization/integrations');
    await expect(page.getByLabel('Your code')).toHaveValue('CP-E2E42');
  });

  test('without a code it says so', async ({ page }) => {
    await page.goto('/');
    await fillLogin(page, 'anna.admin@carrier.example');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Integrations', exact: true })).toBeVisible();
    await page.goto('/cpoint');
    await expect(page.getByText('No My Port of Antwerp-Bruges code found')).toBeVisible();
  });

  test('the identity provider sends the user to /cpoint with a code', async ({ page, baseURL }) => {
    await page.goto('/');
    await fillLogin(page, 'anna.admin@carrier.example');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Integrations', exact: true })).toBeVisible();
    await page.goto(`${baseURL}/__idp/authorize`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/cpoint\?code=CP-/);
    await expect(page.getByText(/^Success! You have connected .* Your code is CP-[0-9A-F]+\./)).toBeVisible();
  });
});
