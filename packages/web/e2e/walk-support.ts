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

/**
 * What the screen cuts off: each visible control (a button, tab, menu item, label, table header, tag or
 * dialog title) whose content is wider than its box (or, where the box hides what overflows, taller), so
 * an ellipsis, a clip or text running over its neighbour hides a word; and each box that scrolls
 * sideways inside the page (a table wider than its frame hides its last columns until scrolled). Each is
 * described by its kind and text, for a failure to name; none is the answer wanted.
 * Left out, as truncation by design with the whole text at hand: an element inside something with a
 * `title`, which shows the whole text on hover. Left out as
 * never drawn: visually hidden text (the 1 px boxes that speak to assistive technology, such as the
 * stacked table's header row on a phone). A field's placeholder and a select's chosen option count as
 * its text; what a person typed may scroll inside the field.
 */
export const cutOff = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const controls = [
      'button',
      'a.bp6-button',
      '[role="tab"]',
      '[role="menuitem"]',
      'label',
      'th',
      '.bp6-tag',
      '.bp6-dialog-header .bp6-heading',
    ].join(',');
    const drawn = (el: Element): boolean => {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).clipPath === 'none';
    };
    const name = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(controls)) {
      if (!drawn(control) || control.closest('[title]')) continue;
      const cuts = [control, ...control.querySelectorAll<HTMLElement>('*')].some((el) => {
        if (el.clientWidth === 0 || !name(el) || !drawn(el)) return false;
        const hidesTall = getComputedStyle(el).overflowY !== 'visible';
        return el.scrollWidth > el.clientWidth + 1 || (hidesTall && el.scrollHeight > el.clientHeight + 1);
      });
      if (cuts)
        found.push(`${control.getAttribute('role') ?? control.tagName.toLowerCase()} "${name(control)}"`);
    }
    // A field's placeholder and a select's chosen option are drawn inside the field's padding, and cut
    // at its edge without scrolling: measured as the text would be drawn, in the field's font.
    const probe = document.createElement('span');
    probe.style.whiteSpace = 'pre';
    probe.style.position = 'absolute';
    document.body.append(probe);
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
      const shown =
        field instanceof HTMLSelectElement
          ? (field.selectedOptions[0]?.text ?? '')
          : field.value === '' && field.type !== 'checkbox' && field.type !== 'radio'
            ? field.placeholder
            : '';
      if (!shown || !drawn(field)) continue;
      const style = getComputedStyle(field);
      probe.style.font = style.font;
      probe.textContent = shown;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (probe.getBoundingClientRect().width > room + 1)
        found.push(`${field.tagName.toLowerCase()} "${shown}"`);
    }
    probe.remove();
    for (const el of document.querySelectorAll<HTMLElement>('body *:not(input, textarea, select)')) {
      const sideways = getComputedStyle(el).overflowX;
      if (sideways !== 'auto' && sideways !== 'scroll') continue;
      if (el.scrollWidth <= el.clientWidth + 1 || !drawn(el)) continue;
      // Named by what sticks out furthest, which is what to fix.
      const edge = el.getBoundingClientRect().left + el.clientWidth;
      let widest: Element = el;
      for (const inner of el.querySelectorAll('*'))
        if (inner.getBoundingClientRect().right > Math.max(edge, widest.getBoundingClientRect().right))
          widest = inner;
      found.push(
        `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} scrolls sideways: ${widest.tagName.toLowerCase()}.${widest.classList[0] ?? ''} "${name(widest)}" sticks out`,
      );
    }
    return found;
  });
