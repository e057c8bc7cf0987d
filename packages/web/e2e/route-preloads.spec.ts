import type { Page, Request } from '@playwright/test';
import { expect, login, test } from './sign-in-support.ts';

const ANNA = 'anna.admin@carrier.example';

/** The chunk names index.html's preloader asked for (modulepreload links), without their hashes. */
const preloadedChunks = (page: Page) =>
  page.$$eval('link[rel=modulepreload]', (links) =>
    links.map((l) =>
      new URL((l as HTMLLinkElement).href).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''),
    ),
  );

/** Anna signed in (she lands on her organization's profile), then on the users page. */
const signedIn = async (page: Page) => {
  await login(page, ANNA);
  await expect(page.getByRole('heading', { name: 'Organization profile', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1, exact: true })).toBeVisible();
};

test.describe('each URL preloads what it needs', () => {
  test('signed out, / preloads the login route and nothing of the signed-in pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    const chunks = await preloadedChunks(page);
    // The login route and what it imports beyond the entry are one chunk (a code-splitting group of
    // vite.config.ts), its English texts another.
    expect(chunks).toEqual(expect.arrayContaining(['login-route', 'login']));
    expect(chunks).not.toContain('container');
    expect(chunks).not.toContain('signed-in');
  });

  test('with a cookie choice made, a reload of the users page preloads its container, layout and page, and asks for the config once', async ({
    page,
  }) => {
    await signedIn(page);
    await page.context().addCookies([{ name: 'cookieAccepted', value: 'true', url: page.url() }]);
    const configRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/config.json') configRequests.push(r.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Users', level: 1, exact: true })).toBeVisible();
    const chunks = await preloadedChunks(page);
    // The container, what the signed-in pages share (the layout among it), the texts and the page.
    expect(chunks).toEqual(expect.arrayContaining(['container', 'signed-in', 'users-page', 'pages']));
    expect(chunks).not.toContain('connections-page');
    // index.html's preload is the one request: the entry's fetch reuses it.
    expect(configRequests).toHaveLength(1);
  });

  test('while the cookie banner is to show, a reload puts the banner on the page before it asks for the page files', async ({
    page,
  }) => {
    await signedIn(page);
    // When the banner enters the DOM, on the page's own clock (resource timings use the same).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.scr-cookie-banner')) return;
        (window as { bannerAt?: number }).bannerAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Users', level: 1, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    const { bannerAt, pageFiles } = await page.evaluate(() => ({
      bannerAt: (window as { bannerAt?: number }).bannerAt ?? null,
      pageFiles: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/(container|signed-in|users-page)-[\w-]{8}\.js$/.test(r.name))
        .map((r) => r.startTime),
    }));
    expect(bannerAt).not.toBeNull();
    expect(pageFiles).toHaveLength(3);
    for (const start of pageFiles) expect(start).toBeGreaterThan(bannerAt!);
  });

  test('the stored session is checked with its requests at once, the cookie banner showing meanwhile', async ({
    page,
  }) => {
    await signedIn(page);
    // Hold the session check's answers until every one of its requests has been made.
    const started: Request[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/(eulas|eulas-users|organizations\/\d+)(\?|$)/, async (route) => {
      started.push(route.request());
      await released;
      await route.continue();
    });
    await page.reload();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect
      .poll(() => started.map((r) => new URL(r.url()).pathname).sort())
      .toEqual(['/api/eulas', '/api/eulas-users', '/api/organizations/1']);
    // All three asked for while none has been answered: no chain.
    await expect(page.getByRole('heading', { name: 'Users', level: 1, exact: true })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Users', level: 1, exact: true })).toBeVisible();
    await expect(banner).toBeVisible();
  });
});
