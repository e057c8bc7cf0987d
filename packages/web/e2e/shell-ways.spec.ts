import { test, expect } from './fixtures.ts';
import { signIn } from './connections-support.ts';
import { ANNA } from './walk-support.ts';

// The shell leaves no one stuck: the login email takes the first keys, a skip link leads past the
// top bar, the logo says where it goes, and the pages without content offer the way back.

test('the login screen focuses the email field', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('a skip link leads past the top bar; the logo link has a name', async ({ page }) => {
  await signIn(page, ANNA);
  await page.goto('/organization/users');
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Secure Container Release: home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes into the page, past the top bar's links.
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toBeVisible();
  expect(await focused.evaluate((el) => el.closest('main') !== null)).toBe(true);
});

test('Logged out and an unknown page lead back to the login screen', async ({ page }) => {
  await page.goto('/loggedout');
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the login screen' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'No page exists for this route' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the login screen' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('signed in, an unknown page keeps the top bar and leads home', async ({ page }) => {
  await signIn(page, ANNA);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'No page exists for this route' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/organization/);
});
