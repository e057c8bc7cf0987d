import type { Locator, Page } from '@playwright/test';
import { expect } from './sign-in-support.ts';

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses. */
export const tabTo = async (page: Page, target: Locator, { back = false, max = 80 } = {}) => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
};

/** Clicks a row's selection checkbox through its visible box (Blueprint hides the input itself). */
export const clickBox = async (scope: Page | Locator, name: string, modifiers: 'Shift'[] = []) => {
  const box = scope.getByRole('checkbox', { name, exact: true });
  await box.locator('xpath=..').locator('.bp6-control-indicator').click({ modifiers });
  return box;
};

/** The selection bar under a table. */
export const selectionBar = (page: Page, name = 'Actions on the selected rows'): Locator =>
  page.getByRole('region', { name });
