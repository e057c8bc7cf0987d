import type { Locator } from '@playwright/test';
import { test, expect } from './sign-in-support.ts';
import { signIn, snackbar } from './connections-support.ts';

// The integrations with the port community systems (product-reference §2.7) as Anna (architecture §4: no link yet).

test.describe('integrations', () => {
  test.describe.configure({ timeout: 90_000 });
  // Each test links or unlinks Anna's organization and expects it unlinked at its start: on its worker's
  // own platform (a test on the other worker would see its links), reset after every test.
  test.use({ changesWorld: true });
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'anna.admin@carrier.example');
    await page.getByRole('link', { name: 'Integrations', exact: true }).click();
    await expect(
      page.getByRole('heading', {
        name: 'Please review your integrations with local Port Community Systems below',
      }),
    ).toBeVisible({ timeout: 15_000 });
  });

  test('connects Portbase without and with an EAN, then removes the link', async ({ page }) => {
    const card = page.locator('.scr-integration', { hasText: 'Portbase' });
    await expect(card.getByText('Not connected', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Connect with Portbase' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Connect with Secure Chain / Vertrouwensketen by Portbase',
    });
    await expect(dialog.getByLabel('I am a Release-To-Party (Cargo Director)')).toBeChecked();
    await expect(dialog.getByLabel('I am a Release-To-Party (Cargo Director)')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page, 'Portbase information saved successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Portbase' })).toHaveValue('Connected with SCR ID 1');
    await expect(page.getByText('Autosend disabled.')).toBeVisible();
    // The card says its new state as soon as the dialog's save is done.
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Re-connect' }).click();
    await dialog.getByText('I am also an Inland Operator').click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Please provide an EAN code')).toBeVisible();
    await dialog.getByLabel(/Your EAN code/).fill('5412345000013');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('textbox', { name: 'Portbase' })).toHaveValue(
      'Connected with EAN 5412345000013',
    );

    await page.getByRole('button', { name: 'Remove' }).click();
    const remove = page.getByRole('dialog', { name: 'Portbase' });
    await expect(remove.getByText('Are you sure you want to remove your Portbase connection?')).toBeVisible();
    const red = remove.getByRole('button', { name: 'Remove Portbase connection', exact: true });
    await expect(red).toHaveClass(/bp6-intent-danger/);
    await red.click();
    await expect(snackbar(page, 'Portbase connection removed successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect with Portbase' })).toBeVisible();
    await expect(card.getByText('Not connected', { exact: true })).toBeVisible();
  });

  test('one icon per meaning on both cards, none standing for two things', async ({ page }) => {
    // Portbase connected, so both cards show Connect (or Re-connect), Remove and their states.
    await page.getByRole('button', { name: 'Connect with Portbase' }).click();
    await page
      .getByRole('dialog', { name: 'Connect with Secure Chain / Vertrouwensketen by Portbase' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByRole('button', { name: 'Re-connect' })).toBeVisible();
    const icons = (locator: Locator) =>
      locator
        .locator('[data-icon]')
        .evaluateAll((all) => all.map((icon) => icon.getAttribute('data-icon') ?? ''));
    const cpoint = page.locator('.scr-integration', { hasText: 'My Port of Antwerp-Bruges' });
    const portbase = page.locator('.scr-integration', { hasText: 'Portbase' }).last();
    const meanings: Record<string, string[]> = {
      connect: [
        ...(await icons(cpoint.getByRole('button', { name: /^Connect with My Port/ }))).slice(0, 1),
        ...(await icons(portbase.getByRole('button', { name: 'Re-connect' }))),
      ],
      opensWindow: (await icons(cpoint.getByRole('button', { name: /^Connect with My Port/ }))).slice(1),
      refresh: await icons(cpoint.getByRole('button', { name: 'Refresh' })),
      remove: await icons(portbase.getByRole('button', { name: 'Remove' })),
      connected: await icons(portbase.locator('.scr-integration__state')),
      notConnected: await icons(cpoint.locator('.scr-integration__state')),
    };
    expect(meanings).toEqual({
      connect: ['new-link', 'new-link'],
      opensWindow: ['share'],
      refresh: ['refresh'],
      remove: ['trash'],
      connected: ['link'],
      notConnected: ['unlink'],
    });
    // The same icon as APP's in the top bar for what opens elsewhere.
    expect(await icons(page.getByRole('button', { name: /^APP/ }))).toEqual(['share']);

    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Remove Portbase connection', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Connect with Portbase' })).toBeVisible();
    expect(await icons(page.getByRole('button', { name: 'Connect with Portbase' }))).toEqual(['new-link']);
    // As on the connections page: connecting draws one icon, a made link another.
    await page.getByRole('link', { name: 'Connections', exact: true }).click();
    const connect = page.getByRole('button', { name: 'Connect with another organization', exact: true });
    await expect(connect).toBeVisible({ timeout: 15_000 });
    expect(await icons(connect)).toEqual(['new-link']);
    await page.getByRole('tab', { name: /^ACTIVE CONNECTIONS/ }).click();
    const finalized = page.getByRole('tabpanel').getByRole('button', { name: 'Finalized' }).first();
    await expect(finalized).toBeVisible();
    expect(await icons(finalized)).toEqual(['link']);
  });

  test('connects My Port of Antwerp-Bruges through the identity provider and shows the code', async ({
    page,
  }) => {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect with My Port of Antwerp-Bruges' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup).toHaveURL(/\/cpoint\?code=CP-/);
    const success = popup.getByText(/^Success! You have connected/);
    await expect(success).toBeVisible({ timeout: 15_000 });
    const code = /Your code is (CP-[0-9A-F]+)/.exec((await success.textContent()) ?? '')?.[1];
    expect(code).toBeTruthy();
    // The card shows the new code while the window is still open: no Refresh, reload or focus.
    const card = page.locator('.scr-integration', { hasText: 'My Port of Antwerp-Bruges' });
    await expect(page.getByLabel('Your code')).toHaveValue(code!);
    await expect(page.getByLabel('Your code')).toHaveAttribute('readonly', '');
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await popup.close();
    await expect(page.getByLabel('Your code')).toHaveValue(code!);
  });

  test('a card shows the link made in its window once the window closes', async ({ page }) => {
    // The platform's state the window leaves behind is read when it closes, without a Refresh click.
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect with My Port of Antwerp-Bruges' }).click();
    const popup = await popupOpened;
    const code = page.getByLabel('Your code');
    const before = (await code.count()) > 0 ? await code.inputValue() : '';
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup.getByText(/^Success! You have connected/)).toBeVisible({ timeout: 15_000 });
    await popup.close();
    await expect(code).not.toHaveValue(before);
    await expect(code).toHaveValue(/^CP-/);
  });
});
