import { test, expect } from './fixtures.ts';
import { snackbar } from './connections-support.ts';
import { findUserRow, openUsers } from './walk-support.ts';

// 'Edit user' of a user who never set a password: the copied 'Invite user' link is the one the mail
// carries, token included, so the new user reaches the set-password page (product-reference §2.1 jwt, §2.5).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Copy link copies the add-user link with its token, and the link opens the set-password page', async ({
  page,
  browser,
  baseURL,
}) => {
  await openUsers(page);
  await (
    await findUserRow(page, 'ian.invited@carrier.example')
  )
    .getByRole('button', { name: 'Edit user' })
    .click();
  const ian = page.getByRole('dialog', { name: 'Edit user Ian' });
  await expect(ian.getByLabel('Invite user')).toHaveValue(/\/wallet-add-user\/[^?]+\?jwt=.+/);
  await ian.getByRole('button', { name: 'Copy link' }).click();
  await expect(snackbar(page, 'Link copied successfully')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await ian.getByLabel('Invite user').inputValue());
  expect(new URL(copied).searchParams.get('jwt')).toBeTruthy();

  // The new user opens the copied link in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const newUser = await context.newPage();
  const url = new URL(copied);
  await newUser.goto(`${url.pathname}${url.search}`);
  await expect(newUser.getByLabel('New password', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(newUser.getByText('Missing accept code')).toBeHidden();
  await context.close();
});
