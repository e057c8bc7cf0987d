import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { tabNames } from './connections-support.ts';

// Shared by the reliability browser specs (hostile input, faults, concurrency, tokens): a watch on a page for anything a hostile text
// could set off, rows found by literal text (names full of regex and HTML characters), and the API
// session of a page for calls made beside the UI.

/**
 * Collects what must never happen on a page: a JavaScript dialog (alert/confirm/prompt), a CSP
 * violation (console report or securitypolicyviolation event) and an uncaught error.
 */
export const watchPage = async (page: Page, who: string): Promise<string[]> => {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`${who}: a ${dialog.type()} fired: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text()))
      problems.push(`${who}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${who}: uncaught ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`securitypolicyviolation ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return problems;
};

/**
 * Elements a payload would create if it were parsed as HTML instead of shown as text. The page's own
 * route preload list (#scr-route-preloads, a JSON data block in index.html) and its theme script
 * (#scr-theme-script, allowed by its hash in the CSP) are not among them.
 */
export const INJECTED =
  'img[src="x"], svg[onload], [onerror], [onload], script:not([src]):not(#scr-route-preloads):not(#scr-theme-script), a[href^="javascript:"], iframe';

/** No element of a payload is in the page (dialogs and snackbars live in portals: the whole document). */
export const expectNothingInjected = async (page: Page): Promise<void> => {
  await expect(page.locator(INJECTED)).toHaveCount(0);
};

/** The row of a connections tab that shows this text literally (no regex: payloads are full of specials). */
export const rowWith = async (page: Page, tab: keyof typeof tabNames, text: string): Promise<Locator> => {
  await page.getByRole('tab', { name: tabNames[tab] }).click();
  return page.getByRole('tabpanel').getByRole('row').filter({ hasText: text });
};

/** The access token and ids of the page's API session (session storage, product-reference §9). */
export const apiSessionOf = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('scr.apiSession') ?? 'null') as {
        accessToken: string;
        orgUserId: number;
        organizationId: number;
        exp: number;
      } | null,
  );
