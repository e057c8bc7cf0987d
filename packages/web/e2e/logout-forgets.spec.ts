import type { Page } from '@playwright/test';
import { loginIn, say, type Language } from './language-walk-support.ts';
import { DEMO_PASSWORD, expect, test } from './sign-in-support.ts';

// Logout forgets the server state with the session: the next user of the same tab never sees the
// previous user's data, not even while their own pages load. A watcher in the page records every
// text node that shows a previous user's address from the moment of the logout on.

test.describe.configure({ timeout: 180_000 });

const FORMER = 'carrier.example';

/** Starts recording, in the page, every shown text that contains `needle`. */
const watchFor = (page: Page, needle: string) =>
  page.evaluate((needle) => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const record = (node: Node) => {
      const text = node.textContent ?? '';
      if (text.includes(needle)) seen.push(text);
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'characterData') record(change.target);
        change.addedNodes.forEach(record);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, needle);

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

for (const language of ['en', 'nl'] as const satisfies readonly Language[]) {
  test(`in ${language}: after Anna logs out, Fiona in the same tab sees none of Anna's users`, async ({
    page,
  }) => {
    const t = (id: Parameters<typeof say>[1]) => say(language, id);
    await loginIn(page, language, 'anna.admin@carrier.example');
    await expect(page).toHaveURL(/\/organization/);
    await page.getByRole('link', { name: t('access.nav.users'), exact: true }).click();
    await expect(page.getByText('ulrich.users@carrier.example')).toBeVisible();

    await page.getByRole('button', { name: t('app.menu.open') }).click();
    await page.getByRole('menuitem', { name: t('session.logout') }).click();
    await expect(page.getByText(t('session.loggedOut'), { exact: true })).toBeVisible();
    await watchFor(page, FORMER);

    // The same tab, no reload: the app's server state lives on in memory unless logout dropped it.
    await page.getByRole('link', { name: t('app.wayBack.login') }).click();
    await expect(page.getByRole('button', { name: t('session.login'), exact: true })).toBeVisible();
    const email = page.getByLabel(t('session.field.email'), { exact: true });
    await email.fill('fiona.forwarder@forwarder.example');
    await email.press('Tab');
    const select = page.getByLabel(t('session.field.organization'));
    await expect(select).toBeEnabled();
    await select.selectOption({ label: 'Ghent Forwarding BV' });
    await page.getByLabel(t('session.field.password'), { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t('session.login'), exact: true }).click();
    await expect(page).toHaveURL(/\/organization/);
    await page.getByRole('link', { name: t('access.nav.users'), exact: true }).click();
    await expect(page.getByText('nina.neweula@forwarder.example')).toBeVisible();
    expect(await seen(page)).toEqual([]);
  });
}
