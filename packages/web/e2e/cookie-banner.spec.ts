import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';

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
