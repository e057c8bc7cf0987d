import { test, expect } from './fixtures.ts';
import { openConnections, signIn } from './connections-support.ts';
import { ANNA } from './walk-support.ts';

// The connection tabs by keyboard (WAI-ARIA tabs): the selected tab takes focus, the arrow keys move
// to the next or previous tab and open it, wrapping around at the ends.

const tabs = [
  { name: /^TO DO/, text: 'These connections require an action from you' },
  { name: /^WAITING FOR OTHER PARTY/, text: 'These connections require an action from the other party' },
  { name: /^ACTIVE CONNECTIONS/, text: 'These are your active connections' },
  { name: /^CANCELLED REQUESTS/, text: 'These requests were cancelled or declined' },
  { name: /^ACCEPTED INVITATIONS/, text: /^Invitations sent by you and accepted/ },
] as const;

test('the arrow keys switch the connection tabs', async ({ page }) => {
  await signIn(page, ANNA);
  // Without a status the page opens on ACTIVE CONNECTIONS (product-reference §2.6: anything else opens tab 2).
  await openConnections(page);
  const opening = page.getByRole('tab', { name: tabs[2].name });
  await expect(opening).toHaveAttribute('aria-selected', 'true');
  await opening.focus();
  // Five steps right visit every tab and wrap around to the opening one.
  for (const step of [3, 4, 0, 1, 2]) {
    await page.keyboard.press('ArrowRight');
    const current = page.getByRole('tab', { name: tabs[step]!.name });
    await expect(current, `tab ${step}`).toBeFocused();
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText(tabs[step]!.text)).toBeVisible();
  }
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: tabs[1].name })).toBeFocused();
  await expect(page.getByRole('tab', { name: tabs[1].name })).toHaveAttribute('aria-selected', 'true');
});
