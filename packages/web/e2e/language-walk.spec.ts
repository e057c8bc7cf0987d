import { apiAs, expect, login, mails, pathOf, test, waitForMail, type Mail } from './sign-in-support.ts';
import { signIn } from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';
import {
  chooseOnLogin,
  expectFit,
  expectMailIn,
  expectTitle,
  say,
  type Language,
} from './language-walk-support.ts';

// Every page and open dialog the other language specs do not reach, walked in English and in Dutch:
// the public pages, the mailed-link pages and their mails, Activity, the profile menu and the help
// drawer. Each one passes axe (no serious or critical violation), names
// the page in the browser tab, and in Dutch shows no English text of the catalogue; each mail is in
// its recipient's language.

test.describe.configure({ timeout: 180_000 });

const ANNA = 'anna.admin@carrier.example';
const CONNIE = 'connie.connections@carrier.example';

/** The newest mail to `to` once one more than `before` arrived. */
const nextMail = async (request: Parameters<typeof mails>[0], to: string, before: number): Promise<Mail> =>
  waitForMail(request, to, /./, before);

const mailCount = async (request: Parameters<typeof mails>[0], to: string) =>
  (await mails(request)).filter((m) => m.to === to).length;

for (const language of ['en', 'nl'] as const satisfies readonly Language[]) {
  test.describe(`in ${language}`, () => {
    test.use({ changesWorld: true });

    test('the login, its dialogs, the reset link page and its mail, logged out, an unknown route', async ({
      page,
      request,
    }) => {
      const t = (id: Parameters<typeof say>[1], values?: Record<string, string>) => say(language, id, values);
      await page.goto('/');
      await chooseOnLogin(page, language);
      await expectTitle(page, language, 'session.login');
      await expectFit(page, language, 'login');
      await page.getByRole('button', { name: t('session.forgotPassword') }).click();
      const forgot = page.getByRole('dialog', { name: t('session.forgotPassword') });
      await expect(forgot).toBeVisible();
      await expectFit(page, language, 'forgot password', forgot);
      // Connie's own language is Dutch, Victor's English: the mail follows the recipient.
      const recipient = language === 'nl' ? CONNIE : 'victor.viewer@carrier.example';
      const before = await mailCount(request, recipient);
      await forgot.getByRole('textbox').fill(recipient);
      await forgot.getByRole('textbox').press('Tab');
      await expect(forgot.getByRole('combobox')).toHaveValue('1');
      await forgot.getByRole('button', { name: t('passwordReset.request') }).click();
      const sent = page.getByRole('dialog', { name: t('session.passwordLinkSent') });
      await expect(sent).toBeVisible();
      // The request dialog fades out as this one opens: axe would read its half-transparent text.
      await expect(forgot).toBeHidden();
      await expectFit(page, language, 'password link sent', sent);
      const mail = await nextMail(request, recipient, before);
      expectMailIn(mail, language);

      await page.goto(pathOf(mail.links[0]!));
      await expect(page.getByRole('heading', { name: t('passwordReset.title') })).toBeVisible();
      await expectTitle(page, language, 'app.page.passwordReset');
      await page.getByRole('button', { name: t('passwordReset.submit') }).click();
      await expect(page.getByText(t('validation.required.addUser.field.password'))).toBeVisible();
      await expectFit(page, language, 'reset page with errors');

      await page.goto('/loggedout');
      await expect(page.getByText(t('session.loggedOut'), { exact: true })).toBeVisible();
      await expectTitle(page, language, 'session.loggedOut');
      await expectFit(page, language, 'logged out');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: t('app.notFound') })).toBeVisible();
      await expectTitle(page, language, 'app.notFound');
      await expectFit(page, language, 'unknown route');
    });

    test('the onboarding and add-user link pages and their mails', async ({ page, request }) => {
      const t = (id: Parameters<typeof say>[1], values?: Record<string, string>) => say(language, id, values);
      // The invitation goes out in the inviting administrator's language: Connie's is Dutch, Anna's English.
      await login(page, language === 'nl' ? CONNIE : ANNA);
      await expect(page).toHaveURL(/\/organization/);
      const newcomer = `info-${language}@walk-haulage.example`;
      await apiAs(page, 'POST', '/invitations', {
        name: 'Walk Haulage BV',
        vat: language === 'nl' ? 'NL123456789B77' : 'BE0999888777',
        contactEmail: newcomer,
        reference:
          language === 'nl' ? '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f71' : '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f72',
        encrInviterData: { publicKey: 'walk-inviter-key' },
      });
      const invitation = await nextMail(request, newcomer, 0);
      expectMailIn(invitation, language);
      if (language === 'nl') {
        // A user added in Dutch gets the add-user mail in Dutch (Connie may not add users: Anna does).
        await page.evaluate(() => sessionStorage.clear());
        await login(page, ANNA);
        await expect(page).toHaveURL(/\/organization/);
      }
      const added = `walk-${language}@carrier.example`;
      await apiAs(page, 'POST', '/organization-users', {
        organizationId: 1,
        email: added,
        firstName: 'Wanda',
        lastName: 'Walker',
        adminRoles: [],
        userRole: 'regular',
        lang: language,
      });
      const addUser = await nextMail(request, added, 0);
      expectMailIn(addUser, language);
      // Signed out, with the language chosen as on the login page (the link pages have no switch).
      await page.evaluate((chosen) => {
        sessionStorage.clear();
        localStorage.setItem('scr.lang', chosen);
      }, language);

      await page.goto(pathOf(invitation.links[0]!));
      await expect(page.getByRole('heading', { name: t('onboarding.step.create') })).toBeVisible();
      await expectTitle(page, language, 'app.page.invitation');
      await page.getByRole('button', { name: t('onboarding.submit') }).click();
      await expect(
        page.getByText(t('validation.required.onboarding.field.onboarderFirstName')),
      ).toBeVisible();
      await expectFit(page, language, 'onboarding with errors', undefined, ['Walk Haulage BV']);

      await page.goto(pathOf(addUser.links[0]!));
      await expect(page.getByRole('heading', { name: t('addUser.title') })).toBeVisible();
      await expectTitle(page, language, 'app.page.walletAddUser');
      await page.getByRole('button', { name: t('addUser.submit') }).click();
      await expect(page.getByText(t('validation.required.addUser.field.password'))).toBeVisible();
      await expectFit(page, language, 'add-user page with errors');
    });

    test('Activity, the profile menu, the help drawer and the page titles', async ({ page }) => {
      const t = (id: Parameters<typeof say>[1], values?: Record<string, string>) => say(language, id, values);
      const data = ['Users', 'Connections'];
      await signIn(page, ANNA);
      await switchLanguage(page, language);
      for (const [nav, heading] of [
        ['access.nav.organization', 'organizations.header'],
        ['access.nav.integrations', 'integrations.header'],
      ] as const) {
        await page.getByRole('link', { name: t(nav), exact: true }).click();
        await expect(page.getByRole('heading', { name: t(heading) })).toBeVisible({ timeout: 15_000 });
        await expectTitle(page, language, nav);
      }
      await page.getByRole('link', { name: t('access.nav.activity'), exact: true }).click();
      await expect(page.getByRole('heading', { name: t('access.nav.activity') }).first()).toBeVisible({
        timeout: 15_000,
      });
      await expectTitle(page, language, 'access.nav.activity');
      await expectFit(page, language, 'activity', undefined, data);

      await page.getByRole('button', { name: t('app.menu.open') }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expectFit(page, language, 'profile menu', undefined, data);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      await page
        .getByRole('button', { name: t('app.help') })
        .first()
        .click();
      const drawer = page.locator('.scr-help-drawer');
      await expect(drawer.getByRole('heading', { name: t('app.help') })).toBeVisible();
      await expectFit(page, language, 'help drawer', undefined, data);
      await drawer.getByRole('button', { name: t('app.close') }).click();
      await expect(drawer).toBeHidden();

      await page.getByRole('link', { name: t('access.nav.users'), exact: true }).click();
      await expect(page.getByRole('heading', { name: t('users.page.header') })).toBeVisible({
        timeout: 15_000,
      });
      await expectTitle(page, language, 'access.nav.users');
      await expectFit(page, language, 'users', undefined, data);
    });
  });
}
