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

test('Waiting offers Cancel request and Resend invitation, each for its own kind of row', async ({
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
