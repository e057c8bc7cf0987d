import type { Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { allViolations } from './axe-support.ts';
import { openConnections, rowIn, signedIn, snackbar } from './connections-support.ts';
import { expectNoEnglish, nl, switchToDutch } from './dutch-support.ts';
import { selectionBar } from './bulk-support.ts';

// Acting on many rows of a connections tab at once. Anna's To do holds two requests she received
// (Ghent and Liege: her wallet accepts them) and one she must confirm (Mechelen), which no Accept
// takes: the confirmation lists it with the reason. Each test runs on its worker's own platform
// and resets it for the next.

const ANNA = 'anna.admin@carrier.example';
const RECEIVED = ['Liege Trucking SA', 'Ghent Forwarding BV'];
test.use({ changesWorld: true });
test.describe.configure({ timeout: 120_000 });

const openWaiting = async (page: Page) => {
  await openConnections(page);
  await page.getByRole('tab', { name: /^WAITING FOR OTHER PARTY/ }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('checkbox', { name: 'Select all on this page' })
    .check({ force: true });
  return selectionBar(page);
};

const openToDo = async (page: Page, language: 'en' | 'nl' = 'en') => {
  await openConnections(page);
  if (language === 'nl') await switchToDutch(page);
  await page.getByRole('tab', { name: language === 'nl' ? /^TE DOEN/ : /^TO DO/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(4);
};

test('selects all in To do and accepts the requests in one go', async ({ browser, baseURL }) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openToDo(anna);
  const panel = anna.getByRole('tabpanel');
  await panel.getByRole('checkbox', { name: 'Select all on this page' }).check({ force: true });
  const bar = selectionBar(anna);
  await expect(bar.getByRole('status')).toHaveText('3 selected');
  // Every row of the tab is on this page: there is nothing more to select.
  await expect(bar.getByRole('button', { name: /^Select all \d+ that match$/ })).toHaveCount(0);
  await expect(bar.getByRole('button')).toHaveText(['Clear selection', 'Accept', 'Decline']);
  expect(await allViolations(anna, '.scr-selection-bar')).toEqual([]);

  await bar.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = anna.getByRole('dialog', { name: 'Accept 2 requests' });
  await expect(dialog.getByText('1 selected row is left out:')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([/^Mechelen Drivers BV: /]);
  expect(await allViolations(anna, '.scr-bulk-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Accept 2 requests' }).click();

  await expect(dialog.getByRole('status')).toHaveText('2 done, 0 failed', { timeout: 60_000 });
  await expect(dialog.getByRole('list', { name: 'Result per row' }).getByRole('listitem')).toHaveText(
    RECEIVED.map((name) => `${name}: Done`),
  );
  expect(await allViolations(anna, '.scr-bulk-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  // The tabs are read again: the accepted requests wait on the other party now.
  await expect(anna.getByRole('tab', { name: /^TO DO/ })).toHaveText('TO DO1');
  await expect(bar.getByRole('status')).toHaveText('No rows selected');
  for (const name of RECEIVED) await expect(await rowIn(anna, 'waiting', name)).toBeVisible();
  await expect(snackbar(anna, /.+/)).toHaveCount(0);
});

test('in Dutch: selects all in To do and accepts', async ({ browser, baseURL }) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openToDo(anna, 'nl');
  const panel = anna.getByRole('tabpanel');
  await panel.getByRole('checkbox', { name: nl('table.selection.page') }).check({ force: true });
  const bar = selectionBar(anna, nl('table.selection.bar'));
  await expect(bar.getByRole('status')).toHaveText('3 geselecteerd');
  await expectNoEnglish(anna, bar);
  await bar.getByRole('button', { name: nl('connections.bulk.action.accept'), exact: true }).click();
  const dialog = anna.getByRole('dialog', { name: '2 verzoeken aanvaarden' });
  await expect(dialog.getByRole('listitem')).toHaveText([
    `Mechelen Drivers BV: ${nl('connections.bulk.excluded.status')}`,
  ]);
  await expectNoEnglish(anna, dialog, ['Mechelen Drivers BV']);
  await dialog.getByRole('button', { name: '2 verzoeken aanvaarden' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 gedaan, 0 mislukt', { timeout: 60_000 });
  await expectNoEnglish(anna, dialog, RECEIVED);
  await dialog
    .getByRole('button', { name: nl('table.bulk.close'), exact: true })
    .last()
    .click();
  await expect(anna.getByRole('tab', { name: /^TE DOEN/ })).toHaveText('TE DOEN1');
});

test('Waiting offers Cancel request, Cancel invitation and Resend invitation, each for its kind of row', async ({
  browser,
  baseURL,
}) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna);
  await anna.getByRole('tab', { name: /^WAITING FOR OTHER PARTY/ }).click();
  const panel = anna.getByRole('tabpanel');
  await panel.getByRole('checkbox', { name: 'Select all on this page' }).check({ force: true });
  const bar = selectionBar(anna);
  await expect(bar.getByRole('button')).toHaveText([
    'Clear selection',
    'Cancel request',
    'Cancel invitation',
    'Resend invitation',
  ]);
  await bar.getByRole('button', { name: 'Resend invitation' }).click();
  const dialog = anna.getByRole('dialog', { name: /^Resend \d+ invitations?$/ });
  // The connections of the tab are left out: only invitations are sent again.
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'A connection, not an invitation' }),
  ).not.toHaveCount(0);
  await dialog.getByRole('button', { name: /^Resend \d+ invitations?$/ }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ done, 0 failed$/, { timeout: 60_000 });
});

// The bulk confirmations of what cannot be taken back ask as the rows' own dialogs do: the question,
// what happens, a red button naming the count, and 'Back' as the way out (a 'Cancel' next to
// 'Cancel 3 requests' would read as the action). The rows left out are listed once per reason.

test('declining in bulk asks as a row does: the count on the red button, Back as the way out', async ({
  browser,
  baseURL,
}) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openToDo(anna);
  await anna
    .getByRole('tabpanel')
    .getByRole('checkbox', { name: 'Select all on this page' })
    .check({ force: true });
  const bar = selectionBar(anna);
  await bar.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = anna.getByRole('dialog', {
    name: 'Are you sure you want to decline these 2 connection requests?',
  });
  await expect(
    dialog.getByText(
      'The connection requests of these 2 organizations will be declined. They can always create a new connection request.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([/^Mechelen Drivers BV: /]);
  const back = dialog.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Decline 2 requests' })).toHaveClass(/bp6-intent-danger/);
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  expect(await allViolations(anna, '.scr-bulk-dialog')).toEqual([]);
  await back.click();
  // Back changes nothing: the dialog closes and the selection stays.
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('status')).toHaveText('3 selected');
  await expect(anna.getByRole('tab', { name: /^TO DO/ })).toHaveText('TO DO3');
});

test('cancelling requests in bulk lists the invitations it skips on one line with their count', async ({
  browser,
  baseURL,
}) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  const bar = await openWaiting(anna);
  await bar.getByRole('button', { name: 'Cancel request' }).click();
  const dialog = anna.getByRole('dialog', {
    name: /^Are you sure you want to cancel (this connection request|these \d+ connection requests)\?$/,
  });
  await expect(dialog.getByRole('button', { name: /^Cancel \d+ requests?$/ })).toBeVisible();
  // Both invitations of Waiting (pending and being onboarded) are left out for the same reason.
  const invitations = dialog
    .getByRole('listitem')
    .filter({ hasText: 'An invitation, not a connection request' });
  await expect(invitations).toHaveCount(1);
  await expect(invitations).toHaveText(
    /^2 rows: An invitation, not a connection request \((Oostende Reefers NV, Genk Containers BV|Genk Containers BV, Oostende Reefers NV)\)$/,
  );
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('cancels the pending invitations of Waiting in bulk, the others left out with why', async ({
  browser,
  baseURL,
}) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  const bar = await openWaiting(anna);
  await bar.getByRole('button', { name: 'Cancel invitation' }).click();
  const dialog = anna.getByRole('dialog', { name: 'Are you sure you want to cancel this invitation?' });
  await expect(
    dialog.getByText('The invitation will be cancelled. You can send it again later.'),
  ).toBeVisible();
  // The connections of the tab say their reason once; the invitation being onboarded is named.
  const lines = dialog.getByRole('listitem');
  // Zeebrugge's request and the one waiting on its last step: Waiting's two connections.
  await expect(lines.filter({ hasText: 'A connection, not an invitation' })).toHaveText([
    /^2 rows: A connection, not an invitation \(.*Zeebrugge Transport BV.*\)$/,
  ]);
  await expect(lines.filter({ hasText: 'Genk Containers BV' })).toHaveText(
    'Genk Containers BV: This invitation can no longer be cancelled',
  );
  await expect(dialog.getByRole('button', { name: 'Back', exact: true })).toBeFocused();
  expect(await allViolations(anna, '.scr-bulk-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel 1 invitation' }).click();

  await expect(dialog.getByRole('status')).toHaveText('1 done, 0 failed', { timeout: 60_000 });
  await expect(dialog.getByRole('list', { name: 'Result per row' }).getByRole('listitem')).toHaveText([
    'Oostende Reefers NV: Done',
  ]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(bar.getByRole('status')).toHaveText('No rows selected');
  // The platform cancelled it: the invitation moved to Cancelled, where it can be sent again.
  await expect(await rowIn(anna, 'cancelled', 'Oostende Reefers NV')).toBeVisible();
  await expect(snackbar(anna, /.+/)).toHaveCount(0);
});

test('in Dutch: cancelling an invitation in bulk says Terug and names the count', async ({
  browser,
  baseURL,
}) => {
  const anna = await signedIn(browser, baseURL, ANNA);
  await openConnections(anna);
  await switchToDutch(anna);
  await anna.getByRole('tab', { name: /^WACHTEN OP ANDERE PARTIJ/ }).click();
  await anna
    .getByRole('tabpanel')
    .getByRole('checkbox', { name: nl('table.selection.page') })
    .check({ force: true });
  const bar = selectionBar(anna, nl('table.selection.bar'));
  await bar
    .getByRole('button', { name: nl('connections.bulk.action.cancelInvitation'), exact: true })
    .click();
  const dialog = anna.getByRole('dialog', { name: 'Weet u zeker dat u deze uitnodiging wilt annuleren?' });
  await expect(
    dialog.getByRole('button', { name: nl('connections.confirm.back'), exact: true }),
  ).toBeFocused();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Een verbinding, geen uitnodiging' }),
  ).toHaveText([/^2 rijen: Een verbinding, geen uitnodiging \(.*Zeebrugge Transport BV.*\)$/]);
  await expectNoEnglish(anna, dialog, ['Zeebrugge Transport BV', 'Genk Containers BV']);
  await dialog.getByRole('button', { name: '1 uitnodiging annuleren' }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 gedaan, 0 mislukt', { timeout: 60_000 });
});
