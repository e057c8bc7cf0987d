import type { Locator, Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { seriousViolations } from './axe-support.ts';
import { tableRow } from './table-support.ts';
import { openConnections, rowIn, signIn, UNREACHABLE_WALLET } from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';
import { expectPdfBehind } from './procedure-support.ts';

// The connections page and every one of its dialogs, 'Wallet upgrade required', and the states of
// the organization profile, integrations and users pages that users-accessibility.spec.ts does not
// reach (validation errors, the Portbase dialog, the delete confirmation, the password reset
// chooser) have no serious or critical accessibility violations (axe, WCAG 2 A/AA).
// Nothing is submitted: the demo world stays as it is.

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });

// Many scans per test on a busy machine: more time than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const ANNA = 'anna.admin@carrier.example';

/** The open dialogs: the page behind them is scanned on its own. */
const DIALOG = '[role="dialog"]';

/** Waits for a dialog, scans it, answers it. */
const scanDialog = async (page: Page, name: string): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, DIALOG), name).toEqual([]);
  return dialog;
};

const closeDialog = async (dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
};

test('the connections page and its dialogs pass axe', async ({ page }) => {
  await signIn(page, ANNA);
  await openConnections(page);
  await expect(page.getByText('These are your active connections')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // 'Connect with another organization', then the carrier's confirmation with customer references.
  await page.getByRole('button', { name: 'Connect with another organization' }).click();
  const connect = await scanDialog(page, 'Connect with another organization');
  await expect(connect.getByRole('checkbox').first()).toBeVisible();
  await connect.getByRole('button', { name: 'Send connection request' }).click();
  await expect(connect.getByText('Please select one or more organizations')).toBeVisible();
  expect(await seriousViolations(page, DIALOG), 'connect: nothing selected').toEqual([]);
  for (const name of ['Namur Fluvial SA', 'Lille Transports SAS']) {
    await connect.getByLabel('Search by name').fill(name);
    await connect.getByRole('checkbox', { name: `Select ${name}` }).check({ force: true });
  }
  await connect.getByRole('button', { name: 'Send 2 connection requests' }).click();
  await expect(connect.getByText('Are you sure you want to connect with this organization?')).toBeVisible();
  await expect(connect.getByLabel('Add your customer reference')).toHaveCount(2);
  expect(await seriousViolations(page, DIALOG), 'connect: confirmation').toEqual([]);
  await connect.getByRole('button', { name: 'Cancel' }).click();

  // 'Invite a new organization to onboard': empty, with the errors, with the VAT lookup notice.
  await connect.getByRole('button', { name: 'Organization is not in the list' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a new organization to onboard' });
  await invite.getByRole('button', { name: 'Send invitation to register' }).click();
  await expect(invite.getByText('Please provide a company name')).toBeVisible();
  await invite.getByLabel('VAT').fill('BE0777777777');
  await invite.getByLabel('VAT').press('Tab');
  await expect(invite.getByText(/^VAT number found\./)).toBeVisible();
  expect(await seriousViolations(page, DIALOG), 'invite: errors and lookup notice').toEqual([]);
  await invite.getByRole('button', { name: 'Cancel' }).click();
  await expect(invite).toBeHidden();

  // 'Connection status' (the timeline) and 'Invitation status'.
  await (
    await rowIn(page, 'waiting', 'Zeebrugge Transport BV')
  )
    .getByRole('button', { name: 'Pending' })
    .click();
  await closeDialog(await scanDialog(page, 'Connection status'));
  await (await rowIn(page, 'waiting', 'Oostende Reefers NV')).getByRole('button', { name: 'Sent' }).click();
  await closeDialog(await scanDialog(page, 'Invitation status'));

  // Tab 3: the table with its Message column, and 'Invitation message'.
  const cancelled = await rowIn(page, 'cancelled', 'Kortrijk Logistics BV');
  expect(await seriousViolations(page), 'cancelled tab').toEqual([]);
  await cancelled.getByRole('button', { name: 'SHOW' }).click();
  await closeDialog(await scanDialog(page, 'Invitation message'));
});

test('the organization profile with errors and the Portbase dialogs pass axe', async ({ page }) => {
  await signIn(page, ANNA);
  await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your data below' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('Company name').fill('');
  await page.getByLabel('Support email').fill('support@');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Email is not valid')).toBeVisible();
  expect(await seriousViolations(page), 'profile with errors').toEqual([]);
  await page.getByLabel('Country').fill('bel');
  await expect(page.getByRole('option', { name: 'Belgium' })).toBeVisible();
  expect(await seriousViolations(page), 'country suggestions').toEqual([]);

  // The changes are not saved: leaving asks first.
  await page.getByRole('link', { name: 'Integrations', exact: true }).click();
  const leave = await scanDialog(page, 'Leave without saving?');
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await page.getByRole('button', { name: 'Connect with Portbase' }).click();
  const portbase = await scanDialog(page, 'Connect with Secure Chain / Vertrouwensketen by Portbase');
  await portbase.getByText('I am also an Inland Operator').click();
  await portbase.getByRole('button', { name: 'Confirm' }).click();
  await expect(portbase.getByText('Please provide an EAN code')).toBeVisible();
  expect(await seriousViolations(page, DIALOG), 'Portbase dialog with the EAN error').toEqual([]);
  await portbase.getByRole('button', { name: 'Back' }).click();
  await expect(portbase).toBeHidden();
});

test("Otto's 'Wallet upgrade required' dialog passes axe and links the procedure PDF", async ({ page }) => {
  await signIn(page, 'otto.old@barge.example');
  // Otto's own language is Dutch (architecture §4 demo world): this scan reads the English texts.
  await switchLanguage(page, 'en');
  await openConnections(page);
  await page.getByRole('button', { name: 'Connect with another organization' }).click();
  const upgrade = await scanDialog(page, 'Wallet upgrade required');
  await expect(upgrade).toContainText('Connection actions need wallet version 1.1.4 or later.');
  const link = upgrade.getByRole('link', { name: 'Wallet upgrade procedure (PDF)' });
  await expect(link).toHaveAttribute('href', '/help/wallet-upgrade-procedure.pdf');
  await expectPdfBehind(page, link);
});

test("the users page's delete confirmation and password reset chooser pass axe", async ({ page }) => {
  const fiona = 'fiona.forwarder@forwarder.example';
  await signIn(page, fiona, 'Ghent Forwarding BV');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
    timeout: 15_000,
  });
  const row = tableRow(page, fiona);

  // Fiona's own Delete is unavailable (it says why on the row): the confirmation opens on Nina's.
  await tableRow(page, 'nina.neweula@forwarder.example').getByRole('button', { name: 'Delete user' }).click();
  const confirm = await scanDialog(page, 'Are you sure you want to delete this user?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await row.getByRole('button', { name: 'Change password' }).click();
  const chooser = page.getByRole('dialog', {
    name: 'Choose for which organizations you wish to reset your password',
  });
  await expect(chooser.getByRole('img', { name: 'Available' })).toHaveCount(2, { timeout: 15_000 });
  await chooser.getByRole('button', { name: 'Reset password(s)' }).click();
  await expect(chooser.getByText('Please choose at least one organization from the list')).toBeVisible();
  expect(await seriousViolations(page, DIALOG), 'password reset chooser with errors').toEqual([]);
});
