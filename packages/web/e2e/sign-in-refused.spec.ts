import type { Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { loginIn, say, type Language } from './language-walk-support.ts';

// Product-reference §7 Authentication: the wallet signs the challenge, then the platform decides. A sign-in
// the platform refuses leaves no session behind, neither the wallet's (localStorage) nor the API's
// (sessionStorage): the next visitor of the browser finds nothing to reuse.

const stored = (page: Page) =>
  page.evaluate(() => ({
    wallet: localStorage.getItem('scr.walletSession'),
    api: sessionStorage.getItem('scr.apiSession'),
  }));

// A wallet sign-in runs a memory-hard KDF: on a busy machine one takes several seconds.
test.describe.configure({ timeout: 120_000 });

for (const language of ['en', 'nl'] as const satisfies readonly Language[]) {
  test.describe(`in ${language}`, () => {
    test('the platform refuses the signed challenge: the error, and no session stored', async ({ page }) => {
      let refused = 0;
      // Only the exchange (the request that carries the signature) is refused; the challenge is real.
      await page.route('**/api/authentication', async (route) => {
        const body = route.request().postData() ?? '';
        if (route.request().method() !== 'POST' || !body.includes('signature')) return route.continue();
        refused += 1;
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ name: 'NotAuthenticated', message: 'Invalid signature', code: 401 }),
        });
      });
      await loginIn(page, language, 'anna.admin@carrier.example');
      await expect(page.getByRole('alert')).toContainText(say(language, 'session.error.credentials'));
      expect(refused).toBe(1);
      expect(await stored(page)).toEqual({ wallet: null, api: null });
    });

    test("the platform refuses Eddie's expired subscription: the page, and no session stored", async ({
      page,
    }) => {
      await loginIn(page, language, 'eddie.expired@expired.example');
      await expect(page.getByRole('button', { name: say(language, 'session.returnToLogin') })).toBeVisible();
      expect(await stored(page)).toEqual({ wallet: null, api: null });
    });
  });
}
