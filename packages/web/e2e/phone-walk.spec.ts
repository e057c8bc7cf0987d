import type { Locator, Page } from '@playwright/test';
import { locales } from '../../domain/src/messages/define.ts';
import { DEMO_PASSWORD, expect, test } from './sign-in-support.ts';
import { say } from './language-walk-support.ts';
import { cellOf } from './table-support.ts';
import { saveProfileOverOthers } from './profile-support.ts';
import { PHONE, cutOff, scrollsSideways, withinWidth } from './walk-support.ts';
import { UNREACHABLE_WALLET } from './connections-support.ts';

// An administrator on a phone (390 × 844), in each of the four languages: signs in and takes every action
// of Users (invite, edit, delete), Connections (the status dialog, decline's confirmation, accept,
// connect and the invitation to onboard), Organization profile (save) and Integrations (connect and
// remove Portbase, the My Port of Antwerp-Bruges link), reaching each without scrolling sideways:
// after every step neither the page nor an open dialog is wider than the screen. The actions change
// the demo world, so the test starts from a reset one and leaves it for the next to reset.

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });
test.use({ viewport: PHONE, changesWorld: true });
// A sign-in, some forty steps and a wallet handshake: minutes on a busy machine.
test.describe.configure({ timeout: 480_000 });

const ANNA = 'anna.admin@carrier.example';
const LIEGE = 'Liege Trucking SA';

/**
 * Neither the page nor an open dialog scrolls sideways, and no control cuts its text (`step` names the
 * moment in a failure).
 */
const expectNoSideways = async (page: Page, step: string): Promise<void> => {
  expect(await scrollsSideways(page), `${step}: the page scrolls sideways`).toBe(false);
  // Every open dialog in one page task: a dialog that closes meanwhile (the wallet's 'Please wait')
  // would leave a per-dialog locator waiting for it until the test's time runs out.
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"]')].some((el) => el.scrollWidth > el.clientWidth + 1),
  );
  expect(wider, `${step}: a dialog scrolls sideways`).toBe(false);
  expect(await cutOff(page), `${step}: something is cut off`).toEqual([]);
};

/** Clicks a control once it is within the screen's width, then checks nothing scrolls sideways. */
const reach = async (page: Page, control: Locator, step: string): Promise<void> => {
  await expect(control).toBeVisible();
  expect(await withinWidth(page, control), `${step}: out of reach sideways`).toBe(true);
  await control.click();
};

for (const language of locales) {
  test(`in ${language}: every action of Users, Connections, Organization and Integrations on a phone`, async ({
    page,
  }) => {
    const t = (id: Parameters<typeof say>[1], values?: Record<string, string>) => say(language, id, values);
    const newcomer = `phone.walker.${language}@carrier.example`;

    // The login, in the language chosen on an earlier visit.
    await page.goto('/');
    await page.evaluate((chosen) => localStorage.setItem('scr.lang', chosen), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoSideways(page, 'login');
    // The cookie banner is answered first, as it covers the foot of every page until then.
    const banner = page.getByRole('region', { name: t('app.cookie.label') });
    await reach(page, banner.getByRole('button', { name: t('app.cookie.ok') }), 'cookie banner');
    await expect(banner).toBeHidden();
    await page.getByLabel(t('session.field.email')).fill(ANNA);
    await page.getByLabel(t('session.field.email')).press('Tab');
    await expect(page.getByLabel(t('session.field.organization'))).toBeEnabled();
    await page.getByLabel(t('session.field.password'), { exact: true }).fill(DEMO_PASSWORD);
    await reach(page, page.getByRole('button', { name: t('session.login'), exact: true }), 'login');
    await expect(page).toHaveURL(/\/organization/, { timeout: 30_000 });

    /** Opens a page from the folded nav and waits for its heading. */
    const open = async (nav: Parameters<typeof t>[0], heading: string | RegExp) => {
      await reach(
        page,
        page.getByRole('button', { name: t('app.nav.menu'), exact: true }),
        `menu for ${nav}`,
      );
      await reach(page, page.getByRole('menuitem', { name: t(nav), exact: true }), nav);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 20_000 });
      await expectNoSideways(page, nav);
    };

    // Users: invite a newcomer, edit and delete them.
    await open('access.nav.users', t('users.page.header'));
    await reach(page, page.getByRole('button', { name: t('users.page.addUser') }).first(), 'invite user');
    const invite = page.getByRole('dialog', {
      name: t('users.invite.title', { organization: 'Antwerp Carrier NV' }),
    });
    await expect(invite).toBeVisible();
    await expectNoSideways(page, 'invite user dialog');
    await invite.getByLabel(t('users.field.firstName'), { exact: true }).fill('Pia');
    await invite.getByLabel(t('users.field.lastName'), { exact: true }).fill('Phone');
    await invite.getByLabel(t('users.field.email')).fill(newcomer);
    await invite.getByLabel(t('users.field.userRole')).selectOption('regular');
    await reach(page, invite.getByRole('button', { name: t('users.invite.submit') }), 'invite user submit');
    await expect(invite).toBeHidden();
    await page.getByPlaceholder(t('paging.search.users')).fill(newcomer);
    const pia = page.getByRole('row', { name: new RegExp(newcomer.replace(/\./g, '\\.')) });
    await expect(pia).toBeVisible();
    await expectNoSideways(page, 'users searched');

    await reach(page, pia.getByRole('button', { name: t('users.action.edit') }), 'edit user');
    const edit = page.getByRole('dialog', { name: t('users.edit.title', { firstName: 'Pia' }) });
    await expect(edit).toBeVisible();
    await expectNoSideways(page, 'edit user dialog');
    await edit.getByLabel(t('users.field.lastName'), { exact: true }).fill('Phoneson');
    await reach(page, edit.getByRole('button', { name: t('users.edit.submit') }), 'save user');
    await expect(edit).toBeHidden();
    await expect(pia.locator('td[data-column="lastName"]')).toHaveText('Phoneson');

    await reach(page, pia.getByRole('button', { name: t('users.action.delete') }), 'delete user');
    const remove = page.getByRole('dialog', { name: t('users.delete.title') });
    await expect(remove).toBeVisible();
    await expectNoSideways(page, 'delete user dialog');
    await reach(
      page,
      remove.getByRole('button', { name: t('users.delete.confirmNamed', { name: 'Pia Phoneson' }) }),
      'confirm delete user',
    );
    // The search keeps the address: the row that answers it now says no user matches.
    await expect(pia.getByRole('button', { name: t('users.action.edit') })).toHaveCount(0);
    await expectNoSideways(page, 'user deleted');

    // Connections: Liege asks Anna to connect (architecture §4): its status, Decline's confirmation
    // left by its way back, then Accept; then 'Connect with another organization' and the invitation.
    await open('access.nav.connections', t('access.nav.connections'));
    const todo = page.getByRole('tab', { name: new RegExp(`^${t('connections.tab.todo').split(' (')[0]}`) });
    await reach(page, todo, 'TO DO tab');
    await expect(todo).toHaveAttribute('aria-selected', 'true');
    const liege = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(LIEGE) });
    await expect(liege).toBeVisible();
    await expectNoSideways(page, 'TO DO');

    await reach(page, cellOf(liege, 'status').getByRole('button'), 'status');
    const status = page.getByRole('dialog');
    await expect(status.getByText(LIEGE)).toBeVisible();
    await expectNoSideways(page, 'connection status dialog');
    await reach(
      page,
      // The footer's Close, after the header's cross of the same name.
      status.getByRole('button', { name: t('connections.action.close'), exact: true }).last(),
      'close status',
    );
    await expect(status).toBeHidden();

    await reach(page, liege.getByRole('button', { name: t('connections.action.more') }), 'more actions');
    await reach(page, page.getByRole('menuitem', { name: t('connections.action.decline') }), 'decline');
    const decline = page.getByRole('dialog', { name: t('connections.decline.title') });
    await expect(
      decline.getByRole('button', { name: t('connections.decline.confirm', { name: LIEGE }) }),
    ).toBeVisible();
    await expectNoSideways(page, 'decline dialog');
    await reach(page, decline.getByRole('button', { name: t('connections.confirm.back') }), 'decline back');
    await expect(decline).toBeHidden();

    await reach(
      page,
      liege.getByRole('button', { name: t('connections.action.accept'), exact: true }),
      'accept',
    );
    // A wallet step: it signs under 'Please wait', then the tabs reload without Liege in TO DO.
    await expect(liege).toBeHidden({ timeout: 60_000 });
    await expectNoSideways(page, 'accepted');

    await reach(page, page.getByRole('button', { name: t('connections.connect.title') }), 'connect');
    const connect = page.getByRole('dialog', { name: t('connections.connect.title') });
    await expect(connect).toBeVisible();
    await expectNoSideways(page, 'connect dialog');
    await reach(
      page,
      connect.getByRole('button', { name: t('connections.connect.notInList') }),
      'not in list',
    );
    const onboard = page.getByRole('dialog', { name: t('invitations.invite.title') });
    await expect(onboard).toBeVisible();
    await expectNoSideways(page, 'invite organization dialog');
    await reach(
      page,
      onboard.getByRole('button', { name: t('connections.action.cancel'), exact: true }),
      'cancel invite',
    );
    await expect(onboard).toBeHidden();

    // Organization profile: the street changed and saved. No other test saves Anna's street, so the
    // reload shows this walk's (both languages save the same); a save over another test's is redone.
    await open('access.nav.organization', t('organizations.header'));
    const street = page.getByLabel(t('organizations.field.streetNbr'));
    await street.fill('Kaai 1');
    await expectNoSideways(page, 'profile edited');
    await saveProfileOverOthers(page, language, () =>
      reach(page, page.getByRole('button', { name: t('organizations.save') }), 'save profile'),
    );
    await expectNoSideways(page, 'profile saved');
    // Saved on the platform: a reload shows it.
    await page.reload();
    await expect(street).toHaveValue('Kaai 1', { timeout: 20_000 });

    // Integrations: Portbase connected, then removed; the My Port of Antwerp-Bruges link in reach.
    await open('access.nav.integrations', t('integrations.header'));
    await reach(
      page,
      page.getByRole('button', { name: t('integrations.portbase.connect') }),
      'connect Portbase',
    );
    const portbase = page.getByRole('dialog', { name: t('integrations.portbase.dialogTitle') });
    await expect(portbase).toBeVisible();
    await expectNoSideways(page, 'Portbase dialog');
    await reach(page, portbase.getByRole('button', { name: t('integrations.confirm') }), 'confirm Portbase');
    await expect(portbase).toBeHidden();
    await expectNoSideways(page, 'Portbase connected');
    await reach(
      page,
      page.getByRole('button', { name: t('integrations.portbase.remove'), exact: true }),
      'remove',
    );
    const removal = page.getByRole('dialog', { name: t('integrations.portbase.title') });
    await expect(removal).toBeVisible();
    await expectNoSideways(page, 'remove Portbase dialog');
    await reach(
      page,
      removal.getByRole('button', { name: t('integrations.portbase.removeButton'), exact: true }),
      'confirm remove',
    );
    await expect(removal).toBeHidden();
    await expect(page.getByRole('button', { name: t('integrations.portbase.connect') })).toBeVisible();
    const cpoint = page.getByRole('button', { name: t('integrations.cpoint.connect') });
    await expect(cpoint).toBeVisible();
    expect(await withinWidth(page, cpoint), 'My Port link out of reach sideways').toBe(true);
    await expectNoSideways(page, 'integrations');
  });
}
