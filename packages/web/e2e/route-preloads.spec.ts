import type { Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, expect, login, test } from './sign-in-support.ts';

const ANNA = 'anna.admin@carrier.example';

/** The chunk names index.html's preloader asked for (modulepreload links), without their hashes. */
const preloadedChunks = (page: Page) =>
  page.$$eval('link[rel=modulepreload]', (links) =>
    links.map((l) =>
      new URL((l as HTMLLinkElement).href).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''),
    ),
  );

/**
 * The chunk names index.html's preloader asked for, read once the page has loaded: the preloader is
 * an `async` script, which runs before the load event but, on a busy machine, after
 * DOMContentLoaded. What the page fetches later by itself (the login screen's prefetch once the user
 * types) adds modulepreload links of its own.
 */
const chunksAtStart = async (page: Page) => {
  await page.addInitScript(() =>
    window.addEventListener('load', () => {
      (window as { startLinks?: string[] }).startLinks = [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
      ].map((l) => new URL(l.href).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
    }),
  );
  return async () => {
    await page.waitForFunction(() => (window as { startLinks?: string[] }).startLinks !== undefined);
    return page.evaluate(() => (window as { startLinks?: string[] }).startLinks ?? []);
  };
};

/** Anna signed in (she lands on her organization's profile), then on the users page. */
const signedIn = async (page: Page) => {
  await login(page, ANNA);
  await expect(page.getByRole('heading', { name: 'Organization profile', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1, exact: true })).toBeVisible();
};

test.describe('each URL preloads what it needs', () => {
  test('signed out, / preloads the login route and nothing of the signed-in pages', async ({ page }) => {
    const startLinks = await chunksAtStart(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    const chunks = await startLinks();
    // The login route and what it imports beyond the entry are one chunk (a code-splitting group of
    // vite.config.ts), its English texts another.
    expect(chunks).toEqual(expect.arrayContaining(['login-route', 'login']));
    expect(chunks).not.toContain('container');
    expect(chunks).not.toContain('signed-in');
  });

  test('the preloader runs before the entry has arrived: the login route is asked for while the entry is held', async ({
    page,
  }) => {
    // Hold the entry's answer until the login route's file has been asked for: a preloader that
    // waits for the entry (as it did when the build merged it into the entry) never asks.
    let loginRouteAsked = () => {};
    const asked = new Promise<void>((resolve) => (loginRouteAsked = resolve));
    page.on('request', (r) => {
      if (/\/assets\/login-route-[\w-]{8}\.js$/.test(r.url())) loginRouteAsked();
    });
    let entryHeld = false;
    await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
      entryHeld = true;
      await asked;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(entryHeld).toBe(true);
  });

  test('signed out, a deep link shows the login screen first, then fetches the page once the user types', async ({
    page,
  }) => {
    const startLinks = await chunksAtStart(page);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const signedInCode = /^\/assets\/(container|signed-in|users-page)-[\w-]{8}\.js$/;
    await page.goto('/organization/users');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    // Nothing of the signed-in pages at the start: the login screen's files only.
    const atStart = await startLinks();
    expect(atStart).toEqual(expect.arrayContaining(['login-route', 'login']));
    for (const chunk of ['container', 'signed-in', 'users-page']) expect(atStart).not.toContain(chunk);
    // Untouched, the screen asks for nothing more: its link and its main thread stay its own.
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => signedInCode.test(path))).toEqual([]);
    // The first key in Email: the page's code and the container arrive, with no Login yet, in
    // whichever order they come.
    const usersPage = page.waitForResponse((r) => /\/assets\/users-page-[\w-]{8}\.js$/.test(r.url()));
    const container = page.waitForResponse((r) => /\/assets\/container-[\w-]{8}\.js$/.test(r.url()));
    await page.getByLabel('Email').press('a');
    await Promise.all([usersPage, container]);
    // Signed in, the deep link's page follows.
    await page.getByLabel('Email').fill(ANNA);
    await page.getByLabel('Email').press('Tab');
    await expect(
      page.getByLabel('Organization').locator('option', { hasText: 'Antwerp Carrier NV' }),
    ).toHaveCount(1);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/organization\/users$/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1, exact: true })).toBeVisible();
  });

  test('signed out, / fetches the code of every page a sign-in may land on once the user types, before Login', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const pagesCode = /^\/assets\/(container|(organization|users|connections)-page)-[\w-]{8}\.js$/;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    // Untouched, the login screen asks for nothing more.
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => pagesCode.test(path))).toEqual([]);
    // The first key: the container, then the three pages the roles may lead to (users, connections,
    // the organization profile), all before Login.
    const arrived = ['container', 'organization-page', 'users-page', 'connections-page'].map((chunk) =>
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.replace(/-[\w-]{8}\.js$/, '') === `/assets/${chunk}`,
      ),
    );
    await page.getByLabel('Email').press('a');
    await Promise.all(arrived);
    await page.getByLabel('Email').fill(ANNA);
    await page.getByLabel('Email').press('Tab');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Organization profile', level: 1 })).toBeVisible();
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
