import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { signIn } from './connections-support.ts';
import { ANNA, PHONE, findUserRow, openUsers, scrollsSideways } from './walk-support.ts';

// The shell on a phone (390 × 844): the nav folds into a Menu that reaches every page, the language
// switch shows whole names, dialogs take the whole screen, and nothing scrolls sideways.

test.use({ viewport: PHONE });

/** A select shows the whole name of its choice (Blueprint's arrow takes the right padding). */
const readsWhole = (select: Locator): Promise<boolean> =>
  select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const needed =
      context.measureText(el.selectedOptions[0]?.text ?? '').width +
      parseFloat(style.paddingLeft) +
      parseFloat(style.paddingRight);
    return needed <= el.clientWidth + 1;
  });

/** The element shows its whole content: nothing clipped sideways. */
const showsAllOf = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);

/** The element lies inside the viewport. */
const inViewport = async (page: Page, locator: Locator): Promise<boolean> => {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
};

test('the Menu reaches every admin page, the language switch reads whole names', async ({ page }) => {
  await signIn(page, ANNA);
  expect(await scrollsSideways(page)).toBe(false);
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeVisible();
  expect(await readsWhole(language)).toBe(true);
  expect(await inViewport(page, language)).toBe(true);
  for (const [link, heading] of [
    ['Integrations', 'Please review your integrations with local Port Community Systems below'],
    ['Connections', /^Connections$/],
    ['Users', 'Please review your users'],
    ['Organization profile', 'Please review your data below'],
  ] as const) {
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await inViewport(page, menu)).toBe(true);
    await menu.click();
    const item = page.getByRole('menuitem', { name: link, exact: true });
    expect(await inViewport(page, item)).toBe(true);
    await item.click();
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 15_000 });
    expect(await scrollsSideways(page)).toBe(false);
  }
  // The profile menu's button keeps to its icon; the menu still shows the email.
  const profile = page.getByRole('button', { name: 'Profile menu' });
  expect(await inViewport(page, profile)).toBe(true);
  await profile.click();
  await expect(page.getByRole('menuitem', { name: ANNA })).toBeVisible();
  await page.keyboard.press('Escape');
  await language.selectOption({ label: 'Nederlands' });
  const taal = page.getByRole('combobox', { name: 'Taal' });
  await expect(taal).toHaveValue('nl');
  expect(await readsWhole(taal)).toBe(true);
  expect(await scrollsSideways(page)).toBe(false);
});

test('a dialog takes the whole screen', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' });
  await expect(dialog).toBeVisible();
  // Once its opening animation (a scale) has ended.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(PHONE.width);
  const box = await dialog.boundingBox();
  expect(box).toMatchObject({ x: 0, width: PHONE.width });
  expect(box!.height).toBeGreaterThanOrEqual(PHONE.height - 1);
  expect(await showsAllOf(dialog)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Invite user' })).toBeInViewport();
});

test('the password-reset chooser shows every status dot and does not scroll sideways', async ({ page }) => {
  // Opened on a wide screen (the users table's phone layout is not this test's concern), then narrowed.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openUsers(page, 'fiona.forwarder@forwarder.example', 'Ghent Forwarding BV');
  await (
    await findUserRow(page, 'fiona.forwarder@forwarder.example')
  )
    .getByRole('button', { name: 'Change password' })
    .click();
  const dialog = page.getByRole('dialog', {
    name: 'Choose for which organizations you wish to reset your password',
  });
  // On the wide screen first, then on the phone: every dot whole, nothing to scroll sideways.
  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    const dots = dialog.getByRole('img', { name: 'Available' });
    await expect(dots).toHaveCount(2, { timeout: 15_000 });
    for (const dot of await dots.all()) {
      await dot.scrollIntoViewIfNeeded();
      expect(await inViewport(page, dot)).toBe(true);
      // Its whole 12 px circle shows: nothing clips it.
      expect((await dot.boundingBox())?.width).toBeGreaterThanOrEqual(12);
    }
    for (const element of await dialog.locator('*').all()) {
      const style = await element.evaluate((el) => getComputedStyle(el).overflowX);
      if (style === 'auto' || style === 'scroll') expect(await showsAllOf(element)).toBe(true);
    }
    expect(await showsAllOf(dialog)).toBe(true);
    expect(await inViewport(page, dialog.getByRole('button', { name: 'Reset password(s)' }))).toBe(true);
  }
});
