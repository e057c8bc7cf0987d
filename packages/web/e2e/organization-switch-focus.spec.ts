import { expect, test } from './sign-in-support.ts';
import { loginIn, say, type Language } from './language-walk-support.ts';
import { expectFocusIn } from './walk-support.ts';

// 'Switch organization' is chosen from the profile menu, whose item is gone with the menu: closing the
// dialog, by Escape or by Cancel, gives the focus back to the profile menu's button, not to the page's
// body (product-reference §2.2).

test.describe.configure({ timeout: 120_000 });

for (const language of ['en', 'nl'] as const satisfies readonly Language[]) {
  test(`in ${language}: the switch-organization dialog gives the focus back to the profile menu`, async ({
    page,
  }) => {
    const t = (id: Parameters<typeof say>[1]) => say(language, id);
    await loginIn(page, language, 'fiona.forwarder@forwarder.example', 'Ghent Forwarding BV');
    await expect(page).toHaveURL(/\/organization/);
    const profile = page.getByRole('button', { name: t('app.menu.open') });
    const dialog = page.getByRole('dialog', { name: t('session.switch.title') });
    for (const close of ['Escape', 'Cancel'] as const) {
      await profile.click();
      await page.getByRole('menuitem', { name: t('session.switch.menu') }).click();
      await expect(dialog).toBeVisible();
      // The dialog takes the focus a frame after it shows; a key pressed before that is not its own.
      await expectFocusIn(dialog);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: t('session.cancel'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(profile, close).toBeFocused();
    }
    // By keyboard alone: the menu opened with Enter, the item chosen with Enter, Escape back. The menu
    // takes the focus a frame after it shows: the item is focused once it has, or the menu's own move
    // would take the focus off the item before Enter reaches it.
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: t('session.switch.menu') });
    await expectFocusIn(item);
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectFocusIn(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(profile).toBeFocused();
  });
}
