import { test, expect } from './fixtures.ts';
import { atRest } from './at-rest.ts';

test.describe('help drawer', () => {
  test('opens 380 wide with the login help page', async ({ page }) => {
    await page.goto('/');
    const helpResponse = page.waitForResponse((r) => r.url().endsWith('/help/login.html'));
    await page.getByRole('button', { name: 'Help' }).click();
    const drawer = page.locator('.scr-help-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Help' })).toBeVisible();
    expect((await helpResponse).status()).toBe(200);
    const frame = drawer.locator('iframe');
    await expect(frame).toHaveAttribute('src', '/help/login.html');
    await expect(page.frameLocator('.scr-help-drawer iframe').locator('body')).not.toBeEmpty();
    // Once it has slid in: meanwhile its box is a moment of the slide.
    await atRest(page);
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(380);
  });

  test('closes again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Help' }).click();
    const drawer = page.locator('.scr-help-drawer');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });
});
