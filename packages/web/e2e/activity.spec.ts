import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { catalogues } from '../../domain/src/messages/catalogue.ts';
import { test, expect } from './fixtures.ts';
import { signIn, snackbar } from './connections-support.ts';
import { expectNoEnglish, nl, switchLanguage, switchToDutch } from './dutch-support.ts';
import { seriousViolations } from './axe-support.ts';
import { saveProfileOverOthers } from './profile-support.ts';

// The Activity page (the organization's audit trail, org_mgr only): Anna changes the company phone,
// finds the change on the Activity page, filters down to it (the filters land in the URL), verifies
// the chain and exports the CSV; the same in Dutch; a user manager is refused the page.

test.describe.configure({ timeout: 90_000 });

const ANNA = 'anna.admin@carrier.example';

/** Saves the organization profile with another company phone number (one audited change). */
const changePhone = async (page: Page, link: string, label: string, language: 'en' | 'nl', phone: string) => {
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByLabel(label)).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(label).fill(phone);
  await saveProfileOverOthers(page, language);
};

test('the trail is read again when Anna returns to the window half a minute on, not sooner', async ({
  page,
}) => {
  await page.clock.install();
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/audit-entries') reads.push(r.url());
  });
  await signIn(page, ANNA);
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  expect(reads).toHaveLength(1);
  /** Another window, then this one again (what the query library listens for). */
  const returnToWindow = () => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await page.clock.fastForward('00:10');
  await returnToWindow();
  // A read the return started would have gone out by the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(reads).toHaveLength(1);
  await page.clock.fastForward('00:21');
  await returnToWindow();
  await expect.poll(() => reads.length).toBe(2);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
});

test('Anna finds her change on the Activity page, filters, verifies and exports', async ({ page }) => {
  await signIn(page, ANNA);
  const phone = `+32 3 ${Date.now() % 1_000_000}`;
  await changePhone(page, 'Organization profile', 'Company phone nbr', 'en', phone);

  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Who did what in your organization' })).toBeVisible({
    timeout: 15_000,
  });
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByLabel('Actor').fill('anna');
  await page.getByLabel('Action').selectOption({ label: 'Organization profile changed' });
  await page.getByLabel('Target').fill('Antwerp');
  // The days are typed as the table shows them ('22 Nov 2026'), or day first with numbers.
  const today = new Date().toLocaleDateString('sv');
  const [year, month, day] = today.split('-');
  const shownToday = (await table.locator('td[data-column="at"]').first().innerText()).slice(0, 11);
  expect(shownToday).toMatch(new RegExp(`^${day} [A-Z][a-z]{2} ${year}$`));
  const from = page.getByLabel('From');
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'e.g. 31 Dec 2026');
  await from.fill(`${day}-${month}-${year}`);
  await to.fill(shownToday);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/actor=anna/);
  await expect(page).toHaveURL(/action=organization.update/);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(from).toHaveValue(shownToday);
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Organization profile changed');
  await expect(first).toContainText('anna.admin@carrier.example');
  // The changed field in words, not the platform's field name.
  await expect(first).toContainText('Contact phone');
  await expect(first).not.toContainText('contactPhone');
  // Anna's own save is among them, told as done. The newest may be another save of Anna's profile
  // that the platform refused meanwhile ('Refused', a 412): the Dutch test saves it at the same time.
  await expect(table.getByRole('row').filter({ hasText: 'Done' }).first()).toContainText('Contact phone');
  // The filtered view as the admin sees it once it is in: the table no longer busy and no row of
  // another action (rows counted earlier could be the list from before the filter).
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const entries = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(entries.first()).toBeVisible();
  await expect(entries.filter({ hasNotText: 'Organization profile changed' })).toHaveCount(0);

  // The filters live in the URL: a reload shows the same view.
  await page.reload();
  await expect(page.getByLabel('Actor')).toHaveValue('anna', { timeout: 15_000 });
  await expect(table.getByRole('row').nth(1)).toContainText('Contact phone');

  await expect(from).toHaveValue(shownToday);

  // A day that cannot be read is named with an example of the format, and stays as typed.
  await from.fill('2026-12-31');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('Please enter a date like 31 Dec 2026')).toBeVisible();
  await expect(from).toHaveValue('2026-12-31');
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));

  // A range backwards is refused under its field; nothing is lost.
  await from.fill('31 Dec 2026');
  await to.fill('1 Jan 2026');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText("'To' cannot be before 'From'")).toBeVisible();
  await expect(page.getByLabel('Actor')).toHaveValue('anna');
  await expect(to).toHaveValue('1 Jan 2026');

  // Blueprint's calendar beside the field writes the chosen day in the table's format.
  await page
    .locator('.bp6-form-group')
    .filter({ has: from })
    .getByRole('button', { name: 'Choose a date' })
    .click();
  const calendar = page.locator('.bp6-datepicker');
  await expect(calendar).toBeVisible();
  await calendar.getByRole('gridcell', { name: /15/ }).first().click();
  await expect(calendar).toBeHidden();
  await expect(from).toHaveValue(/^15 [A-Z][a-z]{2} \d{4}$/);

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /The activity log is intact: \d+ entr(y|ies) verified\./ }),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('activity.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"Date","Actor","Email","Action"')).toBe(true);
  const lines = csv.split('\r\n');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes('"Organization profile changed"'))).toBe(true);
  expect(lines[1]).toMatch(
    /^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z","Anna Admin","anna\.admin@carrier\.example"/,
  );
  // The phone starts with '+': the Target cell is the organization's name, and no cell starts a formula.
  expect(lines.slice(1).join('\n')).not.toMatch(/(^|,)"[=+\-@]/);
  await expect(snackbar(page, 'Activity exported successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/organization\/activity$/);
});

test('the Activity page in Dutch', async ({ page }) => {
  await signIn(page, ANNA);
  await switchToDutch(page);
  const phone = `+32 3 ${(Date.now() + 7) % 1_000_000}`;
  await changePhone(page, nl('access.nav.organization'), nl('organizations.field.contactPhone'), 'nl', phone);

  await page.getByRole('link', { name: nl('access.nav.activity'), exact: true }).click();
  await expect(page.getByRole('heading', { name: nl('audit.page.header') })).toBeVisible({ timeout: 15_000 });
  await page
    .getByLabel(nl('audit.filter.action'))
    .selectOption({ label: nl('audit.action.organization.update') });
  await page.getByRole('button', { name: nl('audit.filter.apply'), exact: true }).click();
  const rows = page.getByRole('table').getByRole('row');
  const first = rows.nth(1);
  await expect(first).toContainText(nl('audit.action.organization.update'));
  // Anna's own save is among them, told as done. The newest may be another save of Anna's profile
  // that the platform refused meanwhile ('Geweigerd', a 412): the English test saves it at the same time.
  await expect(rows.filter({ hasText: nl('audit.outcome.success') }).first()).toContainText(
    nl('audit.action.organization.update'),
  );

  // The days as the Dutch table shows them ('05 nov 2026'), typed with numbers too (dd-mm-jjjj).
  const from = page.getByLabel(nl('audit.filter.from'));
  await expect(from).toHaveAttribute(
    'placeholder',
    nl('audit.filter.datePlaceholder', { example: '31 dec 2026' }),
  );
  await from.fill('morgen');
  await page.getByRole('button', { name: nl('audit.filter.apply'), exact: true }).click();
  await expect(page.getByText(nl('audit.filter.unreadableDate', { example: '31 dec 2026' }))).toBeVisible();
  await expect(from).toHaveValue('morgen');
  await from.fill('1-11-2026');
  await page.getByRole('button', { name: nl('audit.filter.apply'), exact: true }).click();
  await expect(page).toHaveURL(/from=2026-11-01/);
  await expect(from).toHaveValue('01 nov 2026');
  const today = new Date();
  const shownToday = (await first.locator('td[data-column="at"]').innerText()).slice(0, 11);
  expect(shownToday).toBe(
    `${String(today.getDate()).padStart(2, '0')} ${['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'][today.getMonth()]} ${today.getFullYear()}`,
  );
  // The calendar speaks Dutch: this month's name and the weeks from Monday ('ma').
  await page
    .locator('.bp6-form-group')
    .filter({ has: from })
    .getByRole('button', { name: nl('audit.filter.chooseDate') })
    .click();
  const calendar = page.locator('.bp6-datepicker');
  await expect(calendar.locator('.rdp-head_cell').first()).toHaveText(/^ma$/i);
  await expect(calendar.getByRole('combobox').first().locator('option:checked')).toHaveText(
    today.toLocaleDateString('nl-NL', { month: 'long' }),
  );
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await page.getByRole('button', { name: nl('audit.verify.button') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Het activiteitenlogboek is intact/ }),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: nl('audit.export.button') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('activiteit.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith(`\uFEFF"${nl('audit.column.at')}","${nl('audit.column.actor')}"`)).toBe(true);
  expect(csv).toContain(`"${nl('audit.action.organization.update')}"`);
  await expectNoEnglish(page);
});

test('a user manager has no Activity link and is refused the page', async ({ page }) => {
  await signIn(page, 'ulrich.users@carrier.example');
  await expect(page.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Activity', exact: true })).toHaveCount(0);
  await page.goto('/organization/activity');
  await expect(page.getByText(/Access denied/).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Who did what in your organization' })).toHaveCount(0);
});

/**
 * Records `count` changes of the organization's phone by Anna through the API (each one entry of
 * her activity, 'Organization profile changed'), with the session the app stored on sign-in.
 */
const changePhoneByApi = async (page: Page, count: number) => {
  const session = await page.evaluate(() => sessionStorage.getItem('scr.apiSession'));
  const api = JSON.parse(session ?? 'null') as {
    accessToken: string;
    orgUserId: number;
    organizationId: number;
  };
  for (let n = 0; n < count; n++) {
    const saved = await page.request.patch(`/api/organizations/${api.organizationId}`, {
      headers: { authorization: `Bearer ${api.accessToken}`, id: String(api.orgUserId) },
      data: { contactPhone: `+32 3 ${(Date.now() + n) % 1_000_000}` },
    });
    expect(saved.ok()).toBe(true);
  }
};

for (const language of ['en', 'nl'] as const) {
  const t = (id: keyof typeof catalogues.en, values: Record<string, string | number> = {}) =>
    catalogues[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  /** The pager's '11–20 of 23' from a row on (the template has no character special in a pattern). */
  const rangeFrom = (from: number) =>
    new RegExp(`^${t('paging.range', { from }).replace(/\{(to|total)\}/g, '\\d+')}`);

  test(`${language}: the filters and the page of the Activity page live in the URL: reload and Back restore them`, async ({
    page,
  }) => {
    // Eleven changes, two reloads and three page loads: a long walk on a busy machine.
    test.slow();
    await signIn(page, ANNA);
    if (language === 'nl') await switchLanguage(page, 'nl');
    // The cookie banner answered first: it would cover the pager at the foot of the page.
    const banner = page.getByRole('region', { name: t('app.cookie.label') });
    await banner.getByRole('button', { name: t('app.cookie.ok') }).click();
    await expect(banner).toBeHidden();
    // More changes than one page holds, so the filtered list has a second page.
    await changePhoneByApi(page, 11);
    await page.getByRole('link', { name: t('access.nav.activity'), exact: true }).click();
    const table = page.getByRole('table', { name: t('audit.page.header') });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });

    const actor = page.getByLabel(t('audit.filter.actor'));
    const action = page.getByLabel(t('audit.filter.action'));
    await actor.fill('anna');
    await action.selectOption({ label: t('audit.action.organization.update') });
    await page.getByRole('button', { name: t('audit.filter.apply'), exact: true }).click();
    await expect(page).toHaveURL(/\?actor=anna&action=organization\.update$/);
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const pager = page.getByRole('navigation', { name: t('paging.label') });
    await expect(pager).toContainText(rangeFrom(1));

    await pager.getByRole('button', { name: t('paging.next') }).click();
    await expect(page).toHaveURL(/\?actor=anna&action=organization\.update&page=2$/);
    await expect(pager).toContainText(rangeFrom(11));
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const secondPage = await table.getByRole('row').nth(1).textContent();

    // A reload shows the same view: the filters in their fields, the second page.
    await page.reload();
    await expect(actor).toHaveValue('anna', { timeout: 15_000 });
    await expect(action).toHaveValue('organization.update');
    await expect(pager).toContainText(rangeFrom(11));
    await expect(table.getByRole('row').nth(1)).toHaveText(secondPage!);
    for (const row of await table.getByRole('row').all())
      if ((await row.getByRole('cell').count()) > 0)
        await expect(row).toContainText(t('audit.action.organization.update'));
    expect(await seriousViolations(page)).toEqual([]);

    // Back: the first page of the same filters, then the list before the filters.
    await page.goBack();
    await expect(page).toHaveURL(/\?actor=anna&action=organization\.update$/);
    await expect(pager).toContainText(rangeFrom(1));
    await expect(actor).toHaveValue('anna');
    await page.goBack();
    await expect(page).toHaveURL(/\/organization\/activity$/);
    await expect(actor).toHaveValue('');
    await expect(action).toHaveValue('');

    // A link with values that are no filter opens the page with the ones that are, and says nothing.
    await page.goto('/organization/activity?actor=anna&action=user.explode&from=2026-02-30&page=abc');
    await expect(actor).toHaveValue('anna', { timeout: 15_000 });
    await expect(action).toHaveValue('');
    await expect(page.getByLabel(t('audit.filter.from'))).toHaveValue('');
    await expect(table.getByRole('row').nth(1)).toContainText('anna.admin@carrier.example');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A page past the end shows the last page, and the URL says so.
    await page.goto('/organization/activity?actor=anna&action=organization.update&page=9999');
    await expect(page).toHaveURL(/&page=\d{1,3}$/, { timeout: 15_000 });
    await expect(table.getByRole('row').nth(1)).toContainText(t('audit.action.organization.update'));
  });
}
