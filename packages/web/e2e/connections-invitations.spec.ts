import { expect, mails, test } from './sign-in-support.ts';
import {
  confirmDanger,
  openConnections,
  rowIn,
  signedIn,
  snackbar,
  UNREACHABLE_WALLET,
} from './connections-support.ts';

const ANNA = 'anna.admin@carrier.example';
const OTTO = 'otto.old@barge.example';

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });
// Each test changes the world: the next one on this worker's own platform starts with a reset.
test.use({ changesWorld: true });
// Several sign-ins (a memory-hard KDF each) on a busy machine: give each test room.
test.describe.configure({ timeout: 180_000 });

test('Anna sends a pending invitation again, then cancels it', async ({ browser, baseURL, request }) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna, 'sent');
  const row = await rowIn(anna, 'waiting', 'Oostende Reefers NV');
  await row.getByRole('button', { name: 'Sent' }).click();
  const status = anna.getByRole('dialog', { name: 'Invitation status' });
  await expect(status.getByText(/^Valid until: /)).toBeVisible();
  await status.getByRole('button', { name: 'Close' }).last().click();

  await row.getByRole('button', { name: 'Send again' }).click();
  await expect(snackbar(anna, 'Invitation re-sent successfully')).toBeVisible();
  await expect.poll(async () => (await mails(request)).map((m) => m.to)).toContain('info@oostende1.example');

  await (await rowIn(anna, 'waiting', 'Oostende Reefers NV')).getByRole('button', { name: 'Cancel' }).click();
  await confirmDanger(
    anna,
    'Are you sure you want to cancel this invitation?',
    'Cancel invitation to Oostende Reefers NV',
  );
  await expect(snackbar(anna, 'Invitation cancelled successfully')).toBeVisible();
  const cancelled = await rowIn(anna, 'cancelled', 'Oostende Reefers NV');
  await expect(cancelled).toBeVisible();
  // A cancelled invitation may be sent again.
  await expect(cancelled.getByRole('button', { name: 'Send again' })).toBeVisible();
});

test('Anna sends an expired invitation again: it waits on the invited organization again', async ({
  browser,
  baseURL,
}) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna, 'cancelled');
  const expired = await rowIn(anna, 'cancelled', 'Lier Barging NV');
  // Expired is a pending invitation past its validity: it may be sent again, no longer cancelled.
  await expect(expired.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expired.getByRole('button', { name: 'Send again' }).click();
  await expect(snackbar(anna, 'Invitation re-sent successfully')).toBeVisible();
  await expect(await rowIn(anna, 'waiting', 'Lier Barging NV')).toBeVisible();
});

test('Anna invites an organization that is not registered yet', async ({ browser, baseURL, request }) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna);
  await anna.getByRole('button', { name: 'Connect with another organization' }).click();
  await anna.getByRole('button', { name: 'Organization is not in the list' }).click();
  const dialog = anna.getByRole('dialog', { name: 'Invite a new organization to onboard' });
  await dialog.getByLabel('Company name').fill('Lier Reefers NV');
  await dialog.getByLabel('Company email').fill('not-an-email');
  await dialog.getByLabel('VAT').fill('BE0555000111');
  await dialog.getByLabel('VAT').press('Tab');
  await expect(dialog.getByText(/^Organization not registered yet\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send invitation to register' }).click();
  await expect(dialog.getByText('Email is not valid')).toBeVisible();
  await expect(dialog.getByLabel('Company name')).toHaveValue('Lier Reefers NV');
  await dialog.getByLabel('Company email').fill('info@lier-reefers.example');
  await dialog.getByLabel('Your customer reference').fill('INV-E2E');
  await dialog.getByLabel('Message').fill('Welcome aboard');
  await dialog.getByRole('button', { name: 'Send invitation to register' }).click();
  await expect(snackbar(anna, 'Invitation sent successfully to Lier Reefers NV')).toBeVisible();
  await expect(await rowIn(anna, 'waiting', 'Lier Reefers NV')).toContainText('INV-E2E');
  await expect
    .poll(async () => (await mails(request)).map((m) => m.to))
    .toContain('info@lier-reefers.example');
});

test('the VAT lookup finds a registered organization and sends a connection request', async ({
  browser,
  baseURL,
}) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna);
  await anna.getByRole('button', { name: 'Connect with another organization' }).click();
  await anna.getByRole('button', { name: 'Organization is not in the list' }).click();
  const dialog = anna.getByRole('dialog', { name: 'Invite a new organization to onboard' });
  await dialog.getByLabel('VAT').fill('BE0777777777');
  // Enter in the VAT field looks it up, as leaving the field does; it sends nothing yet.
  await dialog.getByLabel('VAT').press('Enter');
  await expect(dialog.getByText(/^VAT number found\./)).toBeVisible();
  await expect(dialog.getByLabel('Select an organization')).toHaveValue('12');
  await expect(dialog.getByRole('button', { name: 'Send connection request' })).toBeEnabled();
  // The next Enter sends what the lookup offers.
  await dialog.getByLabel('VAT').press('Enter');
  await expect(snackbar(anna, 'Connection request sent successfully to Kortrijk Logistics BV')).toBeVisible();
  await expect(await rowIn(anna, 'waiting', 'Kortrijk Logistics BV')).toBeVisible();
});

test("Otto's outdated wallet blocks connection actions", async ({ browser, baseURL }) => {
  const otto = await signedIn(browser, baseURL, OTTO);
  await openConnections(otto, 'accepted');
  const upgrade = otto.getByRole('dialog', { name: 'Wallet upgrade required' });
  await (
    await rowIn(otto, 'todo', 'Zeebrugge Transport BV')
  )
    .getByRole('button', { name: 'Accept', exact: true })
    .click();
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText('Your wallet runs version 1.0.9');
  await upgrade.getByRole('button', { name: 'Close' }).last().click();
  await expect(await rowIn(otto, 'todo', 'Zeebrugge Transport BV')).toBeVisible();

  await otto.getByRole('button', { name: 'Connect with another organization' }).click();
  await expect(upgrade).toBeVisible();
  await expect(otto.getByRole('dialog', { name: 'Connect with another organization' })).toHaveCount(0);
});
