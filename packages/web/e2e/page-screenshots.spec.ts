import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, apiAs, expect, mails, pathOf, test, type Mail } from './sign-in-support.ts';
import { locales } from '../../domain/src/messages/define.ts';
import { say } from './language-walk-support.ts';
import { PHONE, cutOff } from './walk-support.ts';
import { cellOf } from './table-support.ts';
import { UNREACHABLE_WALLET } from './connections-support.ts';

// Every page of the product, in each of the four languages, on a desktop (1440 px) and on a phone (390 px),
// in the light theme, and in English in the dark one too (the 'dark' project, playwright.config.ts), as PNGs attached to the test's output and
// written beside the run's artifacts (`test-results/page-screenshots/<theme>/`, not committed) for a
// person to review (not compared: look.spec.ts compares the committed ones).
// The public pages, the three mailed-link pages, the admin pages, every connections tab and /cpoint,
// and the dialogs look.spec.ts shows in English, each over its page. On every shot nothing may be cut
// off (walk-support.ts cutOff): the longer French and German words must fit both widths.
// The links are made for the run (an invitation, an added user, a password reset), so the test
// starts from a reset world and leaves it for the next to reset.

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ changesWorld: true, consoleErrors: [UNREACHABLE_WALLET] });
// A sign-in and some twenty pages shot whole: minutes on a busy machine.
test.describe.configure({ timeout: 480_000 });

const ANNA = 'anna.admin@carrier.example';
const DESKTOP = { width: 1440, height: 900 } as const;

/** The first mail to `to` (a fresh address, so the only one). */
const mailTo = async (request: Parameters<typeof mails>[0], to: string): Promise<Mail> => {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mails(request)).find((m) => m.to === to);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
};

/** The theme the run's project shows (the app follows the system's preference). */
const themeOf = (testInfo: TestInfo): 'light' | 'dark' =>
  testInfo.project.use.colorScheme === 'dark' ? 'dark' : 'light';

/**
 * The whole page as a PNG, once nothing shows it is loading: attached to the test's output and
 * written to `page-screenshots/<theme>/` beside the run's artifacts. Then no control may cut its text
 * (soft, so one run names every page that does and still writes every shot).
 */
const shoot = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ has: page.locator('.bp6-spinner') })).toHaveCount(0);
  // Animations finished: a dialog is shot as it rests, not as it grows in.
  const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  const file = join(dirname(testInfo.project.outputDir), 'page-screenshots', themeOf(testInfo), name);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  expect.soft(await cutOff(page), `${name}: something is cut off`).toEqual([]);
};

for (const language of locales) {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`every page in ${language} on a ${device} (${viewport.width} px)`, async ({
      page,
      request,
    }, testInfo) => {
      const t = (id: Parameters<typeof say>[1], values?: Record<string, string>) => say(language, id, values);
      const shot = (name: string) => shoot(page, testInfo, `${language}-${device}-${name}.png`);
      const run = `${language}-${device}-${themeOf(testInfo)}`;
      await page.setViewportSize(viewport);

      // The public pages, in the language chosen on an earlier visit.
      await page.goto('/');
      await page.evaluate((chosen) => localStorage.setItem('scr.lang', chosen), language);
      await page.reload();
      // The cookie banner answered first: it would cover the foot of every shot.
      const banner = page.getByRole('region', { name: t('app.cookie.label') });
      await banner.getByRole('button', { name: t('app.cookie.ok') }).click();
      await expect(banner).toBeHidden();
      await expect(page.getByRole('button', { name: t('session.login'), exact: true })).toBeVisible();
      await shot('login');
      /** Shoots the open dialog of this name over its page, then closes it. */
      const dialogShot = async (name: string, file: string) => {
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('progressbar')).toHaveCount(0);
        await shot(`dialog-${file}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      };
      await page.getByRole('button', { name: t('session.forgotPassword') }).click();
      await dialogShot(t('session.forgotPassword'), 'forgot-password');
      await page.goto('/loggedout');
      await expect(page.getByText(t('session.loggedOut'), { exact: true })).toBeVisible();
      await shot('logged-out');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: t('app.notFound') })).toBeVisible();
      await shot('not-found');

      // Signed in as Anna, the links of this run's invitation, new user and password reset are mailed.
      await page.goto('/');
      await page.getByLabel(t('session.field.email')).fill(ANNA);
      await page.getByLabel(t('session.field.email')).press('Tab');
      await expect(page.getByLabel(t('session.field.organization'))).toBeEnabled();
      await page.getByLabel(t('session.field.password'), { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: t('session.login'), exact: true }).click();
      await expect(page).toHaveURL(/\/organization/, { timeout: 30_000 });
      const newcomer = `info-${run}@screenshot-haulage.example`;
      await apiAs(page, 'POST', '/invitations', {
        name: 'Screenshot Haulage BV',
        vat: 'BE0999888777',
        contactEmail: newcomer,
        reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f73',
        encrInviterData: { publicKey: 'screenshot-inviter-key' },
      });
      const added = `shot-${run}@carrier.example`;
      await apiAs(page, 'POST', '/organization-users', {
        organizationId: 1,
        email: added,
        firstName: 'Sam',
        lastName: 'Shot',
        adminRoles: [],
        userRole: 'regular',
        lang: language,
      });
      const anna = await page.evaluate(
        () =>
          (JSON.parse(sessionStorage.getItem('scr.apiSession') ?? '{}') as { orgUserId: number }).orgUserId,
      );
      const resetsBefore = (await mails(request)).filter((m) => m.to === ANNA).length;
      await apiAs(page, 'POST', '/password-reset', { orgUserId: anna, organizationId: 1 });

      // The admin pages.
      for (const [path, name, heading] of [
        ['/organization', 'organization', t('organizations.header')],
        ['/organization/users', 'users', t('users.page.header')],
        ['/organization/integrations', 'integrations', t('integrations.header')],
        ['/organization/activity', 'activity', t('access.nav.activity')],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 20_000 });
        await shot(name);
      }
      await page.goto('/organization/connections');
      for (const [name, tab] of [
        ['todo', 'connections.tab.todo'],
        ['waiting', 'connections.tab.waiting'],
        ['active', 'connections.tab.active'],
        ['cancelled', 'connections.tab.cancelled'],
        ['accepted', 'connections.tab.acceptedInvitations'],
      ] as const) {
        const chosen = page.getByRole('tab', { name: new RegExp(`^${t(tab).split(' (')[0]}`) });
        await chosen.click({ timeout: 20_000 });
        await expect(chosen).toHaveAttribute('aria-selected', 'true');
        await shot(`connections-${name}`);
      }

      // The dialogs, each opened from its page.
      await page.goto('/organization/users');
      await expect(page.getByRole('heading', { name: t('users.page.header') })).toBeVisible({
        timeout: 20_000,
      });
      await page
        .getByRole('button', { name: t('users.page.addUser') })
        .first()
        .click();
      await dialogShot(t('users.invite.title', { organization: 'Antwerp Carrier NV' }), 'invite-user');
      const ulrich = page.getByRole('row').filter({ hasText: 'ulrich.users@carrier.example' });
      await ulrich.getByRole('button', { name: t('users.action.edit') }).click();
      await dialogShot(t('users.edit.title', { firstName: 'Ulrich' }), 'edit-user');
      await ulrich.getByRole('button', { name: t('users.action.delete') }).click();
      await dialogShot(t('users.delete.title'), 'delete-user');
      await page.goto('/organization/connections');
      const connect = page.getByRole('button', { name: t('connections.connect.title') });
      await connect.click({ timeout: 20_000 });
      await expect(
        page
          .getByRole('dialog', { name: t('connections.connect.title') })
          .getByRole('checkbox')
          .first(),
      ).toBeVisible({ timeout: 20_000 });
      await dialogShot(t('connections.connect.title'), 'connect');
      await connect.click();
      await page.getByRole('button', { name: t('connections.connect.notInList') }).click();
      await dialogShot(t('invitations.invite.title'), 'invite-organization');
      const waiting = page.getByRole('tab', {
        name: new RegExp(`^${t('connections.tab.waiting').split(' (')[0]}`),
      });
      await waiting.click();
      await expect(waiting).toHaveAttribute('aria-selected', 'true');
      for (const [organization, title, file] of [
        ['Zeebrugge Transport BV', t('connections.timeline.title'), 'connection-status'],
        ['Oostende Reefers NV', t('invitations.status.title'), 'invitation-status'],
      ] as const) {
        const row = page.getByRole('tabpanel').getByRole('row').filter({ hasText: organization });
        await cellOf(row, 'status').getByRole('button').click({ timeout: 20_000 });
        await dialogShot(title, file);
      }
      await page.keyboard.press('Shift+Slash');
      await dialogShot(t('shortcuts.title'), 'shortcuts');
      await page.goto('/organization/integrations');
      await page.getByRole('button', { name: t('integrations.portbase.connect') }).click({ timeout: 20_000 });
      await dialogShot(t('integrations.portbase.dialogTitle'), 'portbase');

      await page.goto('/cpoint?code=CP-SHOT1');
      await expect(page.getByText(t('integrations.cpoint.success', { code: 'CP-SHOT1' }))).toBeVisible();
      await shot('cpoint');

      // The mailed-link pages, signed out.
      const invitation = await mailTo(request, newcomer);
      const welcome = await mailTo(request, added);
      let reset: Mail | undefined;
      await expect
        .poll(async () => {
          const toAnna = (await mails(request)).filter((m) => m.to === ANNA);
          reset = toAnna.length > resetsBefore ? toAnna[0] : undefined;
          return reset !== undefined;
        })
        .toBe(true);
      await page.evaluate(() => sessionStorage.clear());
      for (const [mail, name, heading] of [
        [invitation, 'invitation', t('onboarding.step.create')],
        [welcome, 'wallet-add-user', t('addUser.title')],
        [reset!, 'password-reset', t('passwordReset.title')],
      ] as const) {
        await page.goto(pathOf(mail.links[0]!));
        await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 20_000 });
        await shot(name);
      }
    });
  }
}
