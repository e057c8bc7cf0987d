import { test, expect } from './fixtures.ts';
import { openConnections, rowIn, signIn } from './connections-support.ts';
import { ANNA, openUsers } from './walk-support.ts';

// Focus by keyboard: a dialog opened from a button gives the focus back to that button when it
// closes (Escape, its way back, or its header's close), so a keyboard user goes on where they were.
// A form dialog opens with the focus on its first field, and a refused save puts it on the first
// field in error.

test('a row action opened by keyboard gets the focus back when its dialog closes', async ({ page }) => {
  await signIn(page, ANNA);
  await openConnections(page, 'sent');
  const row = await rowIn(page, 'waiting', 'Zeebrugge Transport BV');
  const cancel = row.getByRole('button', { name: 'Cancel connection request' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to cancel this connection request?',
  });
  // The way back has the focus first: Enter right after opening changes nothing.
  await expect(confirm.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(row).toBeVisible();
});

test("the users page's dialogs give the focus back to their button", async ({ page }) => {
  await openUsers(page, ANNA);
  const invite = page.getByRole('button', { name: 'Invite user' });
  await invite.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(invite).toBeFocused();

  const row = page.getByRole('row', { name: /noah\.claes@carrier\.example/ });
  const remove = row.getByRole('button', { name: 'Delete user' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this user?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  const edit = row.getByRole('button', { name: 'Edit user' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const editing = page.getByRole('dialog', { name: /^Edit user / });
  await editing.getByRole('button', { name: 'Close' }).first().click();
  await expect(editing).toBeHidden();
  await expect(edit).toBeFocused();
});

test("Decline chosen from a row's 'More actions' menu gives the focus back to 'More actions'", async ({
  page,
}) => {
  // A sign-in and two rounds through the menu.
  test.slow();
  await signIn(page, ANNA);
  await openConnections(page);
  const row = await rowIn(page, 'todo', 'Liege Trucking SA');
  const more = row.getByRole('button', { name: 'More actions' });
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to decline this connection request?',
  });
  // The menu is gone once its item is chosen: the focus goes back to the button that opened it.
  for (const close of ['Back', 'Close'] as const) {
    await more.click();
    await page.getByRole('menuitem', { name: 'Decline' }).click();
    await expect(confirm.getByRole('button', { name: 'Back' })).toBeFocused();
    await confirm.getByRole('button', { name: close, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(more).toBeFocused();
  }
});

test('the invite dialog opens on its first field and a refused save focuses the first field in error', async ({
  page,
}) => {
  await openUsers(page, ANNA);
  const invite = page.getByRole('button', { name: 'Invite user' });
  await invite.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Zoe');
  await dialog.getByRole('button', { name: 'Invite user' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please provide a last name')).toBeVisible();
  await expect(dialog.getByLabel('Last name')).toBeFocused();
  // Fixing one field leaves the focus where the user types.
  await page.keyboard.type('Peeters');
  await expect(dialog.getByText('Please provide a last name')).toBeHidden();
  await expect(dialog.getByLabel('Last name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(invite).toBeFocused();
});
