import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { signIn } from './connections-support.ts';
import { login } from './sign-in-support.ts';

// Every page reads as one title: exactly one h1, and no two headings of the page (the shell's
// included) saying the same words. Walked as Anna, who may see every admin page, and signed out for
// the public ones.

/** The page's shown headings (h1–h6 and role=heading), their level and text. */
const headingsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((h) => h.getClientRects().length > 0)
      .map((h) => ({
        level: h.tagName.startsWith('H') ? Number(h.tagName.slice(1)) : Number(h.ariaLevel ?? 2),
        text: (h.textContent ?? '').trim().replace(/\s+/g, ' ').toLowerCase(),
      })),
  );

/** Waits for the page's one h1, then checks it is the only one and no heading text repeats. */
const expectOneTitle = async (page: Page, route: string) => {
  await expect(page.locator('h1'), route).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('h1'), route).toBeVisible();
  // Let the page's data come in (its cards and tables bring headings of their own).
  await expect(page.locator('.bp6-spinner')).toHaveCount(0, { timeout: 15_000 });
  const headings = await headingsOf(page);
  expect(
    headings.filter((h) => h.level === 1),
    route,
  ).toHaveLength(1);
  const texts = headings.map((h) => h.text);
  expect(
    texts.filter((t, i) => texts.indexOf(t) !== i),
    `${route}: ${JSON.stringify(texts)}`,
  ).toEqual([]);
};

test('each signed-in page has one h1 and no heading twice', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'anna.admin@carrier.example');
  for (const route of [
    '/organization',
    '/organization/users',
    '/organization/connections',
    '/organization/connections/accepted',
    '/organization/integrations',
    '/organization/activity',
    '/no/such/page',
  ]) {
    await page.goto(route);
    await expectOneTitle(page, route);
  }
  // The help drawer over a page: its title repeats none of the page's headings.
  await page.goto('/organization/users');
  await expectOneTitle(page, 'users');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.locator('.scr-help-drawer').getByRole('heading', { name: 'Help' })).toBeVisible();
  const texts = (await headingsOf(page)).map((h) => h.text);
  expect(
    texts.filter((t, i) => texts.indexOf(t) !== i),
    JSON.stringify(texts),
  ).toEqual([]);
});

test('a refused page and the page of a user without an admin role have one h1', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'ulrich.users@carrier.example');
  await page.goto('/organization/activity');
  await expect(page.getByText(/^Access denied/)).toBeVisible({ timeout: 15_000 });
  await expectOneTitle(page, 'access denied');
  await page.evaluate(() => sessionStorage.clear());
  await login(page, 'victor.viewer@carrier.example');
  await expect(page.getByText(/^Access denied: you cannot enter/)).toBeVisible({ timeout: 15_000 });
  await expectOneTitle(page, 'not an admin');
});

test('each public page has one h1 and no heading twice', async ({ page }) => {
  test.setTimeout(90_000);
  // The login screen and the link pages (an unknown link shows its own page under the link's title).
  for (const route of [
    '/',
    '/loggedout',
    '/no/such/page',
    '/invitation/x',
    '/password-reset/x',
    '/wallet-add-user/x',
  ]) {
    await page.goto(route);
    await expectOneTitle(page, route);
  }
  // The help pages the drawer shows, and the documents beside them, in both languages.
  for (const key of ['start', 'login', 'users', 'connections', 'eula', 'pricing'])
    for (const route of [`/help/${key}.html`, `/help/nl/${key}.html`]) {
      await page.goto(route);
      await expectOneTitle(page, route);
    }
});
