import type { Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import {
  confirmStep,
  openConnections,
  rowIn,
  signedIn,
  signedInWithCode,
  snackbar,
} from './connections-support.ts';
import { cellOf } from './table-support.ts';
import { allViolations } from './axe-support.ts';

// The key fingerprint (verifiable handshake): two organizations in two browser contexts run step 2
// of a handshake and each reads the fingerprint its own wallet derives; both must show the same digits.

const ANNA = 'anna.admin@carrier.example';
const FIONA = 'fiona.forwarder@forwarder.example';
const TINA = 'tina.twofactor@trucking.example';
const GHENT = 'Ghent Forwarding BV';
const LIEGE = 'Liege Trucking SA';
const ANTWERP = 'Antwerp Carrier NV';
const DIGITS = /^\d{5}( \d{5}){5}$/;

test.use({ changesWorld: true });
test.describe.configure({ timeout: 180_000 });

type Texts = {
  status: string;
  title: string;
  compare: RegExp;
  mark: string;
  verified: string;
  verifiedTag: string;
  verifiedNote: string;
  close: string;
  back: string;
  finalize: string;
  finalizeTitle: (name: string) => string;
  finalizeText: (name: string) => string;
  send: (name: string) => string;
};
const english: Texts = {
  status: 'Connection status',
  title: 'Key fingerprint',
  compare:
    /^Compare this fingerprint with the other organization's administrator by phone or mail before the last step\./,
  mark: 'Mark as verified',
  verified: 'Key fingerprint verified',
  verifiedTag: 'Verified',
  verifiedNote: 'You marked this fingerprint as verified.',
  close: 'Close',
  back: 'Back',
  finalize: 'Finalize',
  finalizeTitle: (name) => `Finalize the connection with ${name}?`,
  finalizeText: (name) =>
    `This is the last step: once it is done, your wallet trusts the key below as that of ${name}.`,
  send: (name) => `Finalize connection with ${name}`,
};
const dutch = (): Texts => ({
  status: nl('connections.timeline.title'),
  title: nl('connections.fingerprint.title'),
  compare: new RegExp(`^${nl('connections.fingerprint.compare').slice(0, 40)}`),
  mark: nl('connections.fingerprint.markVerified'),
  verified: nl('connections.fingerprint.badgeTitle'),
  verifiedTag: nl('connections.fingerprint.verified'),
  verifiedNote: nl('connections.fingerprint.verifiedNote').split(';')[0]!,
  close: nl('connections.action.close'),
  back: nl('connections.confirm.back'),
  finalize: nl('connections.action.finalize'),
  finalizeTitle: (name) => nl('connections.finalize.title', { name }),
  finalizeText: (name) => nl('connections.finalize.text', { name }).split(':')[0]!,
  send: (name) => nl('connections.finalize.confirm', { name }),
});

/**
 * Finalize on a row opens its confirmation: the question naming the organization, the fingerprint to
 * compare (the panel of 'Connection status'); the request is not sent yet.
 */
const openFinalize = async (page: Page, row: ReturnType<Page['getByRole']>, name: string, t: Texts) => {
  await row.getByRole('button', { name: t.finalize, exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.finalizeTitle(name) });
  await expect(dialog.getByText(t.finalizeText(name), { exact: false })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: t.title })).toBeVisible();
  await expect(dialog.getByText(t.compare)).toBeVisible();
  await expect(dialog.locator('.scr-fingerprint-digits')).toHaveText(DIGITS);
  return dialog;
};

/** Moves the focus with Tab (forward, at most a dialog's worth of stops) onto `target`, then presses Enter. */
const pressOn = async (page: Page, target: ReturnType<Page['getByRole']>) => {
  for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
};

/** Opens 'Connection status' of a row and reads the fingerprint (the dialog stays open). */
const readFingerprint = async (page: Page, row: ReturnType<Page['getByRole']>, t: Texts) => {
  await cellOf(row, 'status').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: t.status });
  await expect(dialog.getByRole('heading', { name: t.title })).toBeVisible();
  await expect(dialog.getByText(t.compare)).toBeVisible();
  const digits = dialog.getByRole('region', { name: t.title }).locator('.scr-fingerprint-digits');
  await expect(digits).toHaveText(DIGITS);
  return { dialog, fingerprint: (await digits.textContent()) ?? '' };
};

test('after step 2 both sides read the same fingerprint; marking it verified shows the badge', async ({
  browser,
  baseURL,
}) => {
  // The demo world's open request of Ghent (A) to Antwerp (B): Anna accepts it (step 2).
  const anna = await signedIn(browser, baseURL, ANNA);
  const fiona = await signedIn(browser, baseURL, FIONA, GHENT);
  await openConnections(anna, 'accepted');
  await (await rowIn(anna, 'todo', GHENT)).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(snackbar(anna, 'Connection accepted successfully')).toBeVisible();

  const onB = await readFingerprint(anna, await rowIn(anna, 'waiting', GHENT), english);
  await openConnections(fiona, 'accepted');
  const onA = await readFingerprint(fiona, await rowIn(fiona, 'todo', ANTWERP), english);
  expect(onA.fingerprint).toBe(onB.fingerprint);

  // Fiona compared it with Anna and marks it verified: kept in Ghent's wallet, shown in Ghent's table only.
  await onA.dialog.getByRole('button', { name: english.mark }).click();
  await expect(
    onA.dialog.getByText('You marked this fingerprint as verified.', { exact: false }),
  ).toBeVisible();
  await onA.dialog.getByRole('button', { name: english.close }).last().click();
  await expect((await rowIn(fiona, 'todo', ANTWERP)).getByTitle(english.verified)).toBeVisible();
  await onB.dialog.getByRole('button', { name: english.close }).last().click();
  await expect(await rowIn(anna, 'waiting', GHENT)).toBeVisible();
  await expect((await rowIn(anna, 'waiting', GHENT)).getByTitle(english.verified)).toHaveCount(0);

  // Ghent's Activity says who verified it; Antwerp's says nothing of Ghent's mark.
  const verifiedAction = 'Key fingerprint marked as verified';
  await fiona.goto('/organization/activity?action=connection.verifyFingerprint');
  const fionaFirst = fiona.getByRole('table').getByRole('row').nth(1);
  await expect(fionaFirst).toContainText(verifiedAction, { timeout: 15_000 });
  await expect(fionaFirst).toContainText(FIONA);
  await expect(fionaFirst).toContainText(ANTWERP);
  await anna.goto('/organization/activity?action=connection.verifyFingerprint');
  await expect(anna.getByText('No activity matches these filters.')).toBeVisible({ timeout: 15_000 });
  await openConnections(fiona, 'accepted');

  // Step 3 asks first with the same fingerprint, marked verified, and goes through; the fingerprint
  // stays the same afterwards.
  expect(await confirmStep(fiona, await rowIn(fiona, 'todo', ANTWERP), ANTWERP)).toBe(onA.fingerprint);
  await expect(snackbar(fiona, 'Connection confirmed successfully')).toBeVisible();
  const after = await readFingerprint(fiona, await rowIn(fiona, 'waiting', ANTWERP), english);
  expect(after.fingerprint).toBe(onA.fingerprint);

  // Step 4, by keyboard: Anna's Finalize shows the fingerprint to compare and sends nothing until she
  // confirms; once marked verified, it says so the next time.
  await openConnections(anna, 'accepted');
  const finalize = await openFinalize(anna, await rowIn(anna, 'todo', GHENT), GHENT, english);
  await expect(finalize.getByRole('button', { name: english.back })).toBeFocused();
  await expect(finalize.locator('.scr-fingerprint-digits')).toHaveText(onA.fingerprint);
  expect(await allViolations(anna, '[role="dialog"]')).toEqual([]);
  await pressOn(anna, finalize.getByRole('button', { name: english.mark }));
  await expect(finalize.getByText(english.verifiedNote)).toBeVisible();
  await pressOn(anna, finalize.getByRole('button', { name: english.back }));
  await expect(finalize).toBeHidden();
  const todo = await rowIn(anna, 'todo', GHENT);
  await expect(todo.getByRole('button', { name: english.finalize, exact: true })).toBeVisible();

  const again = await openFinalize(anna, todo, GHENT, english);
  await expect(again.getByText(english.verifiedNote)).toBeVisible();
  await expect(again.getByText(english.verifiedTag, { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: english.mark })).toHaveCount(0);
  expect(await allViolations(anna, '[role="dialog"]')).toEqual([]);
  await pressOn(anna, again.getByRole('button', { name: english.send(GHENT), exact: true }));
  await expect(snackbar(anna, 'Connection finalized successfully')).toBeVisible({ timeout: 30_000 });
  const active = await rowIn(anna, 'active', GHENT);
  await expect(active).toBeVisible();
  // Finalized: the panel no longer asks for a comparison before a step that is done.
  await cellOf(active, 'status').getByRole('button').click();
  const status = anna.getByRole('dialog', { name: 'Connection status' });
  await expect(status.getByText(/^Your wallets trust these keys now\./)).toBeVisible();
  await expect(status.getByText(/before the last step/)).toHaveCount(0);
});

test('in Dutch: the same fingerprint on both sides', async ({ browser, baseURL, request }) => {
  // Liege's (A) open request to Antwerp (B).
  const anna = await signedIn(browser, baseURL, ANNA);
  await switchToDutch(anna);
  const tina = await signedInWithCode(browser, baseURL, request, TINA);
  await switchToDutch(tina);
  const t = dutch();
  await anna.goto('/organization/connections/accepted');
  await anna.getByRole('tab', { name: new RegExp(`^${nl('connections.tab.todo')}`) }).click();
  const todo = anna.getByRole('tabpanel').getByRole('row', { name: new RegExp(LIEGE) });
  await todo.getByRole('button', { name: nl('connections.action.accept'), exact: true }).click();
  const waitingTab = new RegExp(`^${nl('connections.tab.waiting').split(' (')[0]}`);
  await anna.getByRole('tab', { name: waitingTab }).click();
  const onB = await readFingerprint(
    anna,
    anna.getByRole('tabpanel').getByRole('row', { name: new RegExp(LIEGE) }),
    t,
  );

  await tina.goto('/organization/connections/accepted');
  await tina.getByRole('tab', { name: new RegExp(`^${nl('connections.tab.todo')}`) }).click();
  const onA = await readFingerprint(
    tina,
    tina.getByRole('tabpanel').getByRole('row', { name: new RegExp(ANTWERP) }),
    t,
  );
  expect(onA.fingerprint).toBe(onB.fingerprint);
  await expect(onA.dialog.getByRole('button', { name: t.mark })).toBeVisible();
  await onA.dialog.getByRole('button', { name: t.close }).last().click();
  await onB.dialog.getByRole('button', { name: t.close }).last().click();

  // Tina confirms (step 3); Anna's Finalize asks in Dutch, shows the same fingerprint, then sends.
  const row = tina.getByRole('tabpanel').getByRole('row', { name: new RegExp(ANTWERP) });
  await row.getByRole('button', { name: nl('connections.action.confirm'), exact: true }).click();
  const confirm = tina.getByRole('dialog', { name: nl('connections.confirmStep.title', { name: ANTWERP }) });
  await expect(confirm.locator('.scr-fingerprint-digits')).toHaveText(onA.fingerprint);
  await confirm
    .getByRole('button', { name: nl('connections.confirmStep.confirm', { name: ANTWERP }) })
    .click();
  // 'connections.success.status' is a select message, which nl() does not fill: its Dutch branch as written.
  await expect(snackbar(tina, 'Verbinding succesvol bevestigd')).toBeVisible({ timeout: 30_000 });
  await anna.goto('/organization/connections/accepted');
  await anna.getByRole('tab', { name: new RegExp(`^${nl('connections.tab.todo')}`) }).click();
  const finalize = await openFinalize(
    anna,
    anna.getByRole('tabpanel').getByRole('row', { name: new RegExp(LIEGE) }),
    LIEGE,
    t,
  );
  await expect(finalize.locator('.scr-fingerprint-digits')).toHaveText(onA.fingerprint);
  await expect(finalize.getByRole('button', { name: t.mark })).toBeVisible();
  await pressOn(anna, finalize.getByRole('button', { name: t.send(LIEGE), exact: true }));
  await expect(snackbar(anna, 'Verbinding succesvol afgerond')).toBeVisible({ timeout: 30_000 });
  await expect(finalize).toBeHidden();
});
