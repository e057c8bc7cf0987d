import { test, expect } from './fixtures.ts';
import { openConnections, rowIn, signIn } from './connections-support.ts';
import { cellOf } from './table-support.ts';

// The demo world's connections tables read as real data (architecture §4): an organization id names
// one organization wherever it shows, and each invitee has its own city.

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
