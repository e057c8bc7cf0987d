import { test, expect, login } from './sign-in-support.ts';
import { say } from './language-walk-support.ts';

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

// A first visit reads the browser's language (navigator.languages, Accept-Language) where the portal
// speaks it: a French browser in Liege gets French, a Swiss German one German; a language picked on
// the switch is kept over the browser's from then on.
test.describe('a first visit in the browser’s language', () => {
  test.describe('from a French browser', () => {
    test.use({ locale: 'fr-BE' });
    test('the login page is in French, and a picked language is kept', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(
        page.getByRole('heading', { name: say('fr', 'session.login'), exact: true }),
      ).toBeVisible();
      await page
        .getByRole('combobox', { name: say('fr', 'app.language') })
        .selectOption({ label: 'Deutsch' });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(
        page.getByRole('heading', { name: say('de', 'session.login'), exact: true }),
      ).toBeVisible();
    });
  });

  test.describe('from a Swiss German browser', () => {
    test.use({ locale: 'de-CH' });
    test('the login page is in German', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('button', { name: say('de', 'session.login'), exact: true })).toBeVisible();
    });
  });

  test.describe('from a Spanish browser', () => {
    test.use({ locale: 'es-ES' });
    test('the login page is in English, the portal speaking no Spanish', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    });
  });
});
