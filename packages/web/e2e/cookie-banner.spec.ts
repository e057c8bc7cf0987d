import { test, expect } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { loginIn, say, type Language } from './language-walk-support.ts';

const consent = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'cookieAccepted')?.value;

test.describe('cookie banner', () => {
  test('OK sets cookieAccepted=true, reloads, and the banner is gone', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'OK' }).click()]);
    expect(await consent(page)).toBe('true');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('Decline sets cookieAccepted=false and the banner stays away', async ({ page }) => {
    await page.goto('/loggedout');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Decline' }).click()]);
    expect(await consent(page)).toBe('false');
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

/** Nothing floats over the middle of this control: a click there reaches it. */
const reachable = (control: Locator) =>
  control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

// The banner and the version tag float over the page's foot: scrolled to the end, the page's last
// control (the users table's pager) is above them, in reach, with the banner shown and after it.
for (const language of ['en', 'nl'] as const satisfies readonly Language[]) {
  test(`in ${language}: the page's foot stays in reach under the banner and the version tag`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 560 });
    await loginIn(page, language, 'anna.admin@carrier.example');
    await page.getByRole('link', { name: say(language, 'access.nav.users'), exact: true }).click();
    const next = page.getByRole('button', { name: say(language, 'paging.next') });
    await expect(next).toBeEnabled({ timeout: 30_000 });
    const banner = page.getByRole('region', { name: say(language, 'app.cookie.label') });
    await expect(banner).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => reachable(next), 'above the banner').toBe(true);

    await Promise.all([
      page.waitForEvent('load'),
      banner.getByRole('button', { name: say(language, 'app.cookie.ok') }).click(),
    ]);
    await expect(banner).toHaveCount(0);
    await expect(next).toBeEnabled({ timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => reachable(next), 'clear of the version tag').toBe(true);
  });
}
