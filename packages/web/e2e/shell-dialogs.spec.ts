import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillLogin, login, test } from './sign-in-support.ts';
import { openConnections, signIn, snackbar } from './connections-support.ts';
import { abortRequest } from './console-errors.ts';

// Product-reference §2.3 the shell dialogs 'Please wait' and 'Contact us for your final activation'; §4, §8, §9
// the organizations that are 'Not activated yet'; the demo world of architecture §4.

/**
 * Holds the platform's answers to requests matching `url` (and `method`) for a while, so a step that
 * is quick on this machine takes as long as over a slow network: long enough to see 'Please wait'.
 */
const slowDown = async (page: Page, url: string, method?: string) => {
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await new Promise((wait) => setTimeout(wait, 1500));
    await route.fallback();
  });
};

const pleaseWait = (page: Page) => page.getByRole('dialog', { name: 'Please wait' });
const finalActivation = (page: Page) =>
  page.getByRole('dialog', { name: 'Contact us for your final activation' });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

test.describe("'Please wait' over the login (product-reference §2.3, §4 Login)", () => {
  test('covers the wallet and API sign-in after Login, until the landing page', async ({ page }) => {
    await slowDown(page, '**/api/authentication**');
    await login(page, 'anna.admin@carrier.example');
    await expect(pleaseWait(page)).toBeVisible();
    await expect(pleaseWait(page).getByRole('progressbar', { name: 'Please wait' })).toBeVisible();
    await expect(page).toHaveURL(/\/organization$/);
    await expect(pleaseWait(page)).toBeHidden();
  });

  test('closes when the sign-in fails, and the form shows why', async ({ page }) => {
    await slowDown(page, '**/api/authentication**');
    await page.goto('/');
    await fillLogin(page, 'anna.admin@carrier.example', 'not-the-password');
    await loginButton(page).click();
    await expect(pleaseWait(page)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Invalid credentials');
    await expect(pleaseWait(page)).toBeHidden();
    await expect(loginButton(page)).toBeEnabled();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
  });
});

test.describe("'Contact us for your final activation' at login (product-reference §2.3, §4, §9)", () => {
  test("opens for Hans, whose organization awaits the platform's activation", async ({ page, request }) => {
    const { supportEmail } = (await (await request.get('/config.json')).json()) as { supportEmail: string };
    await page.goto('/');
    await page.getByLabel('Email').fill('hans.driver@drivers.example');
    await page.getByLabel('Email').press('Tab');
    const dialog = finalActivation(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `Your account is almost ready. Please contact us at ${supportEmail} to complete its activation.`,
    );
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('option', { name: 'Hamburg Drivers GmbH – Not activated yet' }),
    ).toBeDisabled();
  });

  test('does not open for a user who is not active; the administrator is the one to ask (product-reference §8)', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill('iris.inactive@carrier.example');
    await page.getByLabel('Email').press('Tab');
    await expect(page.getByRole('alert')).toHaveText(
      'Your account has not been activated. Please contact your administrator.',
    );
    await expect(page.getByRole('option', { name: 'Antwerp Carrier NV – Not activated yet' })).toBeDisabled();
    await expect(finalActivation(page)).toHaveCount(0);
  });

  test('does not open for an email that can sign in', async ({ page }) => {
    await page.goto('/');
    await fillLogin(page, 'fiona.forwarder@forwarder.example', DEMO_PASSWORD, 'Ghent Forwarding BV');
    await expect(page.getByRole('option', { name: 'Ghent Forwarding BV' })).toBeEnabled();
    // Had the dialog opened, its backdrop would take this click: signing in proves it did not.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/organization/);
    await expect(finalActivation(page)).toHaveCount(0);
  });
});

test.describe("'Please wait' over the wallet handshake (product-reference §2.3, §2.6, §4)", () => {
  // Accepting changes the world: the next test of this worker starts with a reset.
  test.use({ changesWorld: true });
  test.describe.configure({ timeout: 90_000 });

  test('covers Accept until the connection moved on', async ({ page }) => {
    await signIn(page, 'anna.admin@carrier.example');
    await openConnections(page, 'accepted');
    const accept = page.getByRole('tabpanel').getByRole('button', { name: 'Accept', exact: true });
    const before = await accept.count();
    expect(before).toBeGreaterThan(0);
    await slowDown(page, '**/api/connections/**', 'PATCH');
    await accept.first().click();
    await expect(pleaseWait(page)).toBeVisible();
    await expect(snackbar(page, 'Connection accepted successfully')).toBeVisible();
    await expect(pleaseWait(page)).toBeHidden();
    await expect(accept).toHaveCount(before - 1);
  });

  test('closes when the platform cannot be reached, and nothing is accepted', async ({ page }) => {
    await signIn(page, 'anna.admin@carrier.example');
    await openConnections(page, 'accepted');
    const accept = page.getByRole('tabpanel').getByRole('button', { name: 'Accept', exact: true });
    const before = await accept.count();
    await page.route('**/api/connections/**', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await new Promise((wait) => setTimeout(wait, 1500));
      await abortRequest(route, 'internetdisconnected');
    });
    await accept.first().click();
    await expect(pleaseWait(page)).toBeVisible();
    await expect(pleaseWait(page)).toBeHidden();
    await expect(accept).toHaveCount(before);
    await expect(accept.first()).toBeEnabled();
  });
});
