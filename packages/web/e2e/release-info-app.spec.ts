import type { Locator, Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { loginIn, say, type Language } from './language-walk-support.ts';

// APP in the top bar and App in the profile menu open the release-info app (a separate web app, the
// runtime config's releaseInfoUrl) in a new tab, as their external-link icon promises (product-reference
// §2.2): the admin portal stays where it was, and the new tab cannot reach back to it (noopener).

test.describe.configure({ timeout: 120_000 });

// The fake platform's runtime config (packages/fake-platform config: releaseInfoUrl).
const RELEASE_INFO = 'https://release-info.scr.example/';

/** Clicks `link` and expects the release-info app in a new tab, the admin portal left as it was. */
const opensReleaseInfo = async (page: Page, link: Locator) => {
  const before = page.url();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState('domcontentloaded');
  expect(tab.url()).toBe(RELEASE_INFO);
  await expect(tab.getByRole('heading', { name: 'Release info' })).toBeVisible();
  expect(await tab.evaluate(() => window.opener as unknown)).toBeNull();
  expect(page.url()).toBe(before);
  await tab.close();
};

for (const language of ['en', 'nl'] as const satisfies readonly Language[]) {
  test(`in ${language}: APP and the profile menu's App open the release-info app in a new tab`, async ({
    page,
  }) => {
    const t = (id: Parameters<typeof say>[1]) => say(language, id);
    // The release-info app is another site: it is answered here, not reached over the network.
    await page
      .context()
      .route(`${RELEASE_INFO}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Release info</title><h1>Release info</h1>' }),
      );
    await loginIn(page, language, 'anna.admin@carrier.example');
    await expect(page).toHaveURL(/\/organization/);
    const newTab = (label: 'app.nav.app' | 'app.menu.app') =>
      say(language, 'app.nav.newTab', { name: t(label) });
    await opensReleaseInfo(page, page.getByRole('button', { name: newTab('app.nav.app'), exact: true }));
    await page.getByRole('button', { name: t('app.menu.open') }).click();
    await opensReleaseInfo(page, page.getByRole('menuitem', { name: newTab('app.menu.app'), exact: true }));
  });

  test(`in ${language}: Victor's access-denied page opens the release-info app in a new tab`, async ({
    page,
  }) => {
    await page
      .context()
      .route(`${RELEASE_INFO}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Release info</title><h1>Release info</h1>' }),
      );
    await loginIn(page, language, 'victor.viewer@carrier.example');
    await expect(page.getByRole('heading', { name: say(language, 'access.denied') })).toBeVisible();
    const name = say(language, 'app.nav.newTab', {
      name: say(language, 'app.releaseInfoApp', { product: 'SCR' }),
    });
    await opensReleaseInfo(page, page.getByRole('button', { name, exact: true }));
  });
}
