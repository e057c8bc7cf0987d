import type { Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import {
  cancelRequestTo,
  confirmDanger,
  mailLink,
  openConnections,
  requestByVat,
  confirmStep,
  rowIn,
  signedIn,
  signedInWithCode,
  snackbar,
  UNREACHABLE_WALLET,
} from './connections-support.ts';
import { cellOf } from './table-support.ts';

const ANNA = 'anna.admin@carrier.example';
const FIONA = 'fiona.forwarder@forwarder.example';
const GHENT = 'Ghent Forwarding BV';
const ANTWERP = 'Antwerp Carrier NV';

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });
// Each test changes the world: the next one on this worker's own platform starts with a reset.
test.use({ changesWorld: true });
// Several sign-ins (a memory-hard KDF each) on a busy machine: give each test room.
test.describe.configure({ timeout: 180_000 });

/** The 'Connection status' dialog of a row: its steps, then closed again. */
const expectTimeline = async (page: Page, row: ReturnType<Page['getByRole']>, done: string[]) => {
  await cellOf(row, 'status').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Connection status' });
  for (const step of done) await expect(dialog.locator('.scr-step-done', { hasText: step })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
};

test('the full handshake between Anna (with a customer reference) and Fiona', async ({
  browser,
  baseURL,
  request,
}) => {
  const fiona = await signedIn(browser, baseURL, FIONA, GHENT);
  const anna = await signedIn(browser, baseURL, ANNA);

  // Ghent's own open request to Antwerp goes first (Antwerp could not ask Ghent while it is open).
  await cancelRequestTo(fiona, ANTWERP);

  // Step 1: Anna asks Ghent, with a customer reference.
  await openConnections(anna);
  await anna.getByRole('button', { name: 'Connect with another organization' }).click();
  const connect = anna.getByRole('dialog', { name: 'Connect with another organization' });
  await connect.getByLabel('Search by name').fill('Ghent');
  await connect.getByRole('checkbox', { name: `Select ${GHENT}` }).check({ force: true });
  await connect.getByRole('button', { name: 'Send connection request' }).click();
  await expect(connect.getByText('Are you sure you want to connect with this organization?')).toBeVisible();
  await connect.getByLabel('Add your customer reference').fill('CUST-E2E-1');
  await connect.getByRole('button', { name: 'Yes, send out 1 connection request' }).click();
  await expect(snackbar(anna, `Connection request sent successfully to ${GHENT}`)).toBeVisible();
  // The page shows where the request went.
  await expect(anna.getByRole('tab', { name: /^WAITING FOR OTHER PARTY/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const waiting = await rowIn(anna, 'waiting', GHENT);
  await expect(waiting).toContainText('CUST-E2E-1');
  await expectTimeline(anna, waiting, ['Step 1/4 request sent']);

  // Step 2: Fiona accepts in Ghent's wallet.
  await openConnections(fiona, 'accepted');
  await (await rowIn(fiona, 'todo', ANTWERP)).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(snackbar(fiona, 'Connection accepted successfully')).toBeVisible();
  await expect(await rowIn(fiona, 'waiting', ANTWERP)).toBeVisible();

  // Step 3: Anna confirms in Antwerp's wallet.
  await openConnections(anna, 'accepted');
  const todo = await rowIn(anna, 'todo', GHENT);
  await expectTimeline(anna, todo, ['Step 1/4 request sent', 'Step 2/4 accepted']);
  const shownToA = await confirmStep(anna, todo, GHENT);
  await expect(snackbar(anna, 'Connection confirmed successfully')).toBeVisible();

  // Step 4: Fiona follows the link of the platform's mail; the page opens on the Finalize step
  // (auto-advance), which shows the key fingerprint to compare and sends on its button.
  const link = await mailLink(request, FIONA, `Connection confirmed by ${ANTWERP}`);
  await fiona.goto(link);
  const finalize = fiona.getByRole('dialog', { name: `Finalize the connection with ${ANTWERP}?` });
  // Both sides were shown the same fingerprint before their step.
  await expect(finalize.locator('.scr-fingerprint-digits')).toHaveText(shownToA);
  await finalize.getByRole('button', { name: `Finalize connection with ${ANTWERP}` }).click();
  await expect(snackbar(fiona, 'Connection finalized successfully')).toBeVisible();
  await expect(fiona.getByRole('tab', { name: /^ACTIVE CONNECTIONS/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(fiona.getByRole('tabpanel').getByRole('row', { name: new RegExp(ANTWERP) })).toBeVisible();
  await openConnections(anna);
  const active = await rowIn(anna, 'active', GHENT);
  await expect(active).toContainText('CUST-E2E-1');
  await expectTimeline(anna, active, ['Step 3/4 confirmed', 'Step 4/4 finalized']);
});

test('Anna declines a request; the requester opens the mail link and nothing changes', async ({
  browser,
  baseURL,
  request,
}) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna, 'accepted');
  await (
    await rowIn(anna, 'todo', 'Liege Trucking SA')
  )
    .getByRole('button', { name: 'More actions' })
    .click();
  await anna.getByRole('menuitem', { name: 'Decline' }).click();
  await confirmDanger(
    anna,
    'Are you sure you want to decline this connection request?',
    'Decline request of Liege Trucking SA',
  );
  await expect(snackbar(anna, 'Connection declined successfully')).toBeVisible();
  await expect(await rowIn(anna, 'todo', 'Liege Trucking SA')).toHaveCount(0);
  await expect(await rowIn(anna, 'cancelled', 'Liege Trucking SA')).toBeVisible();

  // The requester follows the platform's mail: re-applying a decline is the decliner's, so the page
  // only opens (no step, no error) and shows the declined request.
  const tina = await signedInWithCode(browser, baseURL, request, 'tina.twofactor@trucking.example');
  await tina.goto(
    await mailLink(request, 'tina.twofactor@trucking.example', `Connection declined by ${ANTWERP}`),
  );
  await expect(await rowIn(tina, 'cancelled', ANTWERP)).toBeVisible();
  await expect(tina.locator('.bp6-toast')).toHaveCount(0);
});

test('the requester cancels a request', async ({ browser, baseURL }) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna, 'sent');
  const row = await rowIn(anna, 'waiting', 'Zeebrugge Transport BV');
  await row.getByRole('button', { name: 'Cancel connection request' }).click();
  // Back changes nothing; the red button names the organization.
  const question = 'Are you sure you want to cancel this connection request?';
  await expect(
    anna
      .getByRole('dialog', { name: question })
      .getByText('Your connection request to Zeebrugge Transport BV will be cancelled.', { exact: false }),
  ).toBeVisible();
  await anna.getByRole('dialog', { name: question }).getByRole('button', { name: 'Back' }).click();
  await expect(anna.getByRole('dialog')).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Cancel connection request' }).click();
  await confirmDanger(anna, question, 'Cancel request to Zeebrugge Transport BV');
  await expect(snackbar(anna, 'Connection cancelled successfully')).toBeVisible();
  await expect(await rowIn(anna, 'cancelled', 'Zeebrugge Transport BV')).toBeVisible();
});

test('acting on a request the other side cancelled meanwhile', async ({ browser, baseURL }) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  const fiona = await signedIn(browser, baseURL, FIONA, GHENT);
  await openConnections(anna, 'accepted');
  const stale = await rowIn(anna, 'todo', GHENT);
  await expect(stale).toBeVisible();

  await cancelRequestTo(fiona, ANTWERP);

  await stale.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    snackbar(
      anna,
      `Connection request was cancelled meanwhile by ${GHENT}. It will be removed from your overview`,
    ),
  ).toBeVisible();
  await expect(stale).toHaveCount(0);
});

test('Accept All asks with the count, then accepts every request waiting in To do', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two fresh requests to Antwerp (a carrier: reached through the VAT lookup), from Ghent and Liege.
  const fiona = await signedIn(browser, baseURL, FIONA, GHENT);
  await cancelRequestTo(fiona, ANTWERP);
  await requestByVat(fiona, 'BE0123456789', ANTWERP);
  const tina = await signedInWithCode(browser, baseURL, request, 'tina.twofactor@trucking.example');
  await cancelRequestTo(tina, ANTWERP);
  await requestByVat(tina, 'BE0123456789', ANTWERP);

  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna, 'accepted');
  // It asks first, naming how many requests (on every page) it will accept; Back changes nothing.
  await anna.getByRole('button', { name: 'Accept All' }).click();
  const asking = anna.getByRole('dialog', {
    name: /^Are you sure you want to accept all \d+ connection requests\?$/,
  });
  const count = /(\d+)/.exec((await asking.getByRole('heading').textContent()) ?? '')?.[1];
  expect(Number(count)).toBeGreaterThanOrEqual(2);
  await asking.getByRole('button', { name: 'Back' }).click();
  await expect(asking).toBeHidden();
  await anna.getByRole('button', { name: 'Accept All' }).click();
  await asking.getByRole('button', { name: `Accept all ${count} requests` }).click();
  await expect(snackbar(anna, 'Invitations accepted successfully')).toBeVisible();
  await expect(anna.getByRole('button', { name: 'Accept All' })).toHaveCount(0);
  await expect(await rowIn(anna, 'waiting', GHENT)).toBeVisible();
  await expect(await rowIn(anna, 'waiting', 'Liege Trucking SA')).toBeVisible();
});
