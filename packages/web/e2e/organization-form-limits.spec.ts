import type { Page } from '@playwright/test';
import { signIn } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { expect, test } from './sign-in-support.ts';

// The organization profile form knows the platform's limits before submit (product-reference §5
// 'Organization form'): they come from the contract, so a 21-character postal code gets the form's
// message and no request is sent, never the platform's raw 400. Nothing is stored, so the shared demo
// world stays as it was.
const ANNA = 'anna.admin@carrier.example';

// A sign-in and a page load under a loaded machine take more than the default 30 s.
test.describe.configure({ timeout: 90_000 });
const TOO_LONG = '2000 AB Antwerpen BE1';

type Texts = {
  profile: string;
  heading: string;
  postalCode: string;
  save: string;
  tooLong: string;
};

const english: Texts = {
  profile: 'Organization profile',
  heading: 'Please review your data below',
  postalCode: 'Postal code',
  save: 'Save changes',
  tooLong: 'Please enter no more than 20 characters',
};

const dutch = (): Texts => ({
  profile: nl('access.nav.organization'),
  heading: nl('organizations.header'),
  postalCode: nl('organizations.field.postalCode'),
  save: nl('organizations.save'),
  tooLong: nl('validation.maxLength', { max: 20 }),
});

const tryTooLongPostalCode = async (page: Page, t: Texts): Promise<void> => {
  await page.getByRole('link', { name: t.profile, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.heading })).toBeVisible({ timeout: 15_000 });
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && new URL(r.url()).pathname.includes('/organizations/'))
      patches.push(r.url());
  });
  expect(TOO_LONG).toHaveLength(21);
  await page.getByLabel(t.postalCode).fill(TOO_LONG);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.tooLong)).toBeVisible();
  await expect(page.getByLabel(t.postalCode)).toHaveValue(TOO_LONG);
  expect(patches).toEqual([]);
};

test('a postal code longer than the platform allows gets the form message before submit', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await tryTooLongPostalCode(page, english);
});

test('in Dutch too', async ({ page }) => {
  await signIn(page, ANNA);
  await switchToDutch(page);
  await tryTooLongPostalCode(page, dutch());
});
