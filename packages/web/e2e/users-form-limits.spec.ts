import type { Page } from '@playwright/test';
import { signIn } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { expect, test } from './sign-in-support.ts';

// The invite form knows the platform's limits before submit (product-reference §5 'User form'): they
// come from the contract, so a 41-character phone gets the form's message and no request is sent,
// never the platform's raw 400. Nothing is stored, so the shared demo world stays as it was.
const ANNA = 'anna.admin@carrier.example';

type Texts = {
  users: string;
  heading: string;
  invite: string;
  dialog: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userRole: string;
  regular: string;
  tooLong: string;
};

const english: Texts = {
  users: 'Users',
  heading: 'Please review your users',
  invite: 'Invite user',
  dialog: 'Invite user for Antwerp Carrier NV',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  userRole: 'SCR App role',
  regular: 'Regular',
  tooLong: 'Please enter no more than 40 characters',
};

const dutch = (): Texts => ({
  users: nl('access.nav.users'),
  heading: nl('users.page.header'),
  invite: nl('users.page.addUser'),
  dialog: nl('users.invite.title', { organization: 'Antwerp Carrier NV' }),
  firstName: nl('users.field.firstName'),
  lastName: nl('users.field.lastName'),
  email: nl('users.field.email'),
  phone: nl('users.field.phone'),
  userRole: nl('users.field.userRole'),
  regular: nl('users.appRole.regular'),
  tooLong: nl('validation.maxLength', { max: 40 }),
});

const tryTooLongPhone = async (page: Page, t: Texts): Promise<void> => {
  await page.getByRole('link', { name: t.users, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.heading })).toBeVisible({ timeout: 15_000 });
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/organization-users'))
      posts.push(r.url());
  });
  await page.getByRole('button', { name: t.invite }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByLabel(t.firstName).fill('Lena');
  await dialog.getByLabel(t.lastName).fill('Long');
  await dialog.getByLabel(t.email).fill('lena.long@carrier.example');
  await dialog.getByLabel(t.phone).fill('+32 3 123 45 67 '.repeat(3).slice(0, 41));
  await dialog.getByLabel(t.userRole).selectOption({ label: t.regular });
  await dialog.getByRole('button', { name: t.invite }).click();
  await expect(dialog.getByText(t.tooLong)).toBeVisible();
  await expect(dialog.getByLabel(t.phone)).toHaveValue('+32 3 123 45 67 '.repeat(3).slice(0, 41));
  expect(posts).toEqual([]);
};

test('a phone longer than the platform allows gets the form message before submit', async ({ page }) => {
  await signIn(page, ANNA);
  await tryTooLongPhone(page, english);
});

test('in Dutch too', async ({ page }) => {
  await signIn(page, ANNA);
  await switchToDutch(page);
  await tryTooLongPhone(page, dutch());
});
