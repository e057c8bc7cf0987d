import type { Page } from '@playwright/test';
import { recordReliability } from '../../fake-platform/src/testing/reliability.ts';
import { signIn } from './connections-support.ts';
import { expect, test } from './sign-in-support.ts';

// Tokens (product-reference §9): the wallet token lives in local storage, the API session token in
// session storage; Logout clears both; a new tab of the same browser shares local storage (the wallet
// session) but not session storage, so it starts at the login screen (§4 Login: only a stored API
// session is reused). Logout also ends the session on the platform: a copy of the token is refused.
// Read-only for the world: Anna only signs in and out.

const WALLET_KEY = 'scr.walletSession';
const API_KEY = 'scr.apiSession';

type Stores = { local: Record<string, string>; session: Record<string, string> };
const storesOf = (page: Page): Promise<Stores> =>
  page.evaluate(() => {
    const dump = (s: Storage) =>
      Object.fromEntries(
        Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').map((k) => [k, s.getItem(k) ?? '']),
      );
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });

const loginScreen = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

test('tokens: wallet token in local storage, API token in session storage; Logout clears both', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  let cases = 0;
  const check = async (what: () => Promise<void>) => {
    await what();
    cases += 1;
  };

  await signIn(page, 'anna.admin@carrier.example');
  const stores = await storesOf(page);
  const wallet = JSON.parse(stores.local[WALLET_KEY] ?? 'null') as { token: string; exp: number } | null;
  const api = JSON.parse(stores.session[API_KEY] ?? 'null') as {
    accessToken: string;
    exp: number;
    orgUserId: number;
  } | null;
  // The stored API token, presented by hand: as a copy of it would be after the user logs out.
  const withStoredToken = () =>
    page.request.get('/api/organization-users?$limit=1', {
      headers: { authorization: `Bearer ${api!.accessToken}`, id: String(api!.orgUserId) },
    });

  await check(async () => {
    // The wallet session: in local storage with its token and expiry, and nowhere else.
    expect(wallet?.token).toBeTruthy();
    expect(wallet!.exp * 1000).toBeGreaterThan(Date.now());
    expect(stores.session[WALLET_KEY]).toBeUndefined();
    expect(Object.values(stores.session).join('\n')).not.toContain(wallet!.token);
  });
  await check(async () => {
    // The API session: in session storage, never in local storage.
    expect(api?.accessToken).toBeTruthy();
    expect(api!.exp * 1000).toBeGreaterThan(Date.now());
    expect(stores.local[API_KEY]).toBeUndefined();
    expect(Object.values(stores.local).join('\n')).not.toContain(api!.accessToken);
  });
  await check(async () => {
    // Neither token travels in a cookie.
    const cookies = (await context.cookies()).map((c) => c.value).join('\n');
    expect(cookies).not.toContain(wallet!.token);
    expect(cookies).not.toContain(api!.accessToken);
  });
  await check(async () => {
    // A reload of the same tab reuses the stored API session (§4 Login).
    await page.goto('/organization/users');
    await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible();
  });

  // A new tab of the same browser: the wallet session is there, the API session is not.
  const tab = await context.newPage();
  await tab.goto('/organization/users');
  await check(async () => {
    await expect(loginScreen(tab)).toBeVisible();
    await expect(tab.getByRole('heading', { name: 'Please review your users' })).toHaveCount(0);
  });
  await check(async () => {
    const fresh = await storesOf(tab);
    expect(fresh.local[WALLET_KEY]).toBe(stores.local[WALLET_KEY]);
    expect(fresh.session[API_KEY]).toBeUndefined();
  });
  await tab.close();

  await check(async () => {
    expect((await withStoredToken()).status()).toBe(200);
  });

  // Logout (profile menu) clears both, and ends the session on the platform.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/loggedout$/);
  await check(async () => {
    const after = await storesOf(page);
    expect(after.session[API_KEY]).toBeUndefined();
    expect(after.local[WALLET_KEY]).toBeUndefined();
  });
  await check(async () => {
    // A copy of the logged-out token is refused by the platform, well before it would expire.
    await expect.poll(async () => (await withStoredToken()).status()).toBe(401);
  });
  await check(async () => {
    // And nothing of the session is left behind: a guarded page asks to log in again.
    await page.goto('/organization/users');
    await expect(loginScreen(page)).toBeVisible();
  });

  recordReliability('tokens', cases, 0);
});

test('tokens: an expired or damaged stored API session is never reused', async ({ page }) => {
  test.setTimeout(60_000);
  let cases = 0;
  await signIn(page, 'anna.admin@carrier.example');
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), API_KEY);
  expect(stored).toBeTruthy();
  const variants: Array<[string, (raw: string) => string]> = [
    [
      'expired',
      (raw) => JSON.stringify({ ...(JSON.parse(raw) as object), exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['not JSON', () => '{"accessToken":'],
    ['no token', (raw) => JSON.stringify({ ...(JSON.parse(raw) as object), accessToken: undefined })],
  ];
  for (const [, damage] of variants) {
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      API_KEY,
      damage(stored!),
    ] as const);
    await page.goto('/organization/users');
    await expect(loginScreen(page)).toBeVisible();
    cases += 1;
  }
  recordReliability('tokens', cases, 0);
});
