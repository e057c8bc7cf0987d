import type { Page } from '@playwright/test';
import { expect, login, test } from './sign-in-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { abortRequest } from './console-errors.ts';

// The dark theme: the system's preference by default, the switch of the login page and of the
// profile menu, kept per browser (local storage), and set before the first paint. The look of
// every page in both themes is look.spec.ts's, their contrast the accessibility specs' (the 'dark'
// project of playwright.config.ts runs them in a browser that prefers dark).

const root = (page: Page) => page.locator('html');
const isDark = (page: Page) => expect(root(page)).toHaveClass(/\bbp6-dark\b/);
const isLight = (page: Page) => expect(root(page)).not.toHaveClass(/\bbp6-dark\b/);
/** Blueprint's dark gray 1 and light gray 5: the page's background in each theme (styles.css, theme.css). */
const DARK_BACKGROUND = 'rgb(28, 33, 39)';
const LIGHT_BACKGROUND = 'rgb(246, 247, 249)';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the login page follows the system until the switch is used, then keeps the choice', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await isDark(page);
  expect(await background(page)).toBe(DARK_BACKGROUND);

  // The system turns light while the page is open: the page follows, nothing was picked yet.
  await page.emulateMedia({ colorScheme: 'light' });
  await isLight(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  // Picked dark: kept over a reload, whatever the system prefers.
  await toggle.click();
  await isDark(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await isDark(page);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

  // Picked light: kept too, though the system now prefers dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await isLight(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await isLight(page);
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
});

test('the picked theme is set before the app runs: no light flash before a dark page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('scr.theme', 'dark'));
  // The app's own module never arrives: only the inline theme script and the stylesheets act.
  const held: string[] = [];
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
    held.push(route.request().url());
    return abortRequest(route);
  });
  await page.goto('/');
  // One module, asked for by index.html and again by the login route's preloaded chunk, which imports it.
  expect(new Set(held).size).toBe(1);
  await isDark(page);
  expect(await background(page)).toBe(DARK_BACKGROUND);
});

test('the profile menu switches the signed-in app to the dark theme and back, in English', async ({
  page,
}) => {
  // A sign-in, a reload and two rounds of the menu: longer than one page's 30 s on a busy machine.
  test.slow();
  await login(page, 'anna.admin@carrier.example');
  await expect(page.getByRole('heading', { name: 'Organization profile' })).toBeVisible();
  await isLight(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const item = page.getByRole('menuitemcheckbox', { name: 'Dark theme' });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.click();
  // The menu stays open: the change shows at once and can be taken back.
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await isDark(page);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Organization profile' })).toBeVisible();
  await isDark(page);
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Dark theme' }).click();
  await isLight(page);
});

test('the theme switches speak Dutch', async ({ page }) => {
  await login(page, 'anna.admin@carrier.example');
  await expect(page.getByRole('heading', { name: 'Organization profile' })).toBeVisible();
  await switchToDutch(page);
  await page.getByRole('button', { name: nl('app.menu.open') }).click();
  const item = page.getByRole('menuitemcheckbox', { name: nl('app.theme.dark') });
  await expect(item).toHaveText('Donker thema');
  await item.click();
  await isDark(page);
  await page.keyboard.press('Escape');
  // Signed out, the login page speaks Dutch too (the language is kept), and shows the theme picked.
  await page.getByRole('button', { name: nl('app.menu.open') }).click();
  await page.getByRole('menuitem', { name: nl('session.logout') }).click();
  await page.getByRole('link', { name: nl('app.wayBack.login') }).click();
  const toggle = page.getByRole('button', { name: 'Donker thema' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await isLight(page);
});
