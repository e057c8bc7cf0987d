import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { fillLogin, mails, waitForMail } from './sign-in-support.ts';

/** Helpers of the connections browser tests (architecture §4 demo world; every wallet password demo1234). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Chrome's line for a call to Basel Inland AG's wallet, which the demo world leaves unreachable on
 * purpose (nothing listens at its URL): the connect dialog checks the wallets it lists and shows that
 * one as not selectable, and Walter's sign-in meets it. A test that does either provokes the line and
 * allows it by `test.use({ consoleErrors: [UNREACHABLE_WALLET] })`.
 */
export const UNREACHABLE_WALLET = 'Failed to load resource: net::ERR_CONNECTION_REFUSED';

/**
 * Signs in through the login page, in English: email, the organization when the user has several, the wallet
 * password, Login; then waits for the landing page of an admin.
 */
export const signIn = async (page: Page, email: string, organization?: string): Promise<void> => {
  await page.goto('/');
  // The tests read English: a language picked on the login page wins over the user's own lang
  // (Connie and Otto have nl, which would otherwise be the default after signing in).
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  await fillLogin(page, email, DEMO_PASSWORD, organization);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Signed in: an admin lands on a page of their own (product-reference §2.1 '/').
  await expect(page).toHaveURL(/\/organization/, { timeout: 20_000 });
};

/** A signed-in page of its own browser context (two organizations side by side). */
export const signedIn = async (
  browser: Browser,
  baseURL: string,
  email: string,
  organization?: string,
): Promise<Page> => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email, organization);
  return page;
};

/** Opens the Connections page (optionally /{status}) and waits for the tabs. */
export const openConnections = async (page: Page, status?: string): Promise<void> => {
  await page.goto(status ? `/organization/connections/${status}` : '/organization/connections');
  await expect(page.getByRole('tab', { name: /^ACTIVE CONNECTIONS/ })).toBeVisible({ timeout: 15_000 });
};

export const tabNames = {
  todo: /^TO DO/,
  waiting: /^WAITING FOR OTHER PARTY/,
  active: /^ACTIVE CONNECTIONS/,
  cancelled: /^CANCELLED REQUESTS/,
  accepted: /^ACCEPTED INVITATIONS/,
} as const;

/** Selects a tab and answers the row of an organization in its table. */
export const rowIn = async (page: Page, tab: keyof typeof tabNames, name: string): Promise<Locator> => {
  const chosen = page.getByRole('tab', { name: tabNames[tab] });
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel').getByRole('row', { name: new RegExp(name) });
};

/**
 * Answers the confirmation a destructive action asks (decline, cancel, delete, remove): the dialog
 * with this question, and its red button that names the object.
 */
export const confirmDanger = async (page: Page, question: string, button: string): Promise<void> => {
  const dialog = page.getByRole('dialog', { name: question });
  const red = dialog.getByRole('button', { name: button, exact: true });
  await expect(red).toHaveClass(/bp6-intent-danger/);
  await red.click();
};

/**
 * Step 3 on the requester's row: Confirm opens its confirmation with the key fingerprint to compare,
 * and only its button sends. Gives back the fingerprint the requester was shown.
 */
export const confirmStep = async (page: Page, row: Locator, name: string): Promise<string> => {
  await row.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm the connection with ${name}?` });
  const digits = dialog.locator('.scr-fingerprint-digits');
  await expect(digits).toHaveText(/^\d{5}( \d{5}){5}$/);
  const fingerprint = await digits.innerText();
  await dialog.getByRole('button', { name: `Confirm connection with ${name}` }).click();
  return fingerprint;
};

/** A snackbar text (shown at least 1.5 s, errors 5 s, a long text for its reading time). */
export const snackbar = (page: Page, text: string | RegExp): Locator =>
  // Not one on its way out: a message raised again just after the same one expired shows twice for
  // the moment of the old one's exit animation.
  page.locator('.bp6-toast:not(.bp6-toast-exit)').filter({ hasText: text });

/** The link (on this app) of the newest mail to someone with this subject. */
export const mailLink = async (request: APIRequestContext, to: string, subject: string): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mails(request)).find((m) => m.to === to && m.subject === subject);
      link = mail?.links.find((l) => l.includes('/organization/connections/'));
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
};

/** Signs in a user with 2FA by email: the code comes from the mailbox (architecture §4, Tina). */
export const signedInWithCode = async (
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
  email: string,
): Promise<Page> => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await fillLogin(page, email, DEMO_PASSWORD);
  // Only a code mailed after this Login counts: an earlier test may have left one in the mailbox.
  const subject = /^Your verification code$/;
  const before = (await mails(request)).filter((m) => m.to === email && subject.test(m.subject)).length;
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The screen shows once the code is sent: its mail is then the newest.
  await expect(page.getByLabel('2FA code')).toBeVisible({ timeout: 20_000 });
  const code = /\b(\d{6})\b/.exec((await waitForMail(request, email, subject, before)).text)?.[1];
  await page.getByLabel('2FA code').fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/organization/, { timeout: 20_000 });
  return page;
};

/** Sends a connection request through the invite dialog's VAT lookup (e.g. to a carrier). */
export const requestByVat = async (page: Page, vat: string, name: string): Promise<void> => {
  await openConnections(page);
  await page.getByRole('button', { name: 'Connect with another organization' }).click();
  await page.getByRole('button', { name: 'Organization is not in the list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a new organization to onboard' });
  await dialog.getByLabel('VAT').fill(vat);
  await dialog.getByLabel('VAT').press('Tab');
  await expect(dialog.getByText(/^VAT number found\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send connection request' }).click();
  await expect(snackbar(page, `Connection request sent successfully to ${name}`)).toBeVisible();
};

/** The requester cancels its open request to an organization (Waiting tab). */
export const cancelRequestTo = async (page: Page, name: string): Promise<void> => {
  await openConnections(page, 'sent');
  await (
    await rowIn(page, 'waiting', name)
  )
    .getByRole('button', { name: 'Cancel connection request' })
    .click();
  await confirmDanger(
    page,
    'Are you sure you want to cancel this connection request?',
    `Cancel request to ${name}`,
  );
  await expect(snackbar(page, 'Connection cancelled successfully')).toBeVisible();
};
