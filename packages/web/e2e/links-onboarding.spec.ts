import type { Page } from '@playwright/test';
// The mail texts from source by path: Playwright's loader does not apply the '@scr/source' condition.
import * as mailTexts from '../../fake-platform/src/dev/mail-texts.ts';
import { nl } from './dutch-support.ts';
import { chooseOnLogin, say } from './language-walk-support.ts';
import { apiAs, expect, login, pathOf, test, waitForMail } from './sign-in-support.ts';

const NEWCOMER = 'info@haulage.example';
const ADMIN = 'hugo@haulage.example';

/** Connie (cnx_mgr of Antwerp Carrier NV) invites a new organization through the API. */
const invite = async (page: Page) => {
  await login(page, 'connie.connections@carrier.example');
  await expect(page).toHaveURL(/\/organization\/connections$/);
  await apiAs(page, 'POST', '/invitations', {
    inviterId: 1,
    name: 'New Haulage BV',
    vat: 'NL999999999B01',
    contactEmail: NEWCOMER,
    reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f60',
    encrInviterData: { publicKey: 'e2e-inviter-key' },
  });
  await page.evaluate(() => sessionStorage.clear());
};

const fill = async (page: Page, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
};

// Product-reference §2.3 onboarding form, §5 Onboarding, §8 Add user; the new admin then signs in.
test.describe('links: onboarding and add-user', () => {
  test.use({ changesWorld: true });
  // Whole flows with several wallet sign-ins (a memory-hard KDF each) on a busy machine.
  test.setTimeout(150_000);

  test('an invitation mail → both steps → the admin sets a password → signs in', async ({
    page,
    request,
  }) => {
    await invite(page);
    // Connie's language is Dutch, so is the invitation she sends (an invitation goes out in the inviter's).
    await page.goto(pathOf((await waitForMail(request, NEWCOMER, /nodigt u uit/)).links[0]!));
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByText('Start with a 3-month free trial of SCR Premium.')).toBeVisible();
    await expect(page.getByLabel('VAT', { exact: true })).toHaveValue('NL999999999B01');
    await fill(page, {
      'Street + nbr': 'Haven 2',
      'Postal code': '3011',
      'Support email': 'support@haulage.example',
      'First name': 'Hugo',
      'Last name': 'Haul',
      'Admin email': ADMIN,
      'Your first name': 'Olga',
      'Your last name': 'On',
      'Your role': 'Manager',
      'Your email': 'olga@haulage.example',
    });
    await page.getByLabel('City', { exact: true }).fill('Rotterdam');
    await page.getByLabel('Repeat admin email').pressSequentially('HUGO@haulage.example');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please choose a country')).toBeVisible();
    // The country is an autocomplete of the list: 'belg' typed and left is no country.
    await page.getByLabel('Country', { exact: true }).fill('belg');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please choose a country')).toBeVisible();
    await page.getByLabel('Country', { exact: true }).fill('nederland');
    await page.getByRole('option', { name: 'Netherlands' }).click();
    await page.getByText('I accept the end user license agreement').click();
    await page.getByText('I accept the pricing').click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Ready' })).toBeVisible();

    await page.goto(pathOf((await waitForMail(request, ADMIN, /invited to New Haulage BV/)).links[0]!));
    await page.getByLabel('New password', { exact: true }).fill('haul-pass-1');
    await page.getByLabel('Re-enter new password').fill('haul-pass-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(/^Your password has been set/)).toBeVisible();

    // The new admin has not accepted the newest EULA yet: the dialog comes first (product-reference §4 Login).
    await login(page, ADMIN, 'haul-pass-1');
    const eula = page.getByRole('dialog', { name: 'End user license agreement' });
    await eula.getByText('I have read and accept the end user license agreement').click();
    await eula.getByRole('button', { name: 'Accept and continue to app' }).click();
    await expect(page).toHaveURL(/\/organization$/);
  });

  test('onboarded from a page in German: the administrator is mailed in German, the portal speaks it', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    await invite(page);
    await page.goto(pathOf((await waitForMail(request, NEWCOMER, /nodigt u uit/)).links[0]!));
    // The onboarder reads German: they choose it with the link page's own switch.
    await chooseOnLogin(page, 'de');
    await expect(page.getByRole('heading', { name: say('de', 'onboarding.step.create') })).toBeVisible();
    await fill(page, {
      [say('de', 'organizations.field.streetNbr')]: 'Haven 2',
      [say('de', 'organizations.field.postalCode')]: '3011',
      [say('de', 'organizations.field.city')]: 'Rotterdam',
      [say('de', 'organizations.field.supportEmail')]: 'support@haulage.example',
      [say('de', 'onboarding.field.adminFirstName')]: 'Hugo',
      [say('de', 'onboarding.field.adminLastName')]: 'Haul',
      [say('de', 'onboarding.field.adminEmail')]: ADMIN,
      [say('de', 'onboarding.field.onboarderFirstName')]: 'Olga',
      [say('de', 'onboarding.field.onboarderLastName')]: 'On',
      [say('de', 'onboarding.field.onboarderEmail')]: 'olga@haulage.example',
    });
    await page.getByLabel(say('de', 'onboarding.field.adminEmailCheck')).pressSequentially(ADMIN);
    await page.getByLabel(say('de', 'organizations.field.country'), { exact: true }).fill('niederl');
    await page.getByRole('option', { name: 'Niederlande', exact: true }).click();
    await page.getByText(say('de', 'onboarding.field.eula')).click();
    await page.getByText(say('de', 'onboarding.field.pricing')).click();
    await page.getByRole('button', { name: say('de', 'onboarding.submit') }).click();
    await expect(page.getByRole('heading', { name: say('de', 'onboarding.step.ready') })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(say('de', 'onboarding.ready'));

    // The first administrator's set-password mail reads, whole, as the platform writes it in German.
    const mail = await waitForMail(request, ADMIN, /^Sie wurden zu New Haulage BV eingeladen$/);
    const link = mail.links[0]!;
    expect({ subject: mail.subject, text: mail.text }).toEqual(
      mailTexts.addUserMail('de', { firstName: 'Hugo', organization: 'New Haulage BV', link }),
    );

    // In a browser of their own, with no language chosen there, the portal speaks German once signed in
    // (the EULA dialog of the sign-in still speaks the English login page's language).
    const admin = await (await browser.newContext({ baseURL })).newPage();
    await admin.goto(pathOf(link));
    await admin.getByLabel('New password', { exact: true }).fill('haul-pass-1');
    await admin.getByLabel('Re-enter new password').fill('haul-pass-1');
    await admin.getByRole('button', { name: 'Set password' }).click();
    await expect(admin.getByText(/^Your password has been set/)).toBeVisible();
    await login(admin, ADMIN, 'haul-pass-1');
    const eula = admin.getByRole('dialog', { name: 'End user license agreement' });
    await eula.getByText('I have read and accept the end user license agreement').click();
    await eula.getByRole('button', { name: 'Accept and continue to app' }).click();
    await expect(admin).toHaveURL(/\/organization$/);
    await expect(admin.locator('html')).toHaveAttribute('lang', 'de');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(say('de', 'access.nav.organization'));
    await expect(
      admin.getByRole('heading', { level: 2, name: say('de', 'organizations.header') }),
    ).toBeVisible();
  });

  test('the first submit says every error at once, the admin email mismatch included (en, nl)', async ({
    page,
    request,
  }) => {
    await invite(page);
    const link = pathOf((await waitForMail(request, NEWCOMER, /nodigt u uit/)).links[0]!);
    const submitMismatch = async (texts: { adminEmail: string; repeat: string; submit: string }) => {
      await page.getByLabel(texts.adminEmail, { exact: true }).fill(ADMIN);
      await page.getByLabel(texts.repeat).fill('other@haulage.example');
      await page.getByRole('button', { name: texts.submit }).click();
    };
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await submitMismatch({
      adminEmail: 'Admin email',
      repeat: 'Repeat admin email',
      submit: 'Create account',
    });
    // The mismatch shows beside the other fields' errors, not once they are fixed.
    await expect(page.getByText('Admin email addresses do not match')).toBeVisible();
    await expect(page.getByText('Please provide your first name')).toBeVisible();
    await expect(page.getByText('Please choose a country')).toBeVisible();

    // The link pages speak the stored language choice (the app's 'scr.lang', as the language switch stores it).
    await page.evaluate(() => localStorage.setItem('scr.lang', 'nl'));
    await page.goto(link);
    await submitMismatch({
      adminEmail: nl('onboarding.field.adminEmail'),
      repeat: nl('onboarding.field.adminEmailCheck'),
      submit: nl('onboarding.submit'),
    });
    await expect(page.getByText(nl('onboarding.emailMismatch'))).toBeVisible();
    await expect(page.getByText(nl('validation.required.onboarding.field.onboarderFirstName'))).toBeVisible();
    await expect(page.getByText(nl('onboarding.countryRequired'))).toBeVisible();
  });

  test('an add-user link → password set → the user is active', async ({ page, request }) => {
    await login(page, 'anna.admin@carrier.example');
    await expect(page).toHaveURL(/\/organization$/);
    const created = await apiAs<{ id: number; isActive: boolean }>(page, 'POST', '/organization-users', {
      organizationId: 1,
      email: 'nora.new@carrier.example',
      firstName: 'Nora',
      lastName: 'New',
      adminRoles: [],
      userRole: 'regular',
    });
    expect(created.isActive).toBe(false);
    const link = pathOf((await waitForMail(request, 'nora.new@carrier.example', /invited to/)).links[0]!);

    // The link opens in a tab of its own: no session there.
    const tab = await page.context().newPage();
    await tab.goto(link);
    await expect(tab.getByText(/Welcome Nora New/)).toBeVisible();
    await tab.getByLabel('New password', { exact: true }).fill('nora1');
    await tab.getByLabel('Re-enter new password').fill('nora1');
    await tab.getByRole('button', { name: 'Set password' }).click();
    await expect(tab.getByText('Please enter at least 6 characters')).toBeVisible();
    await tab.getByLabel('New password', { exact: true }).fill('nora-pass-1');
    await tab.getByLabel('Re-enter new password').fill('nora-pass-1');
    await tab.getByRole('button', { name: 'Set password' }).click();
    await expect(tab.getByText(/^Your password has been set/)).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Go to login' })).toBeVisible();

    const user = await apiAs<{ isActive: boolean }>(page, 'GET', `/organization-users/${created.id}`);
    expect(user.isActive).toBe(true);
    await tab.goto(link);
    await expect(tab.getByRole('alert')).toBeVisible();
  });
});
