import { test, expect } from './fixtures.ts';
import { openConnections, signIn, UNREACHABLE_WALLET } from './connections-support.ts';
import { ANNA } from './walk-support.ts';

// The connection dialogs as an administrator meets them: the invite dialog's VAT lookup and errors,
// and the 'Connection status' timeline of requests that ended (product-reference §2.6, §5).

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });

test('the invite dialog: a typed VAT clears its error, the notice sits above the list, an already connected VAT says why', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await openConnections(page);
  await page.getByRole('button', { name: 'Connect with another organization' }).click();
  await page.getByRole('button', { name: 'Organization is not in the list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a new organization to onboard' });

  // Submitting the empty form asks for each field; typing a VAT takes its request away.
  await dialog.getByRole('button', { name: 'Send invitation to register' }).click();
  await expect(dialog.getByText('Please provide a VAT')).toBeVisible();
  await dialog.getByLabel('VAT').fill('BE0987654321');
  await expect(dialog.getByText('Please provide a VAT')).toBeHidden();

  // Ghent (BE0987654321) has a request to Antwerp open: a single hit that cannot be chosen.
  await dialog.getByLabel('VAT').press('Tab');
  const notice = dialog.getByText(
    'VAT number found, but a connection request was already sent to Ghent Forwarding BV.',
  );
  await expect(notice).toBeVisible();
  await dialog.getByRole('button', { name: 'Send connection request' }).click();
  // The submit says why nothing is sent, where the VAT is.
  const why = dialog.locator('#invite-vat-helper, .bp6-form-helper-text', {
    hasText: /already sent to Ghent Forwarding BV/,
  });
  await expect(why.first()).toBeVisible();
  await expect(dialog).toBeVisible();

  // Rotterdam Barge BV (NL123456789B01) is connected to Antwerp.
  await dialog.getByLabel('VAT').fill('NL123456789B01');
  await expect(why.first()).toBeHidden();
  await dialog.getByLabel('VAT').press('Tab');
  await expect(dialog.getByText(/a connection with Rotterdam Barge BV was already made/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send connection request' }).click();
  await expect(
    dialog.locator('.bp6-form-helper-text', {
      hasText: /a connection with Rotterdam Barge BV was already made/,
    }),
  ).toBeVisible();

  // A found VAT: the notice speaks of 'the list below', and the list is below it.
  await dialog.getByLabel('VAT').fill('BE0999999999');
  await dialog.getByLabel('VAT').press('Tab');
  const found = dialog.getByText(
    /^VAT number found\. Choose an existing organization to connect to from the list below/,
  );
  await expect(found).toBeVisible();
  const list = dialog.getByLabel('Select an organization');
  await expect(list).toBeVisible();
  const noticeBox = await found.boundingBox();
  const listBox = await list.boundingBox();
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(listBox!.y);
});

test('declined and cancelled steps of the timeline are not shown as successes', async ({ page }) => {
  await signIn(page, ANNA);
  await openConnections(page);
  await page.getByRole('tab', { name: /^CANCELLED REQUESTS/ }).click();
  const panel = page.getByRole('tabpanel');
  // Bruges Haulage NV declined Antwerp's request; Antwerp cancelled its request to Kortrijk Logistics BV.
  for (const [name, status, stops] of [
    ['Bruges Haulage NV', 'Declined', ['Step 2/4 declined', 'Declined']],
    ['Kortrijk Logistics BV', 'Cancelled', ['Cancelled']],
  ] as const) {
    await panel
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: status })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Connection status' });
    await expect(dialog.getByText('You can always create a new connection request')).toBeVisible();
    for (const stop of stops) {
      const line = dialog.getByRole('listitem').filter({ has: page.getByText(stop, { exact: true }) });
      await expect(line).toHaveCount(1);
      await expect(line.locator('.bp6-intent-success')).toHaveCount(0);
      await expect(line.locator('.bp6-intent-danger')).toHaveCount(1);
    }
    // The request that was sent is still a step reached.
    const sent = dialog.getByRole('listitem').filter({ has: page.getByText('Step 1/4 request sent') });
    await expect(sent.locator('.bp6-intent-success')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  }
});
