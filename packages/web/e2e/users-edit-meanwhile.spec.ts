import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { signedIn, snackbar } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { apiAs } from './sign-in-support.ts';
import { tableRow } from './table-support.ts';

// Two admins edit the same user (product-reference §2.5 'Edit user'): each save sends only the fields
// that admin changed, on the version the dialog was opened from. The second save, over the first,
// is refused without a word lost: the dialog says what changed, and Reload takes the first admin's
// values and keeps what the second typed.

type StoredUser = { id: number; lastName: string; phone: string | null };

/** The users page searched for one email, with that user's Edit dialog open. */
const editDialog = async (page: Page, email: string, edit: string, title: string) => {
  await page.goto(`/organization/users?q=${encodeURIComponent(email)}`);
  const row = tableRow(page, email);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: edit }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('two admins edit different fields of a user: the second is told what changed and keeps what was typed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const first = await signedIn(browser, baseURL!, 'anna.admin@carrier.example');
  const second = await signedIn(browser, baseURL!, 'anna.admin@carrier.example');
  await switchToDutch(second);
  // A user of their own, so no other test edits it meanwhile.
  const email = `meanwhile.${Date.now()}@carrier.example`;
  const created = await apiAs<StoredUser>(first, 'POST', '/organization-users', {
    organizationId: 1,
    email,
    firstName: 'Mia',
    lastName: 'Meanwhile',
    userRole: 'regular',
    adminRoles: [],
  });

  const mine = await editDialog(first, email, 'Edit user', 'Edit user Mia');
  const theirs = await editDialog(
    second,
    email,
    nl('users.action.edit'),
    nl('users.edit.title', { firstName: 'Mia' }),
  );

  // The first saves the last name.
  await mine.getByLabel('Last name').fill('Changed');
  await mine.getByRole('button', { name: 'Save user' }).click();
  await expect(snackbar(first, 'User saved successfully')).toBeVisible();

  // The second, on the version from before, saves the phone: refused, told what changed.
  const phone = theirs.getByLabel(nl('users.field.phone'));
  await phone.fill('+32 3 123 45 67');
  await theirs.getByRole('button', { name: nl('users.edit.submit') }).click();
  const notice = theirs.getByRole('alert').filter({ hasText: nl('users.changedMeanwhile') });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('listitem')).toHaveText([nl('users.field.lastName')]);
  await expect(phone).toHaveValue('+32 3 123 45 67');
  expect((await apiAs<StoredUser>(first, 'GET', `/organization-users/${created.id}`)).phone).toBeNull();

  // Reload: the first's last name comes in, the typed phone stays; the save now goes through.
  await notice.getByRole('button', { name: nl('users.changedMeanwhile.reload') }).click();
  await expect(theirs.getByLabel(nl('users.field.lastName'))).toHaveValue('Changed');
  await expect(phone).toHaveValue('+32 3 123 45 67');
  await expect(
    theirs.getByRole('status').filter({ hasText: nl('users.changedMeanwhile.reloaded') }),
  ).toBeVisible();
  await theirs.getByRole('button', { name: nl('users.edit.submit') }).click();
  await expect(snackbar(second, nl('users.success.saved'))).toBeVisible();
  expect(await apiAs<StoredUser>(first, 'GET', `/organization-users/${created.id}`)).toMatchObject({
    lastName: 'Changed',
    phone: '+32 3 123 45 67',
  });

  await apiAs(first, 'DELETE', `/organization-users/${created.id}`);
  await first.context().close();
  await second.context().close();
});
