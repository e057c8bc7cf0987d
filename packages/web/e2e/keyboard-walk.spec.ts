import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './sign-in-support.ts';
import { say, type Language } from './language-walk-support.ts';
import { expectFocusIn } from './walk-support.ts';

// An administrator who uses only the keyboard, in English and in Dutch: signs in, reaches the
// Connections page through the nav, switches every connection tab with the arrow keys, opens a row's
// 'More actions' menu and its Decline confirmation, the 'Invitation status' dialog and the cancel
// confirmation, and after closing each one goes on from the button that opened it. Nothing is
// confirmed: the demo world stays as it was.

// Some hundred key presses and two sign-ins: minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });

const ANNA = 'anna.admin@carrier.example';
// Anna's demo world (architecture §4): Liege Trucking SA asks her to connect (TO DO: Accept, with
// Decline under 'More actions'); her invitation to Oostende Reefers NV and her request to Zeebrugge
// Transport BV wait for the other party.
const LIEGE = 'Liege Trucking SA';

/** Presses Tab until `target` has the focus (a keyboard user's way to a control). */
const tabTo = async (page: Page, target: Locator, most = 60): Promise<void> => {
  // The target is on the page before the first press: a control that never shows fails here, in
  // seconds, instead of waiting out the test.
  await expect(target).toBeAttached();
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 })) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by at most ${most} Tab presses`).toBeFocused();
};

for (const language of ['en', 'nl'] as const satisfies readonly Language[]) {
  test(`in ${language}: sign in, the tabs by arrow keys, a row action and dialogs, focus back`, async ({
    page,
  }) => {
    const t = (id: Parameters<typeof say>[1], values?: Record<string, string>) => say(language, id, values);
    // The language as chosen on an earlier visit (the login page's switch keeps it).
    await page.goto('/');
    await page.evaluate((chosen) => localStorage.setItem('scr.lang', chosen), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The login: the email field has the focus; Enter in the password field logs in.
    const email = page.getByLabel(t('session.field.email'));
    await expect(email).toBeFocused();
    await page.keyboard.type(ANNA);
    await page.keyboard.press('Tab');
    // Anna's organizations have loaded once the organization field takes input.
    await expect(page.getByLabel(t('session.field.organization'))).toBeEnabled();
    await tabTo(page, page.getByLabel(t('session.field.password'), { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/organization/, { timeout: 20_000 });

    // The nav by Tab and Enter.
    const nav = page.getByRole('link', { name: t('access.nav.connections'), exact: true });
    await expect(nav).toBeVisible({ timeout: 15_000 });
    await tabTo(page, nav);
    await page.keyboard.press('Enter');
    const tabs = [
      { name: 'connections.tab.todo', text: 'connections.tabText.todo' },
      { name: 'connections.tab.waiting', text: 'connections.tabText.waiting' },
      { name: 'connections.tab.active', text: 'connections.tabText.active' },
      { name: 'connections.tab.cancelled', text: 'connections.tabText.cancelled' },
      { name: 'connections.tab.acceptedInvitations', text: 'connections.tabText.acceptedInvitations' },
    ] as const;
    const tab = (index: number) =>
      // The title before its count.
      page.getByRole('tab', { name: new RegExp(`^${t(tabs[index]!.name).split(' (')[0]}`) });
    // Without a status the page opens on ACTIVE CONNECTIONS (product-reference §2.6).
    await expect(tab(2)).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    await tabTo(page, tab(2));
    // Right through every tab, wrapping around, then left back to TO DO.
    for (const step of [3, 4, 0, 1, 2]) {
      await page.keyboard.press('ArrowRight');
      await expect(tab(step), `tab ${step}`).toBeFocused();
      await expect(tab(step)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByText(t(tabs[step]!.text))).toBeVisible();
    }
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tab(0)).toBeFocused();
    await expect(tab(0)).toHaveAttribute('aria-selected', 'true');

    // TO DO: Liege's 'More actions', Decline, Back: the focus is on 'More actions' again.
    const liege = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(LIEGE) });
    const more = liege.getByRole('button', { name: t('connections.action.more') });
    await tabTo(page, more);
    // A menu button: Enter opens the menu with its first item focused (Tab would close it).
    await page.keyboard.press('Enter');
    const decline = page.getByRole('menuitem', { name: t('connections.action.decline') });
    await expect(decline).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: t('connections.decline.title') });
    await expect(confirm.getByRole('button', { name: t('connections.confirm.back') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(more).toBeFocused();
    // Once more, left by Escape.
    await page.keyboard.press('Enter');
    await expect(decline).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: t('connections.confirm.back') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(more).toBeFocused();
    await expect(liege).toBeVisible();

    // WAITING: the invitation's status opens 'Invitation status'; Escape closes it.
    await tabTo(page, tab(0));
    await page.keyboard.press('ArrowRight');
    await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    const oostende = page.getByRole('tabpanel').getByRole('row', { name: /Oostende Reefers NV/ });
    const status = oostende.getByRole('button', { name: t('invitations.status.sent') });
    await tabTo(page, status);
    await page.keyboard.press('Enter');
    const invitation = page.getByRole('dialog', { name: t('invitations.status.title') });
    await expect(invitation.getByText(t('invitations.status.validUntil'))).toBeVisible();
    await expectFocusIn(invitation);
    await page.keyboard.press('Escape');
    await expect(invitation).toBeHidden();
    await expect(status).toBeFocused();

    // The cancel confirmation of the request to Zeebrugge, left by its way back.
    const zeebrugge = page.getByRole('tabpanel').getByRole('row', { name: /Zeebrugge Transport BV/ });
    const cancel = zeebrugge.getByRole('button', { name: t('connections.action.cancelRequest') });
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const asking = page.getByRole('dialog', { name: t('connections.cancelRequest.title') });
    await expect(asking.getByRole('button', { name: t('connections.confirm.back') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(asking).toBeHidden();
    await expect(cancel).toBeFocused();
  });
}
