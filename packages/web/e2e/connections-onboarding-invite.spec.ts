import type { Page } from '@playwright/test';
import { expect, mails, pathOf, test, waitForMail } from './sign-in-support.ts';
import { seriousViolations } from './axe-support.ts';
import { openConnections, rowIn, signedIn, snackbar, UNREACHABLE_WALLET } from './connections-support.ts';

const ANNA = 'anna.admin@carrier.example';
const NEWCOMER = 'Mechelen Haulage NV';
const NEWCOMER_EMAIL = 'info@mechelen-haulage.example';
const NEWCOMER_VAT = 'BE0666000222';
const INVITES_YOU = /invites you to the Secure Container Release platform$/;

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });
// The invitation is completed by the onboarding: the next test of this worker starts with a reset.
test.use({ changesWorld: true });
// Two wallet sign-ins and an onboarding on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The count in a tab title such as 'ACCEPTED INVITATIONS (3)'. */
const tabCount = async (page: Page, title: RegExp): Promise<number> => {
  const name = (await page.getByRole('tab', { name: title }).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(name)?.[1] ?? Number.NaN);
};

const fill = async (page: Page, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
};

// Product-reference §2.6 'Invite a new organization to onboard', §4 invitation statuses and tab grouping, §2.3
// onboarding: the mailed link leads through both steps; the inviter then sees the invitation under
// ACCEPTED INVITATIONS and its own connection request waiting on the newcomer.
test('an organization invited from the connections page onboards and reaches ACCEPTED INVITATIONS', async ({
  browser,
  baseURL,
  request,
}) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna);
  const acceptedBefore = await tabCount(anna, /^ACCEPTED INVITATIONS/);
  expect(acceptedBefore).toBeGreaterThanOrEqual(0);

  await anna.getByRole('button', { name: 'Connect with another organization' }).click();
  await anna.getByRole('button', { name: 'Organization is not in the list' }).click();
  const dialog = anna.getByRole('dialog', { name: 'Invite a new organization to onboard' });
  await dialog.getByLabel('Company name').fill(NEWCOMER);
  await dialog.getByLabel('Company email').fill(NEWCOMER_EMAIL);
  await dialog.getByLabel('VAT').fill(NEWCOMER_VAT);
  await dialog.getByLabel('VAT').press('Tab');
  await expect(
    dialog.getByText(
      'Organization not registered yet. Please fill in the other required fields and an invitation to register will be sent to the organization.',
      { exact: true },
    ),
  ).toBeVisible();
  await dialog.getByLabel('Your customer reference').fill('MECH-E2E');
  await dialog.getByLabel('Message').fill('Welcome to our release chain');
  // Only an invitation mail sent after this click counts.
  const sentBefore = (await mails(request)).filter((m) => m.to === NEWCOMER_EMAIL).length;
  await dialog.getByRole('button', { name: 'Send invitation to register', exact: true }).click();
  await expect(snackbar(anna, `Invitation sent successfully to ${NEWCOMER}`)).toBeVisible();
  const waiting = await rowIn(anna, 'waiting', NEWCOMER);
  await expect(waiting).toContainText('MECH-E2E');
  await expect(waiting.getByRole('button', { name: 'Sent', exact: true })).toBeVisible();

  // The newcomer follows the mailed link, in a browser of its own (no session).
  const mail = await waitForMail(request, NEWCOMER_EMAIL, INVITES_YOU, sentBefore);
  expect(mail.text).toContain('Welcome to our release chain');
  const newcomer = await (await browser.newContext({ baseURL })).newPage();
  await newcomer.goto(pathOf(mail.links[0]!));
  await expect(newcomer.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(
    newcomer.getByText('Antwerp Carrier NV invited your organization to the SCR App.'),
  ).toBeVisible();
  await expect(newcomer.getByLabel('Company name', { exact: true })).toHaveValue(NEWCOMER);
  await expect(newcomer.getByLabel('VAT', { exact: true })).toHaveValue(NEWCOMER_VAT);

  // Opening the link accepted the invitation: Anna's status dialog says so (onboarding started).
  await openConnections(anna, 'sent');
  await (
    await rowIn(anna, 'waiting', NEWCOMER)
  )
    .getByRole('button', { name: 'Accepted / onboarding' })
    .click();
  const status = anna.getByRole('dialog', { name: 'Invitation status' });
  await expect(status.locator('.scr-step-done', { hasText: 'Accepted / onboarding' })).toBeVisible();
  await status.getByRole('button', { name: 'Close' }).last().click();

  await fill(newcomer, {
    'Street + nbr': 'Zandpoortvest 10',
    'Postal code': '2800',
    City: 'Mechelen',
    'Support email': 'support@mechelen-haulage.example',
    'First name': 'Mila',
    'Last name': 'Mertens',
    'Admin email': 'mila@mechelen-haulage.example',
    'Your first name': 'Mila',
    'Your last name': 'Mertens',
    'Your email': 'mila@mechelen-haulage.example',
  });
  // The country is an autocomplete of the list: typed, then chosen from it.
  await newcomer.getByLabel('Country', { exact: true }).fill('Belgium');
  await newcomer.getByRole('option', { name: 'Belgium' }).click();
  await newcomer.getByLabel('Repeat admin email').pressSequentially('mila@mechelen-haulage.example');
  await newcomer.getByText('I accept the end user license agreement').click();
  await newcomer.getByText('I accept the pricing').click();
  // The onboarding page passes axe (WCAG 2 A/AA) on both steps.
  expect(await seriousViolations(newcomer), 'onboarding form').toEqual([]);
  await newcomer.getByRole('button', { name: 'Create account' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Ready' })).toBeVisible();
  expect(await seriousViolations(newcomer), 'onboarding ready').toEqual([]);
  await expect(
    newcomer.getByText(
      'Your account has been created. The admin user will receive an email with a link to set a wallet password.',
    ),
  ).toBeVisible();

  // The inviter's side: the invitation is onboarded; the connection request waits on the newcomer.
  await openConnections(anna);
  await expect.poll(() => tabCount(anna, /^ACCEPTED INVITATIONS/)).toBe(acceptedBefore + 1);
  const accepted = await rowIn(anna, 'accepted', NEWCOMER);
  await expect(
    anna.getByText('Invitations sent by you and accepted; this does not yet mean a full connection', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(accepted).toContainText(NEWCOMER_VAT);
  await expect(accepted).toContainText('MECH-E2E');
  await accepted.getByRole('button', { name: 'Onboarded', exact: true }).click();
  await expect(status.locator('.scr-step-done', { hasText: 'Onboarded' })).toBeVisible();
  await status.getByRole('button', { name: 'Close' }).last().click();
  await expect(status).toBeHidden();
  await expect(await rowIn(anna, 'waiting', NEWCOMER)).toBeVisible();
  await expect(
    anna.getByText('These connections require an action from the other party', { exact: true }),
  ).toBeVisible();
});
