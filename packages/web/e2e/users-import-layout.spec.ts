import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { signIn } from './connections-support.ts';
import { atRest } from './at-rest.ts';

// The import preview's layout: on a phone its caption reads as a sentence across the dialog, not a
// word a line; on a laptop (1440 px) every column, the status and 'Leave out' too, fits in the
// dialog without scrolling sideways; the template imported as downloaded invites nobody. Nothing is
// sent: the preview only.

/** Rows of each kind the preview draws: one to invite, a bad email, a role Ulrich may not grant. */
const previewFile = () => {
  const csv = [
    'First name,Last name,Email,Phone,Admin role,SCR App role',
    'Imke,Import,imke.layout@carrier.example,,None,Regular',
    'Bad,Email,not-an-email,,None,Regular',
    'Otto,Org,otto.layout@carrier.example,,Organization Manager,Viewer',
  ].join('\r\n');
  return { name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') };
};

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
};

/** Ulrich (User Manager) on the Users page, the import dialog open. */
const openImport = async (page: Page) => {
  await signIn(page, 'ulrich.users@carrier.example');
  await page.goto('/organization/users');
  await page.getByRole('button', { name: 'Import users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users for Antwerp Carrier NV' });
  await expect(dialog).toBeVisible();
  return dialog;
};

const preview = async (dialog: Locator) => {
  await dialog.locator('#users-import-file').setInputFiles(previewFile());
  await expect(dialog.getByRole('status').first()).toContainText('1 user to invite');
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the preview’s caption wraps as a sentence across the dialog', async ({ page }) => {
    const dialog = await openImport(page);
    await preview(dialog);
    const caption = dialog.locator('caption');
    await expect(caption).toHaveText('The rows of the file: fix a cell in place or leave a row out');
    // Measured once the dialog has grown in: while it grows, its boxes are scaled.
    await atRest(page);
    const lineHeight = await caption.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const [text, summary] = [await box(caption), await box(dialog.getByRole('status').first())];
    // About 60 characters on a 326 px line: two lines, three at most (a word a line made fourteen),
    // as wide as the summary above the table but for the table's 4 px of room for focus rings.
    expect(Math.round(text.height / lineHeight)).toBeLessThanOrEqual(3);
    expect(text.width).toBeGreaterThanOrEqual(summary.width - 4);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the template imported unchanged invites nobody; every column of a preview fits in the dialog', async ({
    page,
  }) => {
    const dialog = await openImport(page);
    // The template as downloaded: its example row is read, shown, and left out with its reason.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Template (CSV)' }).click();
    await dialog.locator('#users-import-file').setInputFiles((await (await download).path())!);
    await expect(dialog.getByRole('status').first()).toContainText('0 users to invite');
    await expect(dialog.getByLabel('Email, line 2')).toHaveAccessibleDescription(
      'The example row of the template: put your own users in its place',
    );
    await expect(dialog.getByRole('button', { name: 'Invite 0 users' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Choose another file' }).click();

    await preview(dialog);
    // Neither box around the table scrolls sideways (before: 386 px more than the 1068 px shown).
    const scroller = dialog.locator('.scr-data-table__scroll');
    for (const scrolling of [scroller, dialog.locator('.scr-import__table')])
      expect(await scrolling.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const [frame, shown] = [await box(dialog), await box(scroller)];
    for (const line of [2, 3, 4]) {
      const row = dialog
        .getByRole('row')
        .filter({ has: page.locator('td[data-column="line"]', { hasText: String(line) }) });
      for (const end of [
        await box(row.locator('td[data-column="status"] .bp6-tag')),
        await box(row.getByRole('button', { name: `Leave out line ${line}` })),
      ]) {
        expect(end.x + end.width).toBeLessThanOrEqual(Math.min(frame.x + frame.width, shown.x + shown.width));
      }
    }

    // A role is chosen, not typed: the role Ulrich may not grant is put back to None, and the row goes.
    const adminRole = dialog.getByRole('combobox', { name: 'Admin role, line 4' });
    await expect(adminRole).toHaveAccessibleDescription(
      'Only an Organization Manager can assign admin roles',
    );
    await expect(adminRole.getByRole('option')).toHaveText([
      'None',
      'Organization Manager',
      'User Manager',
      'Connection Manager',
    ]);
    await expect(dialog.getByRole('combobox', { name: 'SCR App role, line 4' })).toHaveValue('viewer');
    await adminRole.selectOption({ label: 'None' });
    await expect(dialog.getByRole('status').first()).toContainText('2 users to invite');
  });
});
