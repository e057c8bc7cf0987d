import type { Locator, Page } from '@playwright/test';
import { recordReliability } from '../../fake-platform/src/testing/reliability.ts';
import {
  confirmDanger,
  openConnections,
  signedIn,
  snackbar,
  UNREACHABLE_WALLET,
} from './connections-support.ts';
import { apiAs, expect, test } from './sign-in-support.ts';
import { apiSessionOf, expectNothingInjected, rowWith, watchPage } from './reliability-support.ts';
import { cellOf, tableRow } from './table-support.ts';

// Hostile input in the browser: script, HTML, URL, template and ICU-message payloads in every
// free-text field another user or organization sees (company names, user names, invitation messages,
// customer references), set through the API and through the forms, then opened in every view that
// shows them. Each must show literally: no JavaScript dialog, no injected element, no CSP violation.

const P = {
  /** Antwerp's company name (Anna renames it through the API). */
  antwerp: `<img src=x onerror=alert(1)> Antwerp {name} '{'`,
  /** Ghent's company name (Fiona renames it through the API). */
  ghent: `"><svg onload=alert(2)> Ghent {{7*7}}`,
  firstName: `<script>alert(3)</script>`,
  lastName: `"><svg onload=alert(4)> {name}`,
  /** The name of an organization Anna invites (the invite dialog). */
  invitedName: `javascript:alert(5) <img src=x onerror=alert(5)>`,
  message: `{count, plural, one {# x} other {# y}} '{' <script>alert(6)</script>`,
  invitationReference: `<img src=x onerror=alert(7)>{{7*7}}`,
  /** The customer reference of a connection request (the connect confirmation). */
  requestReference: `'{'"><svg onload=alert(8)>`,
} as const;

const ANNA = 'anna.admin@carrier.example';
const FIONA = 'fiona.forwarder@forwarder.example';
const NAMUR = 'Namur Fluvial SA';

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });
test.use({ changesWorld: true });

/**
 * The users-table row showing this email. The hostile last name starts with '"', so
 * the user sorts first among the regular users: on the first page, after the admins (product-reference §2.5).
 */
const userRow = async (page: Page, email: string): Promise<Locator> => {
  const row = tableRow(page, email);
  await expect(row).toBeVisible();
  return row;
};

test('hostile text in every shared free-text field renders inert in every view', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  let cases = 0;
  /** One case: a payload checked in one view (shown literally, nothing injected). */
  const shown = async (page: Page, where: Locator, text: string, exact = true) => {
    await expect(where.getByText(text, { exact }).first()).toBeVisible();
    await expectNothingInjected(page);
    cases += 1;
  };

  const fiona = await signedIn(browser, baseURL, FIONA, 'Ghent Forwarding BV');
  const anna = await signedIn(browser, baseURL, ANNA);
  const problems = [...(await watchPage(anna, 'Anna')), ...(await watchPage(fiona, 'Fiona'))];
  const collected = () => problems.splice(0);

  // Company names through the API (each admin renames their own organization).
  const ghentId = (await apiSessionOf(fiona))!.organizationId;
  const antwerpId = (await apiSessionOf(anna))!.organizationId;
  await apiAs(fiona, 'PATCH', `/organizations/${ghentId}`, { name: P.ghent });
  await apiAs(anna, 'PATCH', `/organizations/${antwerpId}`, { name: P.antwerp });

  // The app's document: a strict CSP (no inline script but the theme's, named by its hash) and the
  // usual security headers.
  const response = await anna.goto('/organization/users');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc.trim()).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
  // Inline styles stay allowed (Blueprint positions popovers with them); no other script inline.
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  cases += 1;

  // Anna's profile menu and the invite dialog's title name her organization.
  await expect(anna.getByRole('heading', { name: 'Please review your users' })).toBeVisible();
  await anna.getByRole('button', { name: 'Profile menu' }).click();
  await shown(anna, anna.getByRole('menu'), P.antwerp);
  await anna.keyboard.press('Escape');

  // User names through the invite form.
  await anna.getByRole('button', { name: 'Invite user' }).click();
  const invite = anna.getByRole('dialog', { name: `Invite user for ${P.antwerp}`, exact: true });
  await expect(invite).toBeVisible();
  cases += 1;
  const email = `hostile.${Date.now()}@carrier.example`;
  await invite.getByLabel('First name').fill(P.firstName);
  await invite.getByLabel('Last name').fill(P.lastName);
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('SCR App role').selectOption({ label: 'Regular' });
  await invite.getByRole('button', { name: 'Invite user' }).click();
  await expect(invite).toBeHidden();
  const row = await userRow(anna, email);
  await shown(anna, row, P.firstName);
  await shown(anna, row, P.lastName);
  await row.getByRole('button', { name: 'Edit user' }).click();
  const edit = anna.getByRole('dialog', { name: `Edit user ${P.firstName}`, exact: true });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('First name')).toHaveValue(P.firstName);
  await expect(edit.getByLabel('Last name')).toHaveValue(P.lastName);
  await expectNothingInjected(anna);
  cases += 1;
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'Delete user' }).click();
  const confirm = anna.getByRole('dialog', { name: 'Are you sure you want to delete this user?' });
  await shown(anna, confirm, `Click Confirm to delete user ${P.firstName} ${P.lastName}.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Connections: Ghent's request waits in Anna's To do; its status dialog names Ghent.
  await openConnections(anna, 'accepted');
  const ghentRow = await rowWith(anna, 'todo', P.ghent);
  await shown(anna, ghentRow, P.ghent);
  await cellOf(ghentRow, 'status').getByRole('button').click();
  const status = anna.getByRole('dialog', { name: 'Connection status' });
  await shown(anna, status, P.ghent);
  await status.getByRole('button', { name: 'Close' }).last().click();

  // The eligible list of 'Connect with another organization' shows Ghent (already asked).
  await anna.getByRole('button', { name: 'Connect with another organization' }).click();
  const connect = anna.getByRole('dialog', { name: 'Connect with another organization' });
  await connect.getByLabel('Search by name').fill('Ghent');
  // The name cell also holds the note '-- A request was already sent'.
  await shown(anna, connect, P.ghent, false);
  // A connection request with a hostile customer reference, to Namur.
  await connect.getByLabel('Search by name').fill('Namur');
  await connect.getByRole('checkbox', { name: `Select ${NAMUR}` }).check({ force: true });
  await connect.getByRole('button', { name: 'Send connection request' }).click();
  await connect.getByLabel('Add your customer reference').fill(P.requestReference);
  await connect.getByRole('button', { name: 'Yes, send out 1 connection request' }).click();
  await expect(snackbar(anna, `Connection request sent successfully to ${NAMUR}`)).toBeVisible();
  await shown(anna, await rowWith(anna, 'waiting', NAMUR), P.requestReference);

  // An invitation with a hostile company name, customer reference and message.
  await anna.getByRole('button', { name: 'Connect with another organization' }).click();
  await anna.getByRole('button', { name: 'Organization is not in the list' }).click();
  const inviteOrg = anna.getByRole('dialog', { name: 'Invite a new organization to onboard' });
  await inviteOrg.getByLabel('Company name').fill(P.invitedName);
  await inviteOrg.getByLabel('Company email').fill('info@hostile.example');
  await inviteOrg.getByLabel('VAT').fill('BE0555000999');
  await inviteOrg.getByLabel('VAT').press('Tab');
  await expect(inviteOrg.getByText(/^Organization not registered yet\./)).toBeVisible();
  await inviteOrg.getByLabel('Your customer reference').fill(P.invitationReference);
  await inviteOrg.getByLabel('Message').fill(P.message);
  await inviteOrg.getByRole('button', { name: 'Send invitation to register' }).click();
  await shown(anna, anna.locator('.bp6-toast'), `Invitation sent successfully to ${P.invitedName}`);
  const invited = await rowWith(anna, 'waiting', P.invitedName);
  await shown(anna, invited, P.invitedName);
  await shown(anna, invited, P.invitationReference);
  await invited.getByRole('button', { name: 'Sent' }).click();
  const invitationStatus = anna.getByRole('dialog', { name: 'Invitation status' });
  await shown(anna, invitationStatus, P.invitedName);
  await invitationStatus.getByRole('button', { name: 'Close' }).last().click();
  // Cancelled, its message shows on the Cancelled tab (SHOW → 'Invitation message').
  await invited.getByRole('button', { name: 'Cancel' }).click();
  await confirmDanger(
    anna,
    'Are you sure you want to cancel this invitation?',
    `Cancel invitation to ${P.invitedName}`,
  );
  await expect(snackbar(anna, 'Invitation cancelled successfully')).toBeVisible();
  await (await rowWith(anna, 'cancelled', P.invitedName)).getByRole('button', { name: 'SHOW' }).click();
  await shown(anna, anna.getByRole('dialog', { name: 'Invitation message' }), P.message);

  // Fiona (Ghent) sees Antwerp's name: her profile menu names Ghent, her Waiting tab Antwerp.
  await openConnections(fiona, 'sent');
  await fiona.getByRole('button', { name: 'Profile menu' }).click();
  await shown(fiona, fiona.getByRole('menu'), P.ghent);
  await fiona.keyboard.press('Escape');
  const antwerpRow = await rowWith(fiona, 'waiting', P.antwerp);
  await shown(fiona, antwerpRow, P.antwerp);
  await cellOf(antwerpRow, 'status').getByRole('button').click();
  await shown(fiona, fiona.getByRole('dialog', { name: 'Connection status' }), P.antwerp);

  expect(collected()).toEqual([]);
  recordReliability('hostile input in the browser', cases, 0);
});
