import { test, expect } from './fixtures.ts';
import { openConnections, rowIn, signIn, tabNames } from './connections-support.ts';
import { cellOf, columnCells } from './table-support.ts';

// The demo world's connections tables read as real data (architecture §4): an organization id names
// one organization wherever it shows, each invitee has its own city, and a column of IDs has one format.

test("Anna's tables: one name per Org ID, and the invitees' own cities", async ({ page }) => {
  await signIn(page, 'anna.admin@carrier.example');
  await openConnections(page);

  // Org ID 9 is Zeebrugge Transport BV, in the accepted invitation as in the request waiting on it.
  const onboarded = await rowIn(page, 'accepted', 'Zeebrugge Transport BV');
  await expect(cellOf(onboarded, 'orgId')).toHaveText('9');
  await expect(cellOf(onboarded, 'city')).toHaveText('Zeebrugge');
  const waiting = await rowIn(page, 'waiting', 'Zeebrugge Transport BV');
  await expect(cellOf(waiting, 'orgId')).toHaveText('9');

  const invitee = await rowIn(page, 'waiting', 'Oostende Reefers NV');
  await expect(cellOf(invitee, 'city')).toHaveText('Oostende');
  await page.getByRole('tab', { name: /^CANCELLED REQUESTS/ }).click();
  const cancelled = page.getByRole('tabpanel');
  await expect(cellOf(cancelled.getByRole('row', { name: /Aalst Trucking BV/ }), 'city')).toHaveText('Aalst');
  await expect(cellOf(cancelled.getByRole('row', { name: /Lier Barging NV/ }), 'city')).toHaveText('Lier');
});

// One ID format per column: the Waiting tab mixes connection requests and invitations, and every
// row's ID is its reference (a uuid), shown short with the whole of it on hover and in the copy.
test('every ID column shows each row’s reference, connections and invitations alike', async ({ page }) => {
  await signIn(page, 'anna.admin@carrier.example');
  await openConnections(page);
  const uuid = /^Full ID: [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  for (const tab of ['todo', 'waiting', 'active', 'cancelled', 'accepted'] as const) {
    const chosen = page.getByRole('tab', { name: tabNames[tab] });
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    // The tab's own rows, not the placeholders shown while they load.
    const table = page.getByRole('tabpanel').getByRole('table');
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const titles = await columnCells(page.getByRole('tabpanel'), 'id')
      .locator('[title^="Full ID"]')
      .evaluateAll((spans) => spans.map((s) => s.getAttribute('title') ?? ''));
    expect(titles.length, tab).toBe(await rows.count());
    for (const title of titles) expect(title, tab).toMatch(uuid);
  }
  // The Waiting tab holds both kinds: an invitation's ID is as long as a request's.
  const invitation = await rowIn(page, 'waiting', 'Oostende Reefers NV');
  const request = await rowIn(page, 'waiting', 'Zeebrugge Transport BV');
  await expect(cellOf(invitation, 'id')).toHaveText(/^[0-9a-f]{8}…$/);
  await expect(cellOf(request, 'id')).toHaveText(/^[0-9a-f]{8}…$/);
});
