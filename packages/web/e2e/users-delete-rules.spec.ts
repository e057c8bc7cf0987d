import type { Page } from '@playwright/test';
import { apiAs, expect, login, test } from './sign-in-support.ts';
import { tableRow } from './table-support.ts';

// Who may not be deleted (product-reference §5, §6, §8): an admin never deletes her own user, nor the
// last active Organization Manager; the page says why before any click and the platform refuses the
// call itself with 400, changing nothing. The last Organization Manager cannot demote or deactivate
// herself in the Edit dialog either. A session the platform ended leads back to the login.

const ANNA = 'anna.admin@carrier.example';

const openUsers = async (page: Page, email: string): Promise<void> => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  await login(page, email);
  await expect(page).toHaveURL(/\/organization/);
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible();
};

/** A call to the platform with the page's session, answering its status and body (no throw on 4xx). */
const callAs = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(sessionStorage.getItem('scr.apiSession') ?? 'null') as {
        accessToken: string;
        orgUserId: number;
      };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${session.accessToken}`,
          Id: String(session.orgUserId),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    },
    { method, path, body },
  );

const ownId = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('scr.apiSession') ?? 'null') as { orgUserId: number }).orgUserId,
  );

test('Anna cannot delete herself: her Delete is unavailable with the reason, the platform refuses', async ({
  page,
}) => {
  await openUsers(page, ANNA);
  // Her own row's Delete says why before any click, to the eye (hover) and to a screen reader; a
  // click opens nothing.
  const own = tableRow(page, ANNA).getByRole('button', { name: 'Delete user' });
  await expect(own).toHaveAttribute('aria-disabled', 'true');
  await expect(own).toHaveAccessibleDescription(
    'You cannot delete your own user. Another Organization Manager can do that for you.',
  );
  await expect(own).toHaveAttribute(
    'title',
    'You cannot delete your own user. Another Organization Manager can do that for you.',
  );
  // Playwright waits for an aria-disabled button to be enabled: the click a user makes anyway.
  await own.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The platform refuses the call itself, whatever the page shows; nothing changes.
  const id = await ownId(page);
  const refused = await callAs(page, 'DELETE', `/organization-users/${id}`);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(
    'You cannot delete your own user. Another Organization Manager can do that for you.',
  );
  const still = await apiAs<{ isDeleted: boolean; isActive: boolean }>(
    page,
    'GET',
    `/organization-users/${id}`,
  );
  expect(still).toMatchObject({ isDeleted: false, isActive: true });
  await expect(tableRow(page, ANNA)).toBeVisible();
});

test('the last Organization Manager cannot demote or deactivate herself: locked with the reason, refused', async ({
  page,
}) => {
  await openUsers(page, ANNA);
  await tableRow(page, ANNA).getByRole('button', { name: 'Edit user' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit user Anna' });
  await expect(editing.getByLabel('Admin role')).toBeDisabled();
  await expect(
    editing.getByText(
      'This dropdown will become active once there is more than 1 active Organization Manager.',
    ),
  ).toBeVisible();
  await expect(editing.getByLabel('Active ?')).toBeDisabled();
  await expect(
    editing.getByText(
      'This switch will become active once there is more than 1 active Organization Manager.',
    ),
  ).toBeVisible();
  await editing.getByRole('button', { name: 'Cancel' }).click();

  // The platform refuses both changes itself (Ulrich and Connie are active admins, but no Organization
  // Manager); nothing changes.
  const id = await ownId(page);
  for (const change of [{ adminRoles: ['usr_mgr'] }, { isActive: false }]) {
    const refused = await callAs(page, 'PATCH', `/organization-users/${id}`, change);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Cannot remove the Organization Manager role or deactivate this user, since they're the only active Organization Manager",
    );
  }
  const still = await apiAs<{ adminRoles: string[]; isActive: boolean }>(
    page,
    'GET',
    `/organization-users/${id}`,
  );
  expect(still).toMatchObject({ adminRoles: ['org_mgr'], isActive: true });
});

test('a session the platform ended leads to the login, not to a banner per list', async ({ page }) => {
  await openUsers(page, ANNA);
  // The platform ends the session (as a logout elsewhere or a revocation does).
  expect((await callAs(page, 'DELETE', '/authentication')).status).toBe(200);
  await page.getByRole('link', { name: 'Connections', exact: true }).click();
  const expired = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(expired).toBeVisible();
  await expect(page.getByText(/Not authenticated/)).toHaveCount(0);
  await expired.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the login screen' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});
