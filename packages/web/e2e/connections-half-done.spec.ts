import type { Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { confirmStep, openConnections, rowIn, signedIn, snackbar } from './connections-support.ts';
import { cellOf } from './table-support.ts';

// A handshake step is a write in two systems: the wallet's half, then the platform's status. Here
// the platform answers 500 to the accept's write once, after Antwerp's wallet did its part: the
// portal says the step is half done, once (its dialog, no snackbar repeating it), and offers Retry,
// which finishes it with the same half; both sides then finish the handshake and read the same key
// fingerprint.

const ANNA = 'anna.admin@carrier.example';
const FIONA = 'fiona.forwarder@forwarder.example';
const GHENT = 'Ghent Forwarding BV';
const ANTWERP = 'Antwerp Carrier NV';
const DIGITS = /^\d{5}( \d{5}){5}$/;
const HALF_DONE =
  'This step is half done: your wallet did its part, but the platform did not record it. Retry to finish it';

test.use({ changesWorld: true });
test.describe.configure({ timeout: 180_000 });

/**
 * From now on, whether a snackbar with `text` ever shows on the page (a short-lived toast could come
 * and go between two looks): `toastsSeen` answers it.
 */
const watchToasts = (page: Page, text: string) =>
  page.evaluate((watched) => {
    const seen = { shown: false };
    (window as unknown as { toastsSeen: typeof seen }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.bp6-toast'))
        if (toast.textContent?.includes(watched)) seen.shown = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
const toastsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastsSeen: { shown: boolean } }).toastsSeen.shown);

/** Opens 'Connection status' of a row, reads the fingerprint, closes the dialog. */
const readFingerprint = async (page: Page, row: ReturnType<Page['getByRole']>) => {
  await cellOf(row, 'status').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Connection status' });
  const digits = dialog.getByRole('region', { name: 'Key fingerprint' }).locator('.scr-fingerprint-digits');
  await expect(digits).toHaveText(DIGITS);
  const fingerprint = (await digits.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  return fingerprint;
};

test('a 500 on the accept’s write: Retry finishes it, and both sides end with the same key', async ({
  browser,
  baseURL,
}) => {
  // The demo world's open request of Ghent (A) to Antwerp (B).
  const anna = await signedIn(browser, baseURL, ANNA);
  const fiona = await signedIn(browser, baseURL, FIONA, GHENT);

  // The platform fails the first write of the accept (PATCH /connections/{reference}) with a 500.
  let struck = 0;
  await anna.route('**/api/connections/*', async (route) => {
    if (route.request().method() !== 'PATCH' || struck > 0) return route.fallback();
    struck++;
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  });

  await openConnections(anna, 'accepted');
  await watchToasts(anna, HALF_DONE);
  await (await rowIn(anna, 'todo', GHENT)).getByRole('button', { name: 'Accept', exact: true }).click();
  const halfDone = anna.getByRole('dialog', { name: 'Step half done' });
  await expect(halfDone.getByText(HALF_DONE)).toBeVisible();
  expect(struck).toBe(1);

  await halfDone.getByRole('button', { name: 'Retry' }).click();
  await expect(snackbar(anna, 'Connection accepted successfully')).toBeVisible();
  await expect(halfDone).toBeHidden();
  // One message: the dialog said the step was half done, and no snackbar said it again (the
  // success snackbar above shows the toaster was there to show one).
  expect(await toastsSeen(anna)).toBe(false);
  await expect(await rowIn(anna, 'waiting', GHENT)).toBeVisible();

  // Step 3 by Ghent, step 4 by Antwerp: the same fingerprint on both sides.
  await openConnections(fiona, 'accepted');
  const shownToA = await confirmStep(fiona, await rowIn(fiona, 'todo', ANTWERP), ANTWERP);
  await expect(snackbar(fiona, 'Connection confirmed successfully')).toBeVisible();
  const onA = await readFingerprint(fiona, await rowIn(fiona, 'waiting', ANTWERP));
  expect(onA).toBe(shownToA);

  await openConnections(anna, 'accepted');
  await (await rowIn(anna, 'todo', GHENT)).getByRole('button', { name: 'Finalize', exact: true }).click();
  const finalize = anna.getByRole('dialog', { name: `Finalize the connection with ${GHENT}?` });
  await expect(finalize.locator('.scr-fingerprint-digits')).toHaveText(onA);
  await finalize.getByRole('button', { name: `Finalize connection with ${GHENT}` }).click();
  // The success text shows for 1.5 s only; the tabs reload under 'Please wait' after it.
  await expect(anna.getByRole('dialog', { name: 'Please wait' })).toBeHidden({ timeout: 30_000 });
  await expect(await rowIn(anna, 'active', GHENT)).toBeVisible();
  await openConnections(fiona);
  await expect(await rowIn(fiona, 'active', ANTWERP)).toBeVisible();
});
