import type { Page } from '@playwright/test';
import { expect, login, test } from './sign-in-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { seriousViolations } from './axe-support.ts';
import { expectFocusIn } from './walk-support.ts';
import { UNREACHABLE_WALLET } from './connections-support.ts';

// The keyboard shortcuts of the signed-in pages: '/' to the table's search, 'g o/u/c/i' to the
// pages the roles allow (no other), 'n' for the page's main dialog, '?' for the overlay listing
// them; none of them while typing in a field. Listed in the help drawer too, in en and nl.
// Nothing is submitted: the demo world stays as it is.

const ANNA = 'anna.admin@carrier.example';
const ULRICH = 'ulrich.users@carrier.example';

/** '?' as a keyboard types it: Shift and the '/' key. */
const QUESTION_MARK = 'Shift+Slash';

/** Two keys one after the other, as a 'g' sequence is typed. */
const sequence = async (page: Page, first: string, second: string) => {
  await page.keyboard.press(first);
  await page.keyboard.press(second);
};

const signedIn = async (page: Page, email: string, landing: RegExp) => {
  await login(page, email);
  await expect(page).toHaveURL(landing);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
};

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });

test("'/' reaches the users' search and 'n' the invite dialog, never while typing", async ({ page }) => {
  await signedIn(page, ANNA, /\/organization$/);

  // 'g u' to Users; '/' into its search, where every key is typed, '/' and a 'g' sequence too.
  await sequence(page, 'g', 'u');
  await expect(page).toHaveURL(/\/organization\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('g c/n');
  await expect(search).toHaveValue('g c/n');
  await expect(page).toHaveURL(/\/organization\/users(\?.*)?$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search.fill('');

  // Out of the field, 'n' opens the page's main dialog: Invite user.
  await page.getByRole('heading', { name: 'Users', exact: true }).click();
  // The search's empty result offers Invite user too, until the cleared search's rows are back.
  await expect(
    page
      .getByRole('table', { name: 'Please review your users' })
      .getByRole('button', { name: 'Invite user' }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite user' })).toBeVisible();
  await page.keyboard.press('n');
  const invite = page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' });
  await expect(invite).toBeVisible();
  // In the dialog's fields the keys are typed, not shortcuts.
  await invite.getByLabel('First name').fill('');
  await invite.getByLabel('First name').press('g');
  await invite.getByLabel('First name').press('o');
  await expect(invite.getByLabel('First name')).toHaveValue('go');
  await expect(page).toHaveURL(/\/organization\/users/);
  await invite.getByRole('button', { name: 'Cancel' }).click();
  await expect(invite).toBeHidden();
});

test("'n' opens Connect with another organization; 'g c', 'g i', 'g a' and 'g o' reach their pages", async ({
  page,
}) => {
  await signedIn(page, ANNA, /\/organization$/);

  // 'g c' to Connections, where 'n' opens 'Connect with another organization'.
  await sequence(page, 'g', 'c');
  await expect(page).toHaveURL(/\/organization\/connections/);
  await expect(page.getByRole('tab', { name: /^ACTIVE CONNECTIONS/ })).toBeVisible({ timeout: 15_000 });
  // 'n' does what the page's button does, and only when it does: while the page is busy (an action
  // or the wallet check under way) both wait. The button enabled is the state in which 'n' opens.
  await expect(page.getByRole('button', { name: 'Connect with another organization' })).toBeEnabled();
  await page.keyboard.press('n');
  const connect = page.getByRole('dialog', { name: 'Connect with another organization' });
  await expect(connect).toBeVisible();
  // The dialog takes the focus a frame after it shows; an Escape pressed before that is not its own.
  await expectFocusIn(connect);
  await page.keyboard.press('Escape');
  await expect(connect).toBeHidden();

  // 'g i', 'g a' and 'g o'.
  await sequence(page, 'g', 'i');
  await expect(page).toHaveURL(/\/organization\/integrations$/);
  await expect(page.getByRole('heading', { name: 'Integrations', exact: true })).toBeVisible();
  await sequence(page, 'g', 'a');
  await expect(page).toHaveURL(/\/organization\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
  await sequence(page, 'g', 'o');
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByLabel('Company name')).toHaveValue('Antwerp Carrier NV');
});

test("'?' lists the shortcuts the roles allow; a page the roles do not allow has none", async ({ page }) => {
  // Ulrich is a User Manager only: Users is his one page.
  await signedIn(page, ULRICH, /\/organization\/users$/);
  await page.keyboard.press(QUESTION_MARK);
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(overlay).toBeVisible();
  for (const action of ['Search the table', 'Go to Users', 'Show the keyboard shortcuts'])
    await expect(overlay.getByRole('cell', { name: action, exact: true })).toBeVisible();
  await expect(overlay.getByRole('cell', { name: /^Open the page's main dialog/ })).toBeVisible();
  await expect(overlay.getByRole('cell', { name: /^Go to / })).toHaveCount(1);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  // 'g c' and 'g o' do nothing for him.
  await sequence(page, 'g', 'c');
  await sequence(page, 'g', 'o');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/users$/);

  // The help drawer lists them too.
  await page.getByRole('button', { name: 'Help' }).click();
  const shortcuts = page.getByRole('region', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByRole('cell', { name: 'Go to Users', exact: true })).toBeVisible();
  await expect(shortcuts.getByText('The shortcuts do nothing while you type in a field.')).toBeVisible();
});

test('the overlay and the help drawer list the shortcuts in Dutch', async ({ page }) => {
  await signedIn(page, ANNA, /\/organization$/);
  await switchToDutch(page);
  await page.getByRole('main').getByRole('heading').first().click();
  await page.keyboard.press(QUESTION_MARK);
  const overlay = page.getByRole('dialog', { name: 'Sneltoetsen' });
  await expect(overlay).toBeVisible();
  for (const page of ['Organisatieprofiel', 'Gebruikers', 'Verbindingen', 'Integraties', 'Activiteit'])
    await expect(overlay.getByRole('cell', { name: `Naar ${page}`, exact: true })).toBeVisible();
  // 'G dan O' reads on one line: its two keys and the word between them share a top edge.
  const sequenceKeys = overlay.getByRole('row').filter({ hasText: 'Naar Organisatieprofiel' }).locator('kbd');
  await expect(sequenceKeys).toHaveCount(2);
  const [first, second] = await Promise.all([
    sequenceKeys.first().boundingBox(),
    sequenceKeys.last().boundingBox(),
  ]);
  expect(second!.y).toBeCloseTo(first!.y, 0);
  await expect(overlay.getByRole('cell', { name: nl('shortcuts.search'), exact: true })).toBeVisible();
  await expect(overlay.getByRole('columnheader', { name: 'Toetsen' })).toBeVisible();
  await expect(overlay.getByText('dan').first()).toBeVisible();
  await expectFocusIn(overlay);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // 'g u' in Dutch too, and 'n' opens the Dutch invite dialog.
  await sequence(page, 'g', 'u');
  await expect(page.getByRole('heading', { name: 'Gebruikers', exact: true })).toBeVisible();
  // Once the users are loaded: 'n' does nothing before.
  await expect(page.getByRole('button', { name: nl('users.page.addUser') })).toBeVisible();
  await page.keyboard.press('n');
  const invite = page.getByRole('dialog', { name: 'Gebruiker uitnodigen voor Antwerp Carrier NV' });
  await expect(invite).toBeVisible();
  await expectFocusIn(invite);
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();

  await page.getByRole('button', { name: nl('app.help') }).click();
  const shortcuts = page.getByRole('region', { name: 'Sneltoetsen' });
  await expect(shortcuts.getByRole('cell', { name: 'Naar Verbindingen', exact: true })).toBeVisible();
  await expect(shortcuts.getByText(nl('shortcuts.notWhileTyping'))).toBeVisible();
});
