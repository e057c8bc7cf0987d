import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { signIn } from './connections-support.ts';

/** Helpers of the walk-through tests: the paths an administrator takes, by mouse, keyboard and phone. */

export const ANNA = 'anna.admin@carrier.example';

/** A phone in portrait (the walk's narrow screen). */
export const PHONE = { width: 390, height: 844 } as const;

/** Signs Anna (or someone else, in one of their organizations) in and opens the users page. */
export const openUsers = async (page: Page, email = ANNA, organization?: string): Promise<void> => {
  await signIn(page, email, organization);
  await page.goto('/organization/users');
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
    timeout: 15_000,
  });
};

/** The table row showing this text. */
export const rowOf = async (page: Page, text: string): Promise<Locator> => {
  const row = page.getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  return row;
};

/** Pages through the users table until the row of this email shows. */
export const findUserRow = async (page: Page, email: string): Promise<Locator> => {
  await expect(page.getByText(/^\d+–\d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (let pageNo = 0; pageNo < 5; pageNo += 1) {
    // The email cell may carry a badge beside the address ('Invited'): the row holds the address.
    if ((await page.getByRole('row').filter({ hasText: email }).count()) > 0) return rowOf(page, email);
    const next = page.getByRole('button', { name: 'Next page' });
    if (!(await next.isEnabled())) break;
    const range = await page.getByText(/^\d+–\d+ of \d+$/).textContent();
    await next.click();
    // The pager names the new page at once; its rows follow once the table is no longer busy.
    await expect(page.getByText(/^\d+–\d+ of \d+$/)).not.toHaveText(range ?? '');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  throw new Error(`no user row shows ${email}`);
};

/** The element, scrolled into view, lies within the viewport's width (reachable without scrolling sideways). */
export const withinWidth = async (page: Page, locator: Locator): Promise<boolean> => {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
};

/** The page scrolls sideways (the document is wider than the viewport). */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/**
 * An overlay (a dialog, or a popover such as a menu) has taken the focus: Blueprint moves it in a frame
 * after the overlay shows, so keys pressed before then reach what had the focus before.
 */
export const expectFocusIn = (inside: Locator) =>
  expect
    .poll(() => inside.evaluate((el) => !!el.closest('.bp6-overlay')?.contains(document.activeElement)))
    .toBe(true);
