import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { signIn, snackbar } from './connections-support.ts';
import { mails } from './sign-in-support.ts';
import { cellOf, columnCells, tableRow } from './table-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';

// The users page (product-reference §2.5, §4 'User', §5 'User form', §6, §8) against the demo world (architecture §4).

const ANNA = 'anna.admin@carrier.example';
const ULRICH = 'ulrich.users@carrier.example';
const OTTO = 'otto.old@barge.example';
const SOLE_ADMIN = 'admin@brussels.example';

/** The users table (its cells; the top bar also shows the signed-in email). */
const usersTable = (page: Page): Locator => page.getByRole('region', { name: 'Please review your users' });

/** The users table row that shows this email. */
const userRow = async (page: Page, email: string): Promise<Locator> => {
  const row = tableRow(page, email);
  await expect(row).toBeVisible();
  return row;
};

const openUsers = async (page: Page, email: string, organization?: string): Promise<void> => {
  await signIn(page, email, organization);
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
    timeout: 15_000,
  });
};

/** Deletes the user of this row after the confirmation, and checks they left the table. */
const deleteUserOf = async (page: Page, email: string, name: string): Promise<void> => {
  await (await userRow(page, email)).getByRole('button', { name: 'Delete user' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this user?' });
  await expect(confirm.getByText(`Click Confirm to delete user ${name}.`)).toBeVisible();
  const red = confirm.getByRole('button', { name: `Confirm: delete user ${name}`, exact: true });
  await expect(red).toHaveClass(/bp6-intent-danger/);
  await red.click();
  await expect(snackbar(page, 'User deleted successfully')).toBeVisible();
  await expect(usersTable(page).getByText(email)).toBeHidden();
};

// One platform serves every worker: instead of resetting the world (which would break a test
// running beside), each test leaves the demo world as it found it (fresh emails, Dora deleted again).
test.describe('users page', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('pages 8 rows on the server, admins first, and filters on Deleted', async ({ page }) => {
    await openUsers(page, ANNA);
    await expect(page.getByText(/^1–8 of (1[7-9]|2[0-4])$/)).toBeVisible();
    // Admins first, then last and first name (product-reference §2.5).
    const lastNames = columnCells(usersTable(page), 'lastName');
    await expect(lastNames).toHaveText([
      'Admin',
      'Connections',
      'Users',
      'Claes',
      'De Smet',
      'Dubois',
      'Goossens',
      'Hermans',
    ]);
    await expect(usersTable(page).getByText(ANNA)).toBeVisible();
    await expect(usersTable(page).getByText('dora.deleted@carrier.example')).toBeHidden();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^9–16 of (1[7-9]|2[0-4])$/)).toBeVisible();
    await expect(usersTable(page).getByText('ian.invited@carrier.example')).toBeVisible();
    await expect(usersTable(page).getByText(ANNA)).toBeHidden();
    await page.getByLabel('Deleted').selectOption({ label: 'Deleted' });
    await expect(page.getByText(/^1–[1-8] of [1-8]$/)).toBeVisible();
    await expect(usersTable(page).getByText('dora.deleted@carrier.example')).toBeVisible();
    await expect(usersTable(page).getByText('ian.invited@carrier.example')).toBeHidden();
  });

  test('badges an invited and an inactive user in words, in English and in Dutch', async ({ page }) => {
    await openUsers(page, ANNA);
    await page.goto('/organization/users?q=carrier.example&page=2');
    const emailOf = (email: string) => cellOf(tableRow(usersTable(page), email), 'email');
    const badge = (email: string) => emailOf(email).locator('.bp6-tag.bp6-minimal');
    // The state is text of the row's cell, so a screen reader reads it with the row.
    await expect(page.getByRole('cell', { name: 'ian.invited@carrier.example Invited' })).toBeVisible();
    await expect(badge('ian.invited@carrier.example')).toHaveClass(/bp6-intent-primary/);
    await expect(page.getByRole('cell', { name: 'iris.inactive@carrier.example Inactive' })).toBeVisible();
    await expect(badge('iris.inactive@carrier.example')).toHaveClass(/bp6-intent-warning/);
    // An active user has none.
    await page.goto('/organization/users?q=anna.admin');
    await expect(emailOf(ANNA)).toHaveText(ANNA);
    await expect(badge(ANNA)).toHaveCount(0);

    await switchToDutch(page);
    await page.goto('/organization/users?q=carrier.example&page=2');
    await expect(
      page.getByRole('cell', { name: `ian.invited@carrier.example ${nl('users.status.invited')}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('cell', { name: `iris.inactive@carrier.example ${nl('users.status.inactive')}` }),
    ).toBeVisible();
  });

  test('invites a user: the mail arrives; an existing email is refused or offered reactivation', async ({
    page,
    request,
  }) => {
    await openUsers(page, ANNA);
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' });
    await dialog.getByLabel('First name').fill('Zoe');
    await dialog.getByLabel('Email').fill('zoe.zeta@carrier');
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    await expect(dialog.getByText('Please provide a last name')).toBeVisible();
    await expect(dialog.getByText('Email is not valid')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue('Zoe');
    await dialog.getByLabel('Last name').fill('Zeta');
    const zoe = `zoe.zeta.${Date.now()}@carrier.example`;
    await dialog.getByLabel('Email').fill(zoe);
    // No role is assumed: the select asks for one.
    await expect(dialog.getByLabel('SCR App role').locator('option:checked')).toHaveText('Choose a role');
    await dialog.getByLabel('SCR App role').selectOption({ label: 'Regular' });
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    await expect(snackbar(page, 'User added successfully')).toBeVisible();
    await expect.poll(async () => (await mails(request)).some((m) => m.to === zoe)).toBe(true);

    await page.getByRole('button', { name: 'Invite user' }).click();
    await dialog.getByLabel('First name').fill('Ian');
    await dialog.getByLabel('Last name').fill('Invited');
    await dialog.getByLabel('Email').fill('ian.invited@carrier.example');
    await dialog.getByLabel('SCR App role').selectOption({ label: 'Regular' });
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    const notice = page.getByRole('dialog', { name: 'This emailaddress was already registered' });
    await expect(notice.getByText(/has not yet set a password/)).toBeVisible();
    await notice.getByRole('button', { name: 'Cancel' }).click();

    await dialog.getByLabel('Email').fill('dora.deleted@carrier.example');
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    const offer = page.getByRole('dialog', { name: 'Reactivate user?' });
    await offer.getByRole('button', { name: 'Reactivate user' }).click();
    await expect(snackbar(page, 'User reactivated successfully')).toBeVisible();
    // Back to the demo world: Dora deleted again.
    await deleteUserOf(page, 'dora.deleted@carrier.example', 'Dora Deleted');
  });

  test('edits a user with the locked switches and their helper texts', async ({ page }) => {
    await openUsers(page, ANNA);
    await page.getByRole('button', { name: 'Next page' }).click();
    await (
      await userRow(page, 'ian.invited@carrier.example')
    )
      .getByRole('button', { name: 'Edit user' })
      .click();
    const ian = page.getByRole('dialog', { name: 'Edit user Ian' });
    await expect(ian.getByLabel('Active ?')).toBeDisabled();
    await expect(ian.getByText(/once the user has set their password/)).toBeVisible();
    await expect(ian.getByLabel('Invite user')).toHaveValue(/\/wallet-add-user\/.+/);
    await ian.getByRole('button', { name: 'Copy link' }).click();
    await expect(snackbar(page, 'Link copied successfully')).toBeVisible();
    await ian.getByRole('button', { name: 'Resend mail' }).click();
    await expect(snackbar(page, 'Mail resent to user successfully')).toBeVisible();
    await ian.getByRole('button', { name: 'Cancel' }).click();

    await (
      await userRow(page, 'iris.inactive@carrier.example')
    )
      .getByRole('button', { name: 'Edit user' })
      .click();
    const iris = page.getByRole('dialog', { name: 'Edit user Iris' });
    await expect(iris.getByLabel('Admin role')).toBeDisabled();
    await expect(iris.getByText('This switch will become active once the user is active.')).toBeVisible();
    await iris.getByLabel('Phone').fill('+32 3 555 55 55');
    await iris.getByRole('button', { name: 'Save user' }).click();
    await expect(snackbar(page, 'User saved successfully')).toBeVisible();
  });

  test('deletes a user after the confirmation', async ({ page }) => {
    await openUsers(page, ANNA);
    const email = `dan.aardvark.${Date.now()}@carrier.example`;
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' });
    await dialog.getByLabel('First name').fill('Dan');
    await dialog.getByLabel('Last name').fill('Aardvark');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('SCR App role').selectOption({ label: 'Viewer' });
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    await expect(snackbar(page, 'User added successfully')).toBeVisible();
    await deleteUserOf(page, email, 'Dan Aardvark');
  });

  test("warns about Otto's outdated wallet", async ({ page }) => {
    await openUsers(page, OTTO);
    await expect(
      page.getByText(
        'You are running an outdated wallet. Required version is 1.1.4, you are running version 1.0.9',
      ),
    ).toBeVisible();
  });

  test('keeps the only active admin: locked switches, and delete refused', async ({ page }) => {
    // Brussels Shipping NV has a single admin (the fake platform's partner organizations); nothing changes.
    await openUsers(page, SOLE_ADMIN);
    const self = await userRow(page, SOLE_ADMIN);
    await self.getByRole('button', { name: 'Edit user' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user Pat' });
    await expect(edit.getByLabel('Admin role')).toBeDisabled();
    await expect(
      edit.getByText('This dropdown will become active once there is more than 1 active admin.'),
    ).toBeVisible();
    await expect(edit.getByLabel('Active ?')).toBeDisabled();
    await expect(
      edit.getByText('This switch will become active once there is more than 1 active admin.'),
    ).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    // The refusal shows on the row, before any click: Delete is unavailable and says why (the
    // specification's text for the only active admin, which comes before 'your own user').
    const remove = self.getByRole('button', { name: 'Delete user' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(
      "Cannot delete this user, since they're the only active admin",
    );
    await remove.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(await userRow(page, SOLE_ADMIN)).toBeVisible();
  });

  test('a User Manager cannot edit or delete admins nor assign admin roles', async ({ page }) => {
    await signIn(page, ULRICH);
    await expect(page).toHaveURL(/\/organization\/users$/);
    await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
      timeout: 15_000,
    });
    const anna = await userRow(page, ANNA);
    await expect(anna.getByRole('button', { name: 'Edit user' })).toHaveCount(0);
    await expect(anna.getByRole('button', { name: 'Delete user' })).toHaveCount(0);
    await expect(
      (await userRow(page, 'noah.claes@carrier.example')).getByRole('button', { name: 'Edit user' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' });
    await expect(dialog.getByLabel('Admin role')).toBeDisabled();
    await expect(dialog.getByText('Only an Organization Manager can assign admin roles.')).toBeVisible();
  });
});
