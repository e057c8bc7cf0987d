import type { Page, Route } from '@playwright/test';
import { catalogues } from '../../domain/src/testing/index.ts';
import { confirmDanger, rowIn, signIn, snackbar } from './connections-support.ts';
import { expect, test } from './sign-in-support.ts';

// A write the platform did not serve says so in the words a failed load uses (what happened, try
// again, the support address), never the response's raw text ('Internal Server Error', an
// exception's message) nor the sign-in's gateway-timeout text; the form keeps what was typed.

test.use({ changesWorld: true });

const support = 'support@scr.example';
const FAILED = catalogues.en['shared.error.loadFailed'].replace('{support}', support);
const TIMED_OUT = catalogues.en['shared.error.loadTimedOut'].replace('{support}', support);
const UNREACHABLE_API = 'Could not reach the API. Please contact your admin user.';
const TIMEOUT_MS = 4_000;

/** A 500 on every write of the platform API (its reads still answer), with this body's message. */
const failWrites = (page: Page, message: string) =>
  page.route('**/api/**', (route: Route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ name: 'GeneralError', message, code: 500 }),
        }),
  );

/** Serves the platform's own /config.json with a short call timeout. */
const shortTimeout = (page: Page) =>
  page.route('**/config.json', async (route) => {
    const served = await route.fetch();
    const config = (await served.json()) as Record<string, unknown>;
    await route.fulfill({ response: served, json: { ...config, apiTimeoutMs: TIMEOUT_MS } });
  });

/** Leaves the profile (its unsaved city kept, so the page asks) for the Users page's invite dialog. */
const openInvite = async (page: Page) => {
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: /^Invite user for / });
  await dialog.getByLabel('First name').fill('Wanda');
  await dialog.getByLabel('Last name').fill('Writefail');
  await dialog.getByLabel('Email').fill('wanda.writefail@carrier.example');
  await dialog.getByLabel('SCR App role').selectOption({ label: 'Regular' });
  return dialog;
};

test('a 500 on a profile save, an invite and a decline says what happened, not the raw text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'anna.admin@carrier.example');
  await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
  await page.getByLabel('City').fill('Failcity');
  await failWrites(page, 'Internal Server Error');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(snackbar(page, FAILED)).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toBeHidden();
  await expect(page.getByLabel('City')).toHaveValue('Failcity');

  await page.unroute('**/api/**');
  await failWrites(page, 'boom');
  const dialog = await openInvite(page);
  await dialog.getByRole('button', { name: 'Invite user' }).click();
  await expect(snackbar(page, FAILED)).toBeVisible();
  await expect(page.getByText('boom')).toBeHidden();
  await expect(dialog.getByLabel('Email')).toHaveValue('wanda.writefail@carrier.example');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.unroute('**/api/**');
  await page.getByRole('link', { name: 'Connections', exact: true }).click();
  const liege = await rowIn(page, 'todo', 'Liege Trucking SA');
  await failWrites(page, 'Internal Server Error');
  // A connection action: Decline (Accept's lost write is a half-done step, which says so itself).
  await liege.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Decline' }).click();
  await confirmDanger(
    page,
    'Are you sure you want to decline this connection request?',
    'Decline request of Liege Trucking SA',
  );
  await expect(snackbar(page, FAILED)).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toBeHidden();
});

test('a profile save and an invite that never answer say the platform did not answer', async ({ page }) => {
  test.setTimeout(90_000);
  await shortTimeout(page);
  await signIn(page, 'anna.admin@carrier.example');
  await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
  await page.getByLabel('City').fill('Hungcity');
  // Writes are held, never answered: only the timeout can end them.
  await page.route('**/api/**', (route) =>
    route.request().method() === 'GET' ? route.fallback() : undefined,
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(snackbar(page, TIMED_OUT)).toBeVisible({ timeout: TIMEOUT_MS + 10_000 });
  await expect(page.getByText(UNREACHABLE_API)).toBeHidden();
  await expect(page.getByLabel('City')).toHaveValue('Hungcity');

  const dialog = await openInvite(page);
  await dialog.getByRole('button', { name: 'Invite user' }).click();
  await expect(snackbar(page, TIMED_OUT)).toBeVisible({ timeout: TIMEOUT_MS + 10_000 });
  await expect(page.getByText(UNREACHABLE_API)).toBeHidden();
  await expect(dialog.getByLabel('Last name')).toHaveValue('Writefail');
});
