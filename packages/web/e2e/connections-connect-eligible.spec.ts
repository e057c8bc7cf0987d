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
