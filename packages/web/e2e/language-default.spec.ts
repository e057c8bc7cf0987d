import { test, expect, login } from './sign-in-support.ts';

// A user's `lang` is the default language; the language switch's choice wins. Connie's
// lang is nl in the demo world, Anna's en (architecture §4).
test.describe("a user's language as the default", () => {
  test('Connie signs in and sees the portal in Dutch, without a choice being stored', async ({ page }) => {
    await login(page, 'connie.connections@carrier.example');
    await expect(page.getByRole('link', { name: 'Verbindingen', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(await page.evaluate(() => localStorage.getItem('scr.lang'))).toBeNull();
  });

  test('a language picked on the login page wins over the user’s own', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Nederlands' });
    await page.getByRole('combobox', { name: 'Taal' }).selectOption({ label: 'English' });
    await login(page, 'connie.connections@carrier.example');
    await expect(page.getByRole('link', { name: 'Connections', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('Anna (lang en) keeps English', async ({ page }) => {
    await login(page, 'anna.admin@carrier.example');
    await expect(page.getByRole('link', { name: 'Integrations', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
