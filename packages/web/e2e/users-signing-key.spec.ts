import type { Page } from '@playwright/test';
import { signIn, snackbar } from './connections-support.ts';
import { apiAs, expect, test } from './sign-in-support.ts';
import { tableRow } from './table-support.ts';

// Product-reference §6: new admin users copy the signing key of an existing admin that has one. The
// platform copies it (docs/adr/0005-signing-key-copied-by-platform.md); the test drives the users page
// and reads the stored users back, on the worker's own platform: making a seeded user admin would
// reorder the users table other specs read at the same time.
test.use({ changesWorld: true });
test.describe.configure({ timeout: 90_000 });

type StoredUser = { id: number; email: string; adminRoles: string[]; pkeySign: string | null };

const storedUser = async (page: Page, email: string): Promise<StoredUser> => {
  const found = await apiAs<{ data: StoredUser[] }>(
    page,
    'GET',
    `/organization-users?organizationId=1&email=${encodeURIComponent(email)}`,
  );
  const user = found.data[0];
  if (!user) throw new Error(`no stored user ${email}`);
  return user;
};

const openUsers = async (page: Page): Promise<void> => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
    timeout: 15_000,
  });
};

test("an invited admin and a user made admin are stored with Anna's signing key", async ({ page }) => {
  await openUsers(page);
  const anna = await storedUser(page, 'anna.admin@carrier.example');
  expect(anna.pkeySign).toEqual(expect.any(String));

  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' });
  await dialog.getByLabel('First name').fill('Kim');
  await dialog.getByLabel('Last name').fill('Key');
  await dialog.getByLabel('Email').fill('kim.key@carrier.example');
  await dialog.getByLabel('Admin role').selectOption({ label: 'Connection Manager' });
  await dialog.getByLabel('SCR App role').selectOption({ label: 'Regular' });
  await dialog.getByRole('button', { name: 'Invite user' }).click();
  await expect(snackbar(page, 'User added successfully')).toBeVisible();
  expect(await storedUser(page, 'kim.key@carrier.example')).toMatchObject({
    adminRoles: ['cnx_mgr'],
    pkeySign: anna.pkeySign,
  });

  // Julie set her password but holds no key of her own (the seed gives wallet accounts to demo logins only).
  const julie = 'julie.hermans@carrier.example';
  expect((await storedUser(page, julie)).pkeySign).toBeNull();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Hermans');
  await tableRow(page, julie).getByRole('button', { name: 'Edit user' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user Julie' });
  await edit.getByLabel('Admin role').selectOption({ label: 'User Manager' });
  await edit.getByRole('button', { name: 'Save user' }).click();
  await expect(snackbar(page, 'User saved successfully')).toBeVisible();
  expect(await storedUser(page, julie)).toMatchObject({ adminRoles: ['usr_mgr'], pkeySign: anna.pkeySign });
});
