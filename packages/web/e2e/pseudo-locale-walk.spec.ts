import type { Page } from '@playwright/test';
// The catalogue from source by path: Playwright's loader does not apply the '@scr/source' condition.
import { catalogues } from '../../domain/src/testing/index.ts';
import { pseudoLiteral } from '../vite.pseudo-locale.ts';
import { test as shared, expect, DEMO_PASSWORD } from './sign-in-support.ts';
import { buildOnce, pseudoDist, startPlatform, type RunningPlatform } from './platform.ts';
import { PHONE, cutOff, scrollsSideways } from './walk-support.ts';
import { UNREACHABLE_WALLET } from './connections-support.ts';

// The pseudo-locale build (vite.pseudo-locale.ts: English with every letter accented and every word
// 40 % longer, each message in brackets) walked on a phone (390 px) over every page and dialog an
// administrator meets: the public pages, the forgot-password dialog, and signed in as Anna the
// profile, integrations, users with the invite and edit dialogs and the shortcuts, every connections
// tab with the status and connect dialogs, Activity, the profile menu and the help drawer. At each
// stop nothing is cut off or overflows, by geometry (walk-support.ts `cutOff`): the page does not
// scroll sideways, no box does, and no control, label, header, tag or dialog title clips or spills its
// text, no field its placeholder or chosen option. A page that holds this holds German, whose long compound words cannot break either.

/** The pseudo build, on a platform of its own per worker (built once, when its sources changed). */
const test = shared.extend<object, { pseudoPlatform: RunningPlatform }>({
  pseudoPlatform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      buildOnce({ pseudo: true });
      const platform = await startPlatform({ webDist: pseudoDist });
      await use(platform);
      await platform.close();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ pseudoPlatform }, use) => {
    await use(pseudoPlatform.url);
  },
});

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ viewport: PHONE, consoleErrors: [UNREACHABLE_WALLET] });
test.describe.configure({ timeout: 300_000 });

type Id = keyof typeof catalogues.en;
/** A catalogue text as the pseudo build shows it: its words pseudo, its {placeholders} filled in as they are. */
const p = (id: Id, values: Record<string, string> = {}): string =>
  `[${catalogues.en[id]
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : pseudoLiteral(part)))
    .join('')}]`;

/** Nothing on the page, an open dialog's included, is cut off, spills or scrolls sideways. */
const expectHolds = async (page: Page, where: string) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  expect(await scrollsSideways(page), `${where}: the page scrolls sideways`).toBe(false);
  expect(await cutOff(page), where).toEqual([]);
};

test('every page and dialog holds texts 40 % longer on a phone', async ({ page }) => {
  // The public pages.
  await page.goto('/');
  const banner = page.getByRole('region', { name: p('app.cookie.label') });
  await banner.getByRole('button', { name: p('app.cookie.ok') }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: p('session.login'), exact: true })).toBeVisible();
  await expectHolds(page, 'login');
  await page.getByRole('button', { name: p('session.forgotPassword') }).click();
  const forgot = page.getByRole('dialog', { name: p('session.forgotPassword') });
  await expect(forgot).toBeVisible();
  await expectHolds(page, 'forgot password');
  await page.keyboard.press('Escape');
  await expect(forgot).toBeHidden();
  await page.goto('/loggedout');
  await expect(page.getByText(p('session.loggedOut'), { exact: true })).toBeVisible();
  await expectHolds(page, 'logged out');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: p('app.notFound') })).toBeVisible();
  await expectHolds(page, 'unknown route');

  // Signed in as Anna.
  await page.goto('/');
  const email = page.getByLabel(p('session.field.email'), { exact: true });
  await email.fill('anna.admin@carrier.example');
  await email.press('Tab');
  await expect(page.getByLabel(p('session.field.organization'))).toBeEnabled();
  await page.getByLabel(p('session.field.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: p('session.login'), exact: true }).click();
  await expect(page).toHaveURL(/\/organization/, { timeout: 30_000 });

  const open = async (path: string, heading: Id) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: p(heading) }).first()).toBeVisible({ timeout: 20_000 });
  };
  await open('/organization', 'organizations.header');
  await expectHolds(page, 'organization profile');
  await open('/organization/integrations', 'integrations.header');
  await expectHolds(page, 'integrations');

  await open('/organization/users', 'users.page.header');
  await expectHolds(page, 'users');
  await page.getByRole('button', { name: p('users.page.addUser') }).click();
  const invite = page.getByRole('dialog', {
    name: p('users.invite.title', { organization: 'Antwerp Carrier NV' }),
  });
  await expect(invite).toBeVisible();
  await invite.getByRole('button', { name: p('users.invite.submit') }).click();
  await expectHolds(page, 'invite user with its errors');
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();
  await page
    .getByRole('button', { name: p('users.action.edit') })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: /^\[/ });
  await expect(edit).toBeVisible();
  await expectHolds(page, 'edit user');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  // The shortcuts overlay: '?' as a keyboard types it.
  await page.keyboard.press('Shift+Slash');
  const shortcuts = page.getByRole('dialog', { name: p('shortcuts.title') });
  await expect(shortcuts).toBeVisible();
  await expectHolds(page, 'keyboard shortcuts');
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  for (const [tab, id] of [
    ['todo', 'connections.tab.todo'],
    ['waiting', 'connections.tab.waiting'],
    ['active', 'connections.tab.active'],
    ['cancelled', 'connections.tab.cancelled'],
    ['invitations', 'connections.tab.acceptedInvitations'],
  ] as const) {
    await page.goto(`/organization/connections?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible({ timeout: 20_000 });
    await expectHolds(page, `connections ${tab} (${id})`);
  }
  // The status of a request in To do, then the connect dialog.
  await page.goto('/organization/connections?tab=todo');
  await page
    .getByRole('tabpanel')
    .getByRole('row')
    .nth(1)
    .locator('td[data-column="status"]')
    .getByRole('button')
    .click();
  const status = page.getByRole('dialog', { name: p('connections.timeline.title') });
  await expect(status).toBeVisible();
  await expectHolds(page, 'connection status');
  await page.keyboard.press('Escape');
  await expect(status).toBeHidden();
  await page.getByRole('button', { name: p('connections.connect.title') }).click();
  const connect = page.getByRole('dialog', { name: p('connections.connect.title') });
  await expect(connect).toBeVisible();
  await expectHolds(page, 'connect dialog');
  await page.keyboard.press('Escape');
  await expect(connect).toBeHidden();

  await open('/organization/activity', 'access.nav.activity');
  await expectHolds(page, 'activity');
  await page.getByRole('button', { name: p('app.menu.open') }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectHolds(page, 'profile menu');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: p('app.help') })
    .first()
    .click();
  const drawer = page.locator('.scr-help-drawer');
  await expect(drawer.getByRole('heading', { name: p('app.help') })).toBeVisible();
  await expectHolds(page, 'help drawer');
});
