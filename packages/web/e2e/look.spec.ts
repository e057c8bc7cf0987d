import type { Page } from '@playwright/test';
import { expect, login, test } from './sign-in-support.ts';
import { rowIn, UNREACHABLE_WALLET } from './connections-support.ts';
import { atRest } from './at-rest.ts';

// The look of every page, in English, against committed screenshots (look.spec.ts-snapshots/): how
// the stylesheets are split and loaded may change, what a user sees may not. A platform of the
// worker's own, read only (sign-in-support.ts).
// The main dialogs too, each on its own screenshot (light and dark: the dark project runs this spec again).
// After a deliberate change of the look: `playwright test e2e/look.spec.ts --update-snapshots`.

/** A small tolerance (about 100 pixels of a page): anti-aliasing of text may differ a little between runs. */
const same = { maxDiffPixelRatio: 0.0001, animations: 'disabled', caret: 'hide' } as const;

/**
 * The demo world's dates are days before today: each shown date is written as one fixed date before
 * a screenshot, so the layout is the same on any day ('01 Nov 2026', 'Thu 29 Jan 2026'), and each time
 * of day as '12:00'.
 */
const fixDates = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.textContent = (node.textContent ?? '')
        .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{2} [A-Z][a-z]{2} \d{4}\b/g, 'Thu 01 Jan 2026')
        .replace(/\b\d{2} [A-Z][a-z]{2} \d{4}\b/g, '01 Jan 2026')
        .replace(/\b\d{2}:\d{2}\b/g, '12:00')
        // The fake platform's wallets listen on free ports: a wallet URL shown (Can't connect…) varies.
        .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:40000');
    }
  });

const shot = async (page: Page, name: string) => {
  await fixDates(page);
  await expect(page).toHaveScreenshot(name, { ...same, fullPage: true });
};

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });

test('the login page, and its Forgot password dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await shot(page, 'login.png');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await dialogShot(page, 'Forgot password?', 'dialog-forgot-password.png');
});

test('the signed-in pages', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'anna.admin@carrier.example');
  await expect(page.getByRole('heading', { name: 'Organization profile' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Antwerp Carrier NV');
  await shot(page, 'organization.png');
  for (const [link, heading, name] of [
    ['Users', 'Users', 'users.png'],
    ['Connections', 'Connections', 'connections.png'],
    ['Integrations', 'Integrations', 'integrations.png'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
    await shot(page, name);
  }
});

/** A dialog's own screenshot, once its content has loaded. */
const dialogShot = async (page: Page, name: string, file: string) => {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  // Opened: its focus taken (the snapshot shows where), not still growing in.
  await atRest(page);
  await fixDates(page);
  await expect(dialog).toHaveScreenshot(file, same);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
};

test('the dialogs', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'anna.admin@carrier.example');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Invite user' }).click();
  await dialogShot(page, 'Invite user for Antwerp Carrier NV', 'dialog-invite-user.png');
  const ulrich = page.getByRole('row').filter({ hasText: 'ulrich.users@carrier.example' });
  await ulrich.getByRole('button', { name: 'Edit user' }).click();
  await dialogShot(page, 'Edit user Ulrich', 'dialog-edit-user.png');
  await ulrich.getByRole('button', { name: 'Delete user' }).click();
  await dialogShot(page, 'Are you sure you want to delete this user?', 'dialog-delete-user.png');

  await page.getByRole('link', { name: 'Connections', exact: true }).click();
  await expect(page.getByText('These are your active connections')).toBeVisible();
  await page.getByRole('button', { name: 'Connect with another organization' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect with another organization' });
  await expect(connect.getByRole('checkbox').first()).toBeVisible();
  await dialogShot(page, 'Connect with another organization', 'dialog-connect.png');
  await page.getByRole('button', { name: 'Connect with another organization' }).click();
  await page.getByRole('button', { name: 'Organization is not in the list' }).click();
  await dialogShot(page, 'Invite a new organization to onboard', 'dialog-invite-organization.png');
  await (
    await rowIn(page, 'waiting', 'Zeebrugge Transport BV')
  )
    .getByRole('button', { name: 'Pending' })
    .click();
  await dialogShot(page, 'Connection status', 'dialog-connection-status.png');
  await (await rowIn(page, 'waiting', 'Oostende Reefers NV')).getByRole('button', { name: 'Sent' }).click();
  await dialogShot(page, 'Invitation status', 'dialog-invitation-status.png');
  await page.keyboard.press('Shift+Slash');
  await dialogShot(page, 'Keyboard shortcuts', 'dialog-shortcuts.png');

  await page.getByRole('link', { name: 'Integrations', exact: true }).click();
  await page.getByRole('button', { name: 'Connect with Portbase' }).click();
  await dialogShot(page, 'Connect with Secure Chain / Vertrouwensketen by Portbase', 'dialog-portbase.png');
});

test('the login dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await dialogShot(page, 'Forgot password?', 'dialog-forgot-password.png');
});
