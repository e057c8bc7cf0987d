import { test, expect } from './fixtures.ts';
import { openConnections, signIn, UNREACHABLE_WALLET } from './connections-support.ts';

// 'Connect with another organization' (product-reference §2.6, §8): an organization whose wallet check fails
// is listed but not selectable, with "Can't connect to wallet on {url}: {message}", the organization named
// in place of its wallet's address (another organization's) and the reason in words; one whose
// subscription ended (its account is deactivated, §1) is not selectable either.

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });

test('Basel Inland AG (wallet unreachable) and Expired Logistics BV cannot be chosen', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'anna.admin@carrier.example');
  await openConnections(page);
  await page.getByRole('button', { name: 'Connect with another organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with another organization' });
  const search = dialog.getByRole('textbox', { name: /Search/ });

  await search.fill('Basel');
  const basel = dialog.getByRole('row', { name: /Basel Inland AG/ });
  await expect(
    basel.getByText("Can't connect to wallet on Basel Inland AG: the wallet does not answer", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(basel).not.toContainText('http');
  await expect(basel.getByRole('checkbox')).toBeDisabled();

  await search.fill('Expired');
  const expired = dialog.getByRole('row', { name: /Expired Logistics BV/ });
  await expect(expired.getByText('-- Its subscription has ended')).toBeVisible();
  await expect(expired.getByRole('checkbox')).toBeDisabled();
  await expired.getByText('Expired Logistics BV').click();
  await expect(expired.getByRole('checkbox')).not.toBeChecked();

  // An organization whose wallet answers stays selectable, by its checkbox or a click on its row.
  await search.fill('Namur');
  const namur = dialog.getByRole('row', { name: /Namur Fluvial SA/ });
  await expect(namur.getByRole('checkbox')).toBeEnabled();
  await namur.getByText('Namur Fluvial SA').click();
  await expect(namur.getByRole('checkbox')).toBeChecked();
  await namur.getByText('Namur Fluvial SA').click();
  await expect(namur.getByRole('checkbox')).not.toBeChecked();
  await namur.getByRole('checkbox').check({ force: true });
  await expect(namur.getByRole('checkbox')).toBeChecked();
});

test('the organizations that cannot be chosen come after the others, greyed out with why', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'anna.admin@carrier.example');
  await openConnections(page);
  await page.getByRole('button', { name: 'Connect with another organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with another organization' });
  const rows = dialog.getByRole('row').filter({ has: page.getByRole('checkbox') });
  await expect(rows.first()).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next page' });
  const seen: { name: string; disabled: boolean }[] = [];
  for (;;) {
    // The wallet checks end before the list shows: the page is read as it will stay.
    for (const row of await rows.all()) {
      const box = row.getByRole('checkbox');
      const disabled = await box.isDisabled();
      const name = (await box.getAttribute('aria-label'))?.replace(/^Select /, '') ?? '';
      seen.push({ name, disabled });
      if (!disabled) {
        await expect(row).not.toHaveAttribute('aria-disabled');
        await expect(row.getByRole('cell').nth(1)).not.toHaveCSS('color', 'rgb(95, 107, 124)');
        continue;
      }
      // Greyed out, marked so, and saying why next to the name.
      await expect(row).toHaveAttribute('aria-disabled', 'true');
      await expect(row.getByRole('cell').nth(1)).toHaveCSS('color', 'rgb(95, 107, 124)');
      await expect(row.locator('.scr-option-note')).toHaveText(
        /^\s*(-- A request was already sent|-- A connection was already made|-- Its subscription has ended|Can't connect to wallet on .+)$/,
      );
    }
    if (await next.isDisabled()) break;
    await next.click();
  }
  const firstDisabled = seen.findIndex((o) => o.disabled);
  expect(firstDisabled).toBeGreaterThan(0);
  expect(seen.slice(firstDisabled).every((o) => o.disabled)).toBe(true);
  // Named in the list, so an admin learns why a partner cannot be picked rather than miss it.
  expect(seen.map((o) => o.name)).toEqual(
    expect.arrayContaining(['Basel Inland AG', 'Expired Logistics BV']),
  );
  expect(seen.find((o) => o.name === 'Basel Inland AG')?.disabled).toBe(true);
});
