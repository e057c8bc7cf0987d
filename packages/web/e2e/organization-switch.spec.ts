import type { Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { DEMO_PASSWORD, signIn } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';

// 'Switch organization' from the profile menu (product-reference §2.2, §2.3): Fiona, org_mgr of Ghent
// Forwarding BV and of Rotterdam Barge BV (architecture §4 demo world), signs in to the other one with
// its wallet password, without logging out; the tab's session is replaced and the page shows the new
// organization's data.

const FIONA = 'fiona.forwarder@forwarder.example';
const GHENT = 'Ghent Forwarding BV';
const ROTTERDAM = 'Rotterdam Barge BV';

type Texts = {
  menu: string;
  switchTo: string;
  title: string;
  password: string;
  submit: string;
  name: string;
};
const en: Texts = {
  menu: 'Profile menu',
  switchTo: 'Switch organization',
  title: 'Switch organization',
  password: 'Password',
  submit: 'Switch',
  name: 'Company name',
};
const dutch: Texts = {
  menu: nl('app.menu.open'),
  switchTo: nl('session.switch.menu'),
  title: nl('session.switch.title'),
  password: nl('session.field.password'),
  submit: nl('session.switch.submit'),
  name: nl('organizations.field.name'),
};

/** The organization the tab's API session belongs to (the app keeps it per tab). */
const sessionOrganization = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('scr.apiSession') ?? 'null') as { organizationId: number } | null)
        ?.organizationId,
  );

const switchTo = async (page: Page, t: Texts, organization: string) => {
  await page.getByRole('button', { name: t.menu }).click();
  await page.getByRole('menuitem', { name: t.switchTo }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  // The only other organization of the email is chosen already.
  await expect(dialog.getByRole('combobox')).toHaveText(new RegExp(organization));
  await dialog.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  // The landing page of the new organization, with its own data loaded.
  await expect(page.getByLabel(t.name, { exact: true })).toHaveValue(organization, { timeout: 15_000 });
  // The top bar says which of her organizations this tab is signed in to.
  await expect(page.getByRole('banner').getByText(organization, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.menu }).click();
  await expect(page.getByRole('menuitem', { name: organization })).toBeVisible();
  await page.keyboard.press('Escape');
};

test('Fiona switches from Ghent to Rotterdam and back, in en and nl, without logging out', async ({
  page,
}) => {
  // Three wallet sign-ins (a memory-hard KDF each) on a busy machine.
  test.setTimeout(150_000);
  await signIn(page, FIONA, GHENT);
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(GHENT, { timeout: 15_000 });
  const ghent = await sessionOrganization(page);

  await switchTo(page, en, ROTTERDAM);
  expect(await sessionOrganization(page)).not.toBe(ghent);
  await expect(page).toHaveURL(/\/organization$/);

  // A reload keeps the new organization: the tab's session was replaced, not added to.
  await page.reload();
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(ROTTERDAM, { timeout: 15_000 });

  await switchToDutch(page);
  await switchTo(page, dutch, GHENT);
  expect(await sessionOrganization(page)).toBe(ghent);
});

test('a wrong wallet password keeps Fiona where she was', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, FIONA, GHENT);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch organization' });
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(GHENT);
});
