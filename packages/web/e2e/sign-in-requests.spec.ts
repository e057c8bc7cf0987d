import type { Page } from '@playwright/test';
import { expect, fillLogin, login, test } from './sign-in-support.ts';

// A sign-in and its first pages ask the platform and the wallet each thing once: the email's
// organizations (find-user: while typing, at the Login click, for the profile menu's 'Switch
// organization'), the organization (the signed-in user's, then the landing page's and the users
// page's context) and the wallet's version (the newer-version banner, then the users page's
// outdated-wallet warning) are read through the query cache, where an answer serves while it is
// fresh (half a minute for the organization, a minute for a wallet version that passes; the walk
// below takes a few seconds). Counting requests, not timing them.

const FIONA = 'fiona.forwarder@forwarder.example';
const GHENT = 'Ghent Forwarding BV';

/** The requests the page has sent so far, by what they ask (path without the query). */
const countRequests = (page: Page) => {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return (path: RegExp) => [...counts].filter(([p]) => path.test(p)).reduce((sum, [, n]) => sum + n, 0);
};

test('signing in and opening the users page asks find-user, the organization and the wallet version once each', async ({
  page,
}) => {
  test.slow();
  const sent = countRequests(page);
  const usersListed = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/organization-users'));
  await login(page, FIONA, undefined, GHENT);
  // The landing page shows the organization it read.
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(GHENT);
  expect(sent(/\/organizations\/\d+$/)).toBe(1);
  // The profile menu's other organization: its look-up has answered.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Switch organization' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await usersListed;
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('row').filter({ hasText: FIONA })).toBeVisible();

  expect(sent(/\/find-user$/)).toBe(1);
  // The users page's first read of its context takes the answer the sign-in read.
  expect(sent(/\/organizations\/\d+$/)).toBe(1);
  expect(sent(/\/version$/)).toBe(1);
});

test('after Login the organization is asked for beside the EULA check, not after its answer', async ({
  page,
}) => {
  // Hold the answers of the EULA check and of the organization until all three were asked for.
  const started: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/(eulas|eulas-users|organizations\/\d+)(\?|$)/, async (route) => {
    started.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  await login(page, FIONA, undefined, GHENT);
  await expect
    .poll(() => [...started].sort())
    .toEqual(['/api/eulas', '/api/eulas-users', '/api/organizations/2']);
  release();
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(GHENT);
  // The sign-in's early read served the shell and the landing page: asked once.
  expect(started.filter((p) => p.startsWith('/api/organizations/'))).toHaveLength(1);
});

test("a deep link's page reads its rows beside the EULA check, once, in the link's view", async ({
  page,
}) => {
  // Hold the EULA check's answers until the users list of the link's view has been asked for: a
  // sign-in that leaves the page's reads to the page asks only after the check.
  const lists: URL[] = [];
  let listAsked = () => {};
  const asked = new Promise<void>((resolve) => (listAsked = resolve));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/organization-users' && url.searchParams.get('isAdmin') === null) {
      lists.push(url);
      listAsked();
    }
  });
  await page.route(/\/api\/(eulas|eulas-users)(\?|$)/, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto('/organization/users?deleted=all&q=fiona');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await fillLogin(page, FIONA, undefined, GHENT);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/organization\/users\?deleted=all&q=fiona$/);
  await expect(page.getByRole('row').filter({ hasText: FIONA })).toBeVisible();
  // The page took the early answer: one read, of the link's filter and search.
  expect(lists).toHaveLength(1);
  expect(lists[0]!.searchParams.get('isDeleted')).toBeNull();
  expect(decodeURIComponent(lists[0]!.search)).toContain('fiona');
});

test("a page's Refresh asks the platform for the organization again, however fresh the sign-in's answer", async ({
  page,
}) => {
  test.slow();
  const sent = countRequests(page);
  await login(page, 'anna.admin@carrier.example');
  await page.getByRole('link', { name: 'Integrations', exact: true }).click();
  const card = page.locator('.scr-integration', { hasText: 'My Port of Antwerp-Bruges' });
  await expect(card.getByRole('button', { name: 'Refresh' })).toBeVisible({ timeout: 15_000 });
  // The sign-in's answer served the landing page and the integrations page's first read.
  expect(sent(/\/organizations\/\d+$/)).toBe(1);

  const reread = page.waitForResponse((r) => /\/organizations\/\d+$/.test(new URL(r.url()).pathname));
  await card.getByRole('button', { name: 'Refresh' }).click();
  await reread;
  expect(sent(/\/organizations\/\d+$/)).toBe(2);
});
