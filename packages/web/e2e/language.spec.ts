import { test, expect } from './fixtures.ts';

test.describe('language switch', () => {
  test('names the four languages each in its own words', async ({ page }) => {
    await page.goto('/');
    const options = page.getByRole('combobox', { name: 'Language' }).locator('option');
    await expect(options).toHaveText(['English', 'Nederlands', 'Français', 'Deutsch']);
  });

  test('switches to Dutch, keeps it across a reload and opens the Dutch help', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Nederlands' });
    await expect(page.getByRole('heading', { name: 'Inloggen', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weigeren' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inloggen', exact: true })).toBeVisible();
    const helpResponse = page.waitForResponse((r) => r.url().endsWith('/help/nl/login.html'));
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(page.locator('.scr-help-drawer iframe')).toHaveAttribute('src', '/help/nl/login.html');
    expect((await helpResponse).status()).toBe(200);

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Er bestaat geen pagina voor deze route' })).toBeVisible();
    await page.goto('/loggedout');
    await expect(page.getByText('Uitgelogd', { exact: true })).toBeVisible();
  });
});
