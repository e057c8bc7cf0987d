import type { BrowserContext, Locator, Page } from '@playwright/test';
import { catalogues } from '../../domain/src/testing/index.ts';
import { recordReliability } from '../../fake-platform/src/testing/reliability.ts';
import { rowIn, signedIn, snackbar, UNREACHABLE_WALLET } from './connections-support.ts';
import { apiAs, expect, test } from './sign-in-support.ts';
import { abortRequest } from './console-errors.ts';
import { apiSessionOf } from './reliability-support.ts';
import { saveProfileOverOthers } from './profile-support.ts';

// Faults: the API down, the API answering 504, the browser offline, a wallet going down
// between handshake steps, the access token and the wallet token expiring. Each shows the spec's §8
// message (the session-expired dialog where §8 says), what was typed survives, and the same save
// works once the fault is gone.

const ANNA = 'anna.admin@carrier.example';
/** A write the platform did not answer (refused connection, 504) says so as a failed load does. */
const NO_ANSWER = catalogues.en['shared.error.loadTimedOut'].replace('{support}', 'support@scr.example');
const OFFLINE = 'You are offline. Please check your network connection.';
const WALLET_OFFLINE = /^Can't connect to wallet on http:\/\/127\.0\.0\.1:\d+: ./;
const SESSION_EXPIRED = 'For security reasons, your session has expired. Please log out and back in again.';

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts);
// the 'browser offline' fault (context.setOffline) fails the requests made meanwhile, on purpose too.
test.use({ consoleErrors: [UNREACHABLE_WALLET, 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED'] });
test.use({ changesWorld: true });

type Fault = {
  readonly name: string;
  readonly message: string;
  /** Starts the fault; answers the function that ends it. */
  readonly start: (page: Page, context: BrowserContext) => Promise<() => Promise<void>>;
};

const apiCalls = '**/api/**';
const faults: readonly Fault[] = [
  {
    name: 'API down',
    message: NO_ANSWER,
    start: async (page) => {
      await page.route(apiCalls, (route) => abortRequest(route, 'connectionrefused'));
      return () => page.unroute(apiCalls);
    },
  },
  {
    name: 'API answering 504',
    message: NO_ANSWER,
    start: async (page) => {
      await page.route(apiCalls, (route) =>
        route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>504 Gateway Time-out</h1>' }),
      );
      return () => page.unroute(apiCalls);
    },
  },
  {
    name: 'browser offline',
    message: OFFLINE,
    start: async (_page, context) => {
      await context.setOffline(true);
      return () => context.setOffline(false);
    },
  },
];

/** A danger snackbar with this text. */
const failure = (page: Page, text: string | RegExp): Locator =>
  page.locator('.bp6-toast.bp6-intent-danger').filter({ hasText: text });

/** Dismisses every snackbar, so the next fault's message cannot be an earlier one still showing. */
const clearSnackbars = async (page: Page): Promise<void> => {
  const toasts = page.locator('.bp6-toast');
  for (const toast of await toasts.all())
    await toast
      .getByRole('button')
      .last()
      .click({ timeout: 2_000 })
      .catch(() => undefined); // gone by itself meanwhile
  await expect(toasts).toHaveCount(0);
};

test('faults: every form keeps what was typed, shows the message, and saves after recovery', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  let cases = 0;
  const anna = await signedIn(browser, baseURL, ANNA);
  const context = anna.context();
  const organizationId = (await apiSessionOf(anna))!.organizationId;

  // The organization profile (product-reference §2.4): a new city survives each fault, then saves.
  await expect(anna.getByRole('heading', { name: 'Please review your data below' })).toBeVisible();
  for (const fault of faults) {
    const city = `Faultcity ${fault.name}`;
    await anna.getByLabel('City').fill(city);
    await clearSnackbars(anna);
    const end = await fault.start(anna, context);
    await anna.getByRole('button', { name: 'Save changes' }).click();
    await expect(failure(anna, fault.message)).toBeVisible();
    await expect(anna.getByLabel('City')).toHaveValue(city);
    await end();
    await saveProfileOverOthers(anna, 'en');
    const saved = await apiAs<{ city: string }>(anna, 'GET', `/organizations/${organizationId}`);
    expect(saved.city).toBe(city);
    cases += 1;
  }

  // The invite-user dialog (product-reference §2.5).
  await anna.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(anna.getByRole('heading', { name: 'Please review your users' })).toBeVisible();
  for (const fault of faults) {
    const email = `fault.${fault.name.replace(/\W+/g, '-').toLowerCase()}.${Date.now()}@carrier.example`;
    await anna.getByRole('button', { name: 'Invite user' }).click();
    const dialog = anna.getByRole('dialog', { name: /^Invite user for / });
    await dialog.getByLabel('First name').fill('Fault');
    await dialog.getByLabel('Last name').fill(fault.name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('SCR App role').selectOption({ label: 'Regular' });
    await clearSnackbars(anna);
    const end = await fault.start(anna, context);
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    await expect(failure(anna, fault.message)).toBeVisible();
    await expect(dialog.getByLabel('Last name')).toHaveValue(fault.name);
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('SCR App role')).toHaveValue('regular');
    await end();
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    await expect(snackbar(anna, 'User added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const found = await apiAs<{ data: unknown[] }>(
      anna,
      'GET',
      `/organization-users?organizationId=${organizationId}&email=${encodeURIComponent(email)}`,
    );
    expect(found.data).toHaveLength(1);
    cases += 1;
  }

  // The invite-organization dialog (product-reference §2.6).
  await anna.getByRole('link', { name: 'Connections', exact: true }).click();
  await expect(anna.getByRole('tab', { name: /^ACTIVE CONNECTIONS/ })).toBeVisible();
  for (const [i, fault] of faults.entries()) {
    const name = `Fault Reefers ${i}`;
    await anna.getByRole('button', { name: 'Connect with another organization' }).click();
    await anna.getByRole('button', { name: 'Organization is not in the list' }).click();
    const dialog = anna.getByRole('dialog', { name: 'Invite a new organization to onboard' });
    await dialog.getByLabel('Company name').fill(name);
    await dialog.getByLabel('Company email').fill(`info@fault${i}.example`);
    await dialog.getByLabel('VAT').fill(`BE05550002${i}0`);
    await dialog.getByLabel('VAT').press('Tab');
    await expect(dialog.getByText(/^Organization not registered yet\./)).toBeVisible();
    await dialog.getByLabel('Your customer reference').fill(`REF-${i}`);
    await dialog.getByLabel('Message').fill(`Hello ${fault.name}`);
    await clearSnackbars(anna);
    const end = await fault.start(anna, context);
    await dialog.getByRole('button', { name: 'Send invitation to register' }).click();
    // Offline, a connection action fails first at its wallet status check (product-reference §8 'Can't connect to wallet').
    await expect(
      failure(anna, fault.name === 'browser offline' ? WALLET_OFFLINE : fault.message),
    ).toBeVisible();
    await expect(dialog.getByLabel('Company name')).toHaveValue(name);
    await expect(dialog.getByLabel('Your customer reference')).toHaveValue(`REF-${i}`);
    await expect(dialog.getByLabel('Message')).toHaveValue(`Hello ${fault.name}`);
    await end();
    await dialog.getByRole('button', { name: 'Send invitation to register' }).click();
    await expect(snackbar(anna, `Invitation sent successfully to ${name}`)).toBeVisible();
    await expect(await rowIn(anna, 'waiting', name)).toBeVisible();
    cases += 1;
  }

  recordReliability('faults', cases, 0);
});

test('faults: the wallet goes down between handshake steps; the tokens expire', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  let cases = 0;
  const { hostedWalletUrl } = (await (await request.get('/config.json')).json()) as {
    hostedWalletUrl: string;
  };
  const anna = await signedIn(browser, baseURL, ANNA);
  const organizationId = (await apiSessionOf(anna))!.organizationId;
  type Connection = { reference: string; status: string; organizationIdA: number; organizationIdB: number };
  /** The connection another organization asked Antwerp for, as the platform holds it now. */
  const connectionWith = async (as: Page, other: number): Promise<Connection> => {
    const answer = await apiAs<Connection[] | { data: Connection[] }>(as, 'GET', '/connections');
    const list = Array.isArray(answer) ? answer : answer.data;
    const found = list.find((c) => c.organizationIdA === other && c.organizationIdB === organizationId);
    if (!found) throw new Error(`no connection from ${other}`);
    return found;
  };

  // Liege asked Antwerp (step 1 done); Antwerp's wallet goes down before Anna accepts (step 2).
  await anna.getByRole('link', { name: 'Connections', exact: true }).click();
  const liege = await rowIn(anna, 'todo', 'Liege Trucking SA');
  const wallet = `${new URL(hostedWalletUrl).origin}/**`;
  await anna.route(wallet, (route) =>
    new URL(route.request().url()).pathname.endsWith('/version')
      ? route.fallback()
      : abortRequest(route, 'connectionrefused'),
  );
  await liege.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(snackbar(anna, 'Could not reach your wallet. Are you sure it is running?')).toBeVisible();
  await expect(liege).toBeVisible();
  expect((await connectionWith(anna, 4)).status).toBe('pending');
  await anna.unroute(wallet);
  await liege.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(snackbar(anna, 'Connection accepted successfully')).toBeVisible();
  expect((await connectionWith(anna, 4)).status).toBe('accepted');
  cases += 1;

  /**
   * Anna types a city, the token expires (`expire`), she saves: the session-expired dialog with the
   * §8 text, over the form that still holds what was typed; its Logout leads out.
   */
  const saveAfterExpiry = async (page: Page, expire: () => Promise<void>) => {
    await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
    await page.getByLabel('City').fill('Expiredcity');
    await expire();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const expired = page.getByRole('dialog', { name: 'Your session has expired' });
    await expect(expired.getByText(SESSION_EXPIRED)).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Expiredcity');
    await expired.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/loggedout$/);
    cases += 1;
  };

  // The access token expires on the platform's clock while the browser's is behind: the platform
  // answers 401, and a 401 of the signed-in app is a session the platform ended.
  await saveAfterExpiry(anna, async () => {
    expect((await request.post('/__dev/api/clock', { data: { advanceDays: 1 } })).ok()).toBe(true);
  });
  expect((await request.post('/__dev/api/clock', { data: { now: new Date().toISOString() } })).ok()).toBe(
    true,
  );

  // And in the browser too: the token's expiry on the browser's clock opens the dialog before any call.
  const later = await signedIn(browser, baseURL, ANNA);
  await saveAfterExpiry(later, () => later.clock.setSystemTime(new Date(Date.now() + 86_400_000 + 60_000)));

  // The wallet token expires within a session: the next wallet step opens the dialog.
  // Every page of a tab reads the wallet's verified badges too: the token expires only once To do's
  // read has answered, so that Anna's Accept, not that read, is the next wallet call. Opened
  // straight on To do, the page makes that one read.
  const again = await signedIn(browser, baseURL, ANNA);
  const verifiedRead = again.waitForResponse((answer) => answer.url().endsWith('/connections/verified'));
  await again.goto('/organization/connections?tab=todo');
  await verifiedRead;
  const ghent = again.getByRole('tabpanel').getByRole('row', { name: /Ghent Forwarding BV/ });
  await again.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('scr.walletSession') ?? '{}') as { exp: number };
    localStorage.setItem(
      'scr.walletSession',
      JSON.stringify({ ...session, exp: Math.floor(Date.now() / 1000) - 1 }),
    );
  });
  await ghent.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(snackbar(again, 'Wallet token expired')).toBeVisible();
  await expect(
    again.getByRole('dialog', { name: 'Your session has expired' }).getByText(SESSION_EXPIRED),
  ).toBeVisible();
  expect((await connectionWith(again, 2)).status).toBe('pending');
  cases += 1;

  recordReliability('faults', cases, 0);
});
