import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './connections-support.ts';
import { tableRow } from './table-support.ts';
import { apiAs, expect as ownWorldExpect, test as ownWorld } from './sign-in-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';

// The admin password reset (product-reference §2.5, §5 'Password reset (by admin)', §6) for Fiona, admin of
// Ghent Forwarding BV (company wallet 1.2.9) and Rotterdam Barge BV (company wallet 1.0.9). The
// reset sets the demo password again, so tests running beside these still sign Fiona in.

const FIONA = 'fiona.forwarder@forwarder.example';

const openChooser = async (page: Page) => {
  await signIn(page, FIONA, 'Ghent Forwarding BV');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
    timeout: 15_000,
  });
  await tableRow(page, FIONA).getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Choose for which organizations you wish to reset your password',
  });
  await expect(dialog.getByText('Rotterdam Barge BV')).toBeVisible({ timeout: 15_000 });
  return dialog;
};

/** Ticks an organization through its visible box (Blueprint hides the input itself). */
const choose = async (dialog: Locator, name: string) => {
  await dialog
    .getByRole('row', { name: new RegExp(name) })
    .locator('.bp6-control-indicator')
    .click();
  await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
};

// Nina belongs to Ghent Forwarding BV only: the one organization Fiona can choose for her is ticked
// when the chooser opens.
test('the one organization an admin can choose is ticked already', async ({ page }) => {
  await signIn(page, FIONA, 'Ghent Forwarding BV');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await tableRow(page, 'nina.neweula@forwarder.example')
    .getByRole('button', { name: 'Change password' })
    .click();
  const dialog = page.getByRole('dialog', {
    name: 'Choose for which organizations you wish to reset your password',
  });
  await expect(dialog.getByRole('checkbox', { name: 'Ghent Forwarding BV' })).toBeChecked({
    timeout: 15_000,
  });
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
});

test.describe('admin password reset', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('lists both organizations with green dots and checks the form', async ({ page }) => {
    const dialog = await openChooser(page);
    await expect(dialog.getByRole('img', { name: 'Available' })).toHaveCount(2);
    // A colour alone is no status: each dot has its word beside it.
    for (const cell of await dialog.locator('td[data-column="status"]').all())
      expect(await cell.evaluate((td) => (td as HTMLElement).innerText.trim())).toBe('Available');
    await dialog.getByLabel('New password', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Reset password(s)' }).click();
    await expect(dialog.getByText('Please choose at least one organization from the list')).toBeVisible();
    await expect(
      dialog.getByText('Choose a password for the company wallet, containing at least 6 characters'),
    ).toBeVisible();
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('abc');
  });

  test('asks for a wallet upgrade when a chosen wallet is below 1.1.4', async ({ page }) => {
    const dialog = await openChooser(page);
    await choose(dialog, 'Rotterdam Barge BV');
    await dialog.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Re-enter new password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Reset password(s)' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Wallet upgrade required' });
    await expect(upgrade.getByText(/runs version 1\.0\.9/)).toBeVisible();
    await expect(upgrade.getByRole('button', { name: 'Upgrade procedure (PDF)' })).toHaveAttribute(
      'href',
      /\.pdf$/,
    );
  });

  test('resets the password in Ghent and shows the result per organization', async ({ page }) => {
    const dialog = await openChooser(page);
    await choose(dialog, 'Ghent Forwarding BV');
    await dialog.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Re-enter new password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Reset password(s)' }).click();
    const results = page.getByRole('dialog', { name: 'Password reset results' });
    await expect(results.getByText('Ghent Forwarding BV')).toBeVisible({ timeout: 15_000 });
    await expect(results.getByText('Success', { exact: true })).toBeVisible();
    await expect(results.getByText('Password reset successfully')).toBeVisible();
  });
});

// The spec's cross-organization reset end to end (product-reference §2.5, §6): Fiona resets the password of a
// user who belongs to both her organizations, in one go, in English and in Dutch. Rotterdam's own wallet
// is below 1.1.4 in the demo world, so Rotterdam first moves to Ghent's company wallet (Fiona is its
// org_mgr) and the user is added to both organizations there. Behind the dialog the portal asks the
// platform for its grant, and the wallet resets both accounts on it; Bo first proves both memberships
// are one person's (linkBo). These tests change the world:
// they run on a platform of their own, reset after each.
const BO = 'bo.both@forwarder.example';

/** Bo joins the organization Fiona is signed in to, and sets a password through the add-user link. */
const addBo = async (page: Page, browser: Browser, baseURL: string) => {
  const bo = await apiAs<{ id: number; acceptLink: string }>(page, 'POST', '/organization-users', {
    email: BO,
    firstName: 'Bo',
    lastName: 'Both',
    userRole: 'regular',
  });
  const context = await browser.newContext({ baseURL });
  const link = await context.newPage();
  const url = new URL(bo.acceptLink);
  await link.goto(`${url.pathname}${url.search}`);
  await link.getByLabel('New password', { exact: true }).fill('bo-first-pass');
  await link.getByLabel('Re-enter new password').fill('bo-first-pass');
  await link.getByRole('button', { name: 'Set password' }).click();
  await ownWorldExpect(link.getByText(/^Your password has been set/)).toBeVisible();
  await context.close();
  return bo.id;
};

/**
 * Bo joins the two memberships into one person, as only Bo can: signed in to Rotterdam's, Bo proves
 * Ghent's with that wallet's signature of a challenge bound to it (POST /person-links). The same
 * email alone joins nothing, so without this Fiona would see each membership on its own.
 */
const linkBo = async (
  request: APIRequestContext,
  baseURL: string,
  walletUrl: string,
  [first, other]: number[],
) => {
  const api = `${baseURL}/api`;
  const signed = async (orgUserId: number) => {
    const { challenge } = await (
      await request.post(`${api}/authentication`, { data: { strategy: 'wallet', orgUserId } })
    ).json();
    const { token } = await (
      await request.post(`${walletUrl}/accounts/verify`, { data: { orgUserId, password: 'bo-first-pass' } })
    ).json();
    const headers = { authorization: `Bearer ${token}` };
    const { signature } = await (
      await request.post(`${walletUrl}/sign`, { data: { challenge }, headers })
    ).json();
    return { orgUserId, challenge, signature, headers };
  };
  const one = await signed(first!);
  const step2 = await request.post(`${api}/authentication`, {
    data: {
      strategy: 'wallet',
      orgUserId: one.orgUserId,
      challenge: one.challenge,
      signature: one.signature,
    },
    headers: one.headers,
  });
  const { accessToken } = await step2.json();
  const proof = await signed(other!);
  const linked = await request.post(`${api}/person-links`, {
    data: { orgUserId: proof.orgUserId, challenge: proof.challenge, signature: proof.signature },
    headers: { authorization: `Bearer ${accessToken}`, id: String(first) },
  });
  ownWorldExpect(linked.status()).toBe(201);
};

for (const language of ['en', 'nl'] as const) {
  ownWorld.describe(`cross-organization reset (${language})`, () => {
    ownWorld.use({ changesWorld: true });
    ownWorld.describe.configure({ timeout: 240_000 });

    ownWorld(
      `Fiona resets a user of both her organizations (${language})`,
      async ({ page: rotterdam, browser, baseURL, request }) => {
        const text = (id: Parameters<typeof nl>[0], en: string) => (language === 'nl' ? nl(id) : en);
        await signIn(rotterdam, FIONA, 'Rotterdam Barge BV');
        // Ghent's company wallet, as the login page learns it.
        const found = await apiAs<Array<{ organization: { id: number; walletUrl: string } }>>(
          rotterdam,
          'GET',
          `/find-user?email=${encodeURIComponent(FIONA)}`,
        );
        const ghentWallet = found.find((f) => f.organization.id === 2)!.organization.walletUrl;
        await apiAs(rotterdam, 'PATCH', '/organizations/3', { walletUrl: ghentWallet });
        const boIds = [await addBo(rotterdam, browser, baseURL!)];
        // Ghent in a browser of its own: Fiona signs in there too.
        const page = await (await browser.newContext({ baseURL })).newPage();
        await signIn(page, FIONA, 'Ghent Forwarding BV');
        boIds.push(await addBo(page, browser, baseURL!));
        await linkBo(request, baseURL!, ghentWallet, boIds);

        if (language === 'nl') await switchToDutch(page);
        await page.getByRole('link', { name: text('access.nav.users', 'Users'), exact: true }).click();
        await ownWorldExpect(
          page.getByRole('heading', { name: text('users.page.header', 'Please review your users') }),
        ).toBeVisible();
        await tableRow(page, BO)
          .getByRole('button', { name: text('users.action.changePassword', 'Change password') })
          .click();
        const dialog = page.getByRole('dialog', {
          name: text(
            'users.passwordReset.title',
            'Choose for which organizations you wish to reset your password',
          ),
        });
        await ownWorldExpect(dialog.getByText('Rotterdam Barge BV')).toBeVisible();
        await ownWorldExpect(dialog.getByText('Ghent Forwarding BV')).toBeVisible();
        // The dialog names whose password it resets.
        const target = { name: 'Bo Both', email: BO };
        await ownWorldExpect(
          dialog.getByText(
            language === 'nl'
              ? nl('users.passwordReset.target', target)
              : `You are resetting the password of Bo Both (${BO}).`,
            { exact: true },
          ),
        ).toBeVisible();
        await choose(dialog, 'Ghent Forwarding BV');
        await choose(dialog, 'Rotterdam Barge BV');
        await dialog
          .getByLabel(text('users.passwordReset.field.password', 'New password'), { exact: true })
          .fill('bo-new-pass');
        await dialog
          .getByLabel(text('users.passwordReset.field.confirmation', 'Re-enter new password'))
          .fill('bo-new-pass');
        await dialog
          .getByRole('button', { name: text('users.passwordReset.submit', 'Reset password(s)') })
          .click();

        const results = page.getByRole('dialog', {
          name: text('users.passwordReset.results.title', 'Password reset results'),
        });
        await ownWorldExpect(results.getByText('Ghent Forwarding BV')).toBeVisible();
        await ownWorldExpect(results.getByText('Rotterdam Barge BV')).toBeVisible();
        await ownWorldExpect(
          results.getByText(
            text('users.passwordReset.results.successMessage', 'Password reset successfully'),
          ),
        ).toHaveCount(2);
        await ownWorldExpect(
          results.getByText(text('users.passwordReset.results.success', 'Success'), { exact: true }),
        ).toHaveCount(2);

        // Both of Bo's wallet accounts take the new password, and only it.
        for (const id of boIds) {
          const verify = (password: string) =>
            request.post(`${ghentWallet}/accounts/verify`, { data: { orgUserId: id, password } });
          ownWorldExpect((await verify('bo-first-pass')).status()).toBe(401);
          ownWorldExpect((await verify('bo-new-pass')).status()).toBe(200);
        }
      },
    );
  });
}
