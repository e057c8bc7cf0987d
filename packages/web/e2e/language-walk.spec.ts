import type { Page } from '@playwright/test';
import { locales } from '../../domain/src/messages/define.ts';
import {
  apiAs,
  DEMO_PASSWORD,
  expect,
  login,
  mails,
  pathOf,
  test,
  waitForMail,
  type Mail,
} from './sign-in-support.ts';
import { signIn, UNREACHABLE_WALLET } from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';
import {
  chooseOnLogin,
  expectFit,
  expectMailIn,
  expectTitle,
  loginIn,
  say,
  type Language,
} from './language-walk-support.ts';

// Every page and open dialog the other language specs do not reach, walked in English, Dutch, French
// and German: the public pages, the mailed-link pages and their mails, Activity, the profile menu and
// the help drawer. Each one passes axe (no serious or critical violation), names the page in the
// browser tab, and in another language than English shows no English text of the catalogue; each
// mail is in its recipient's language.

test.describe.configure({ timeout: 180_000 });

const ANNA = 'anna.admin@carrier.example';
const CONNIE = 'connie.connections@carrier.example';

/** The newest mail to `to` once one more than `before` arrived. */
const nextMail = async (request: Parameters<typeof mails>[0], to: string, before: number): Promise<Mail> =>
  waitForMail(request, to, /./, before);

const mailCount = async (request: Parameters<typeof mails>[0], to: string) =>
  (await mails(request)).filter((m) => m.to === to).length;

/** A new organization and its reference per walk, so the four walks never invite the same one. */
const walkHaulage: Readonly<Record<Language, { vat: string; reference: string }>> = {
  en: { vat: 'BE0999888777', reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f72' },
  nl: { vat: 'NL123456789B77', reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f71' },
  fr: { vat: 'FR12345678977', reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f75' },
  de: { vat: 'DE123456777', reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f76' },
};

for (const language of locales) {
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
      // Connie's own language is Dutch, Victor's English: the mail follows the recipient, not the screen.
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
      expectMailIn(mail, language === 'nl' ? 'nl' : 'en');

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
        vat: walkHaulage[language].vat,
        contactEmail: newcomer,
        reference: walkHaulage[language].reference,
        encrInviterData: { publicKey: 'walk-inviter-key' },
      });
      const invitation = await nextMail(request, newcomer, 0);
      expectMailIn(invitation, language === 'nl' ? 'nl' : 'en');
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
      // A user added with a language is welcomed in it.
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
      const data = ['Users', 'Connections', 'Admin'];
      // One title per page: the page's name is its only level-1 heading, the spec's header sits under it.
      const expectOneTitle = async (nav: Parameters<typeof t>[0], header: Parameters<typeof t>[0]) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText([t(nav)]);
        await expect(page.getByRole('heading', { level: 2, name: t(header) })).toBeVisible();
      };
      await signIn(page, ANNA);
      await switchLanguage(page, language);
      for (const [nav, heading] of [
        ['access.nav.organization', 'organizations.header'],
        ['access.nav.integrations', 'integrations.header'],
      ] as const) {
        await page.getByRole('link', { name: t(nav), exact: true }).click();
        await expect(page.getByRole('heading', { name: t(heading) })).toBeVisible({ timeout: 15_000 });
        await expectTitle(page, language, nav);
        await expectOneTitle(nav, heading);
      }
      await page.getByRole('link', { name: t('access.nav.activity'), exact: true }).click();
      await expect(page.getByRole('heading', { name: t('access.nav.activity') }).first()).toBeVisible({
        timeout: 15_000,
      });
      await expectTitle(page, language, 'access.nav.activity');
      await expectOneTitle('access.nav.activity', 'audit.page.header');
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
      await expectOneTitle('access.nav.users', 'users.page.header');
      await expectFit(page, language, 'users', undefined, data);
    });
  });
}

/** How a demo login ends (architecture §4 demo world): on its pages, or on the step that stops it. */
type Landing = 'pages' | 'denied' | 'eula' | 'twoFactor' | 'expired' | 'walletError' | 'finalActivation';

/**
 * The eleven demo logins (packages/fake-platform demo users), Fiona in her first organization. Hans's
 * organization awaits its final activation: its dialog opens once his email is entered, before Login.
 */
const DEMO_LOGINS: ReadonlyArray<{ email: string; organization?: string; lands: Landing }> = [
  { email: ANNA, lands: 'pages' },
  { email: 'ulrich.users@carrier.example', lands: 'pages' },
  { email: CONNIE, lands: 'pages' },
  { email: 'victor.viewer@carrier.example', lands: 'denied' },
  { email: 'fiona.forwarder@forwarder.example', organization: 'Ghent Forwarding BV', lands: 'pages' },
  { email: 'nina.neweula@forwarder.example', lands: 'eula' },
  { email: 'otto.old@barge.example', lands: 'pages' },
  { email: 'tina.twofactor@trucking.example', lands: 'twoFactor' },
  { email: 'eddie.expired@expired.example', lands: 'expired' },
  { email: 'walter.wallet@basel.example', lands: 'walletError' },
  { email: 'hans.driver@drivers.example', lands: 'finalActivation' },
];

/** Demo-world values that equal an English text: the last names 'Users', 'Connections' and 'Admin'. */
const DEMO_DATA = ['Users', 'Connections', 'Admin'];

/** Every page the signed-in user's navigation offers, each loaded and checked, then the profile menu. */
const walkPages = async (page: Page, language: Language, who: string) => {
  const t = (id: Parameters<typeof say>[1]) => say(language, id);
  await expect(page).toHaveURL(/\/organization/);
  const nav = page.getByRole('navigation', { name: t('app.nav.label') });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const links = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length, who).toBeGreaterThan(0);
  for (const href of links) {
    await nav.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}(/|$)`));
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
    // Loaded: no table still busy, no spinner of a page's first load.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await expectFit(page, language, `${who} ${href}`, undefined, DEMO_DATA);
  }
  await page.getByRole('button', { name: t('app.menu.open') }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectFit(page, language, `${who} profile menu`, undefined, DEMO_DATA);
  await page.keyboard.press('Escape');
};

/**
 * Hans: 'Contact us for your final activation' opens as his email is entered; closed, his organization
 * stays 'Not activated yet' and Login asks for an organization from the list.
 */
const walkFinalActivation = async (page: Page, language: Language, email: string) => {
  const t = (id: Parameters<typeof say>[1], values?: Record<string, string>) => say(language, id, values);
  await page.goto('/');
  await chooseOnLogin(page, language);
  const emailField = page.getByLabel(t('session.field.email'), { exact: true });
  await emailField.fill(email);
  await emailField.press('Tab');
  const dialog = page.getByRole('dialog', { name: t('session.finalActivation') });
  await expect(dialog).toBeVisible();
  await expectFit(page, language, `${email} final activation`, dialog);
  await dialog
    .getByRole('button', { name: t('app.close') })
    .last()
    .click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('option', {
      name: t('session.organization.notActivated', { name: 'Hamburg Drivers GmbH' }),
    }),
  ).toBeDisabled();
  await page.getByLabel(t('session.field.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('session.login'), exact: true }).click();
  await expect(page.getByText(t('session.selectOrganization'))).toBeVisible();
  await expectFit(page, language, `${email} not activated`);
};

/**
 * Who walks in which language. The English pages of every role are walked by the specs of each page;
 * the Dutch run finds no English text on any page of any demo login. French and German follow the
 * demo world's own people: Tina of Liege Trucking SA (Wallonia) in French, the administrators of
 * Hamburg Drivers GmbH and Basel Inland AG in German.
 */
const WALKERS: ReadonlyArray<{ language: Language; emails: readonly string[] }> = [
  { language: 'nl', emails: DEMO_LOGINS.map(({ email }) => email) },
  { language: 'fr', emails: ['tina.twofactor@trucking.example'] },
  { language: 'de', emails: ['hans.driver@drivers.example', 'walter.wallet@basel.example'] },
];

for (const { language, emails } of WALKERS) {
  test.describe(`every demo login in ${language}`, () => {
    // Walter's sign-in meets Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
    test.use({ consoleErrors: [UNREACHABLE_WALLET] });
    for (const { email, organization, lands } of DEMO_LOGINS.filter((login) =>
      emails.includes(login.email),
    )) {
      test(`${email} lands on ${lands} in ${language}`, async ({ page, request }) => {
        // Every page of a role, each checked by axe, after a wallet sign-in: minutes on a busy machine.
        test.setTimeout(lands === 'pages' || lands === 'twoFactor' ? 420_000 : 180_000);
        const t = (id: Parameters<typeof say>[1]) => say(language, id);
        if (lands === 'finalActivation') return walkFinalActivation(page, language, email);
        const before = await mailCount(request, email);
        await loginIn(page, language, email, organization);
        if (lands === 'twoFactor') {
          await expect(page.getByRole('heading', { name: t('session.twoFactor.title') })).toBeVisible();
          await expectFit(page, language, `${email} two-factor`, undefined, DEMO_DATA);
          // The code mail is in its recipient's language (Tina's own is English), whatever the screen's.
          const mail = await nextMail(request, email, before);
          expectMailIn(mail, 'en');
          const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
          await page.getByLabel(t('session.field.twoFactorCode'), { exact: true }).fill(code);
          await page.getByRole('button', { name: t('session.twoFactor.verify') }).click();
          await walkPages(page, language, email);
        } else if (lands === 'pages') await walkPages(page, language, email);
        else if (lands === 'denied') {
          await expect(page.getByRole('heading', { name: t('access.denied') })).toBeVisible();
          await expectFit(page, language, `${email} access denied`);
        } else if (lands === 'eula') {
          const dialog = page.getByRole('dialog', { name: t('session.eula.title') });
          await expect(dialog).toBeVisible();
          await expectFit(page, language, `${email} EULA`, dialog);
        } else if (lands === 'expired') {
          await expect(page.getByRole('button', { name: t('session.returnToLogin') })).toBeVisible();
          await expectFit(page, language, `${email} subscription expired`);
        } else {
          await expect(page.getByRole('alert')).toHaveText(t('wallet.error.unreachable'));
          await expectFit(page, language, `${email} wallet unreachable`);
        }
      });
    }
  });
}
