import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { catalogues } from '../../domain/src/testing/index.ts';
import { signIn, signedIn } from './connections-support.ts';
import { switchToDutch } from './dutch-support.ts';
import { allViolations } from './axe-support.ts';
import { apiAs, expect, mails, test } from './sign-in-support.ts';

// The import of users from a file (product-reference §2.5, many invitations at once): Ulrich, the
// User Manager of Antwerp Carrier NV, imports 50 rows of which 5 have a problem of a different kind
// each (a bad email, an email twice in the file, an existing user, a pending invitation, an admin role
// a User Manager may not grant), fixes the bad email in the preview, sends, reads the result and
// finds the new users in the table; the same file again sends nothing. In English with the comma CSV,
// in Dutch with the semicolon CSV a Dutch spreadsheet writes. 46 new users: on a platform of its own.

const ULRICH = 'ulrich.users@carrier.example';
const ANNA = 'anna.admin@carrier.example';

type Lang = 'en' | 'nl';
const t = (lang: Lang, id: keyof typeof catalogues.en) => catalogues[lang][id];

/** The file: 45 good rows and five with a problem each, headers and roles in the language's words. */
const importFile = (lang: Lang) => {
  const header = ['firstName', 'lastName', 'email', 'phone', 'adminRole', 'userRole'].map((c) =>
    t(lang, `users.field.${c}` as keyof typeof catalogues.en),
  );
  const none = t(lang, 'users.adminRole.none');
  const regular = t(lang, 'users.appRole.regular');
  const good = (i: number) => [`Imke${i}`, `Import`, `import${i}.${lang}@carrier.example`, '', none, regular];
  const rows = [
    good(1),
    ['Bad', 'Email', 'not-an-email', '', none, regular],
    ...Array.from({ length: 44 }, (_, i) => good(i + 2)),
    ['Twice', 'Again', `import1.${lang}@carrier.example`, '', none, regular],
    ['Anna', 'Admin', ANNA, '', none, regular],
    ['Ian', 'Invited', 'ian.invited@carrier.example', '', none, regular],
    ['Otto', 'Org', `boss.${lang}@carrier.example`, '', t(lang, 'users.adminRole.org_mgr'), regular],
  ];
  const delimiter = lang === 'nl' ? ';' : ',';
  const csv = [header, ...rows].map((r) => r.map((c) => `"${c}"`).join(delimiter)).join('\r\n');
  return { name: `users-${lang}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`, 'utf8') };
};

const openImport = async (page: Page, lang: Lang) => {
  await page.getByRole('button', { name: t(lang, 'users.import.open') }).click();
  const dialog = page.getByRole('dialog', {
    name: t(lang, 'users.import.title').replace('{organization}', 'Antwerp Carrier NV'),
  });
  await expect(dialog).toBeVisible();
  return dialog;
};

const importMails = async (page: Page, lang: Lang) =>
  (await mails(page.request)).filter((m) => m.to.endsWith(`.${lang}@carrier.example`)).length;

for (const lang of ['en', 'nl'] as const) {
  test.describe(`import users from a file (${lang})`, () => {
    test.use({ changesWorld: true });
    test.describe.configure({ timeout: 180_000 });

    test(`Ulrich imports 50 rows, fixes one, and a second import sends nothing (${lang})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await signIn(page, ULRICH);
      if (lang === 'nl') await switchToDutch(page);
      await page.getByRole('link', { name: t(lang, 'access.nav.users'), exact: true }).click();
      await expect(page.getByRole('heading', { name: t(lang, 'users.page.header') })).toBeVisible();

      let dialog = await openImport(page, lang);
      expect(await allViolations(page, '.scr-import')).toEqual([]);
      const template = page.waitForEvent('download');
      await dialog.getByRole('button', { name: t(lang, 'users.import.template.semicolon') }).click();
      const templateText = await readFile((await (await template).path())!, 'utf8');
      expect(templateText.startsWith('\uFEFF')).toBe(true);
      expect(templateText).toContain(`"${t(lang, 'users.field.firstName')}";`);
      expect(templateText).toContain(`"${t(lang, 'users.appRole.regular')}"`);

      const file = importFile(lang);
      await dialog.locator('#users-import-file').setInputFiles(file);
      const summary = dialog.getByRole('status').first();
      await expect(summary).toContainText(
        lang === 'en' ? '45 users to invite' : '45 gebruikers uit te nodigen',
      );
      await expect(summary).toContainText(lang === 'en' ? '2 rows with problems' : '2 regels met problemen');
      // Each problem on its cell, in words.
      const emailOf = (line: number) =>
        dialog.getByLabel(
          t(lang, 'users.import.cell.label')
            .replace('{column}', t(lang, 'users.field.email'))
            .replace('{line}', String(line)),
        );
      await expect(emailOf(3)).toHaveAccessibleDescription(t(lang, 'validation.email'));
      await expect(emailOf(48)).toHaveAccessibleDescription(t(lang, 'users.import.skip.duplicateInFile'));
      await expect(emailOf(49)).toHaveAccessibleDescription(t(lang, 'users.import.skip.alreadyUser'));
      await expect(emailOf(50)).toHaveAccessibleDescription(t(lang, 'users.import.skip.pendingInvitation'));
      await expect(dialog.getByText(t(lang, 'users.error.adminRoleNotAllowed'))).toBeVisible();
      expect(await allViolations(page, '.scr-import')).toEqual([]);

      // The bad email fixed in place: the row goes with the others.
      await emailOf(3).fill(`fixed.${lang}@carrier.example`);
      await emailOf(3).press('Enter');
      await expect(summary).toContainText(
        lang === 'en' ? '46 users to invite' : '46 gebruikers uit te nodigen',
      );
      await expect(emailOf(3)).not.toHaveAttribute('aria-invalid', 'true');

      await dialog
        .getByRole('button', { name: lang === 'en' ? 'Invite 46 users' : '46 gebruikers uitnodigen' })
        .click();
      const result = t(lang, 'users.import.result.summary')
        .replace('{invited}', '46')
        .replace('{skipped}', '4')
        .replace('{failed}', '0');
      await expect(dialog.getByText(result)).toBeVisible({ timeout: 60_000 });
      expect(await allViolations(page, '.scr-import')).toEqual([]);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: t(lang, 'users.import.result.download') }).click();
      const resultCsv = await readFile((await (await download).path())!, 'utf8');
      expect(resultCsv).toContain(`"${t(lang, 'users.import.skip.pendingInvitation')}"`);
      expect(resultCsv.split('\r\n')).toHaveLength(51);
      await dialog
        .getByRole('button', { name: t(lang, 'app.close') })
        .last()
        .click();
      expect(await importMails(page, lang)).toBe(46);

      // The new users are in the table.
      await page.locator('#users-search').fill(`import17.${lang}@carrier.example`);
      await expect(
        page.getByRole('row').filter({ hasText: `import17.${lang}@carrier.example` }),
      ).toBeVisible();

      // The same file again: every row is known now, nothing goes out.
      dialog = await openImport(page, lang);
      await dialog.locator('#users-import-file').setInputFiles(file);
      await expect(dialog.getByRole('status').first()).toContainText(
        lang === 'en' ? '0 users to invite' : '0 gebruikers uit te nodigen',
      );
      await expect(
        dialog.getByRole('button', { name: lang === 'en' ? 'Invite 0 users' : '0 gebruikers uitnodigen' }),
      ).toBeDisabled();
      expect(await importMails(page, lang)).toBe(46);

      // Each invitation is in the organization's Activity trail, as Ulrich's (Anna, org_mgr, reads it).
      const anna = await signedIn(browser, baseURL, ANNA);
      const entries = await apiAs<{
        data: Array<{ targetLabel: string; actorEmail: string; outcome: string }>;
      }>(anna, 'GET', '/audit-entries?action=user.create&$limit=1000');
      const imported = entries.data.filter(
        (e) => e.outcome === 'success' && e.targetLabel.endsWith(`.${lang}@carrier.example`),
      );
      expect(imported).toHaveLength(46);
      expect(new Set(imported.map((e) => e.actorEmail))).toEqual(new Set([ULRICH]));
    });
  });
}

test('a Latin-1 file of Excel is refused in words, its accents not read as U+FFFD', async ({ page }) => {
  await signIn(page, ULRICH);
  await page.getByRole('link', { name: t('en', 'access.nav.users'), exact: true }).click();
  const dialog = await openImport(page, 'en');
  const text =
    'First name,Last name,Email,Admin role,SCR App role\r\nÉlodie,Dupré,elodie@carrier.example,,Regular';
  await dialog
    .locator('#users-import-file')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'latin1') });
  await expect(dialog.getByRole('alert')).toHaveText(
    t('en', 'users.import.file.notUtf8').replace('{line}', '2'),
  );
  await expect(dialog.getByText('\uFFFD')).toHaveCount(0);
});
