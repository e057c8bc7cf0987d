import type { Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { openConnections, rowIn, signIn, snackbar, UNREACHABLE_WALLET } from './connections-support.ts';

// No duplicate invitations: inviting an organization or a user that is already invited (or already
// connected, or already a member) says so and offers the way forward instead of a second invitation.

const ANNA = 'anna.admin@carrier.example';
// The demo world: Antwerp's pending invitation to Oostende Reefers NV, its confirmed connection with
// Leuven Barge NV (info@leuven.example) and Ian, a user who has not set a password yet.
const OOSTENDE_VAT = 'BE0910000000';

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });
test.use({ changesWorld: true });
test.describe.configure({ timeout: 120_000 });

type Words = {
  connect: string;
  notInList: string;
  inviteTitle: string;
  name: string;
  email: string;
  vat: string;
  send: string;
};
const en: Words = {
  connect: 'Connect with another organization',
  notInList: 'Organization is not in the list',
  inviteTitle: 'Invite a new organization to onboard',
  name: 'Company name',
  email: 'Company email',
  vat: 'VAT',
  send: 'Send invitation to register',
};
const dutch = (): Words => ({
  connect: nl('connections.connect.title'),
  notInList: nl('connections.connect.notInList'),
  inviteTitle: nl('invitations.invite.title'),
  name: nl('invitations.field.name'),
  email: nl('invitations.field.contactEmail'),
  vat: nl('invitations.field.vat'),
  send: nl('invitations.submit.invite'),
});

const inviteOrganization = async (page: Page, w: Words, name: string, vat: string, email: string) => {
  await page.getByRole('button', { name: w.connect }).click();
  await page.getByRole('button', { name: w.notInList }).click();
  const dialog = page.getByRole('dialog', { name: w.inviteTitle });
  await dialog.getByLabel(w.name).fill(name);
  await dialog.getByLabel(w.email).fill(email);
  await dialog.getByLabel(w.vat).fill(vat);
  await dialog.getByLabel(w.vat).press('Tab');
  await dialog.getByRole('button', { name: w.send }).click();
  return dialog;
};

test('an organization already invited or connected: Send again, or the connection', async ({ page }) => {
  await signIn(page, ANNA);
  await openConnections(page);
  const again = await inviteOrganization(
    page,
    en,
    'Oostende Reefers',
    'be 0910.000.000',
    'new@oostende.example',
  );
  await expect(
    again.getByText(
      'An invitation to Oostende Reefers NV with this VAT or email is still pending. You can send it again instead.',
    ),
  ).toBeVisible();
  await again.getByRole('button', { name: 'Send again' }).click();
  await expect(snackbar(page, 'Invitation re-sent successfully')).toBeVisible();
  await expect(again).toBeHidden();
  // Still one invitation to Oostende.
  await expect(await rowIn(page, 'waiting', 'Oostende Reefers NV')).toHaveCount(1);

  const connected = await inviteOrganization(page, en, 'Leuven Lines', 'BE0612345678', 'INFO@leuven.example');
  await expect(
    connected.getByText(
      'A connection request with Leuven Barge NV, which has this VAT or email, is already under way.',
    ),
  ).toBeVisible();
  await connected.getByRole('button', { name: 'Show connection' }).click();
  await expect(page.getByRole('dialog', { name: 'Connection status' })).toBeVisible();
});

test('a user already invited: resend the invitation instead', async ({ page }) => {
  await signIn(page, ANNA);
  await page.goto('/organization/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' });
  await dialog.getByLabel('First name').fill('Ian');
  await dialog.getByLabel('Last name').fill('Again');
  await dialog.getByLabel('Email').fill('ian.invited@carrier.example');
  await dialog.getByLabel('SCR App role').selectOption({ label: 'Regular' });
  await dialog.getByRole('button', { name: 'Invite user' }).click();
  const notice = page.getByRole('dialog', { name: 'This emailaddress was already registered' });
  await notice.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(snackbar(page, 'Mail resent to user successfully')).toBeVisible();
});

test('in Dutch: Send again and Resend invitation', async ({ page }) => {
  await signIn(page, ANNA);
  await switchToDutch(page);
  await page.goto('/organization/connections');
  const w = dutch();
  const again = await inviteOrganization(page, w, 'Oostende Reefers', OOSTENDE_VAT, 'new@oostende.example');
  await expect(
    again.getByText(nl('invitations.duplicate.invitation', { name: 'Oostende Reefers NV' })),
  ).toBeVisible();
  await again.getByRole('button', { name: nl('invitations.action.resend') }).click();
  await expect(snackbar(page, nl('invitations.success.resent'))).toBeVisible();

  await page.goto('/organization/users');
  await page.getByRole('button', { name: nl('users.page.addUser') }).click();
  const dialog = page.getByRole('dialog', { name: /Antwerp Carrier NV/ });
  await dialog.getByLabel(nl('users.field.firstName')).fill('Ian');
  await dialog.getByLabel(nl('users.field.lastName')).fill('Opnieuw');
  await dialog.getByLabel(nl('users.field.email')).fill('ian.invited@carrier.example');
  await dialog.locator('select').last().selectOption({ index: 1 });
  await dialog.getByRole('button', { name: nl('users.invite.submit') }).click();
  const notice = page.getByRole('dialog', { name: nl('users.alreadyRegistered.title') });
  await notice.getByRole('button', { name: nl('users.alreadyRegistered.resend') }).click();
  await expect(snackbar(page, nl('users.success.mailResent'))).toBeVisible();
});
