import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Clicks a link that opens the wallet upgrade procedure in a new tab, and expects the platform to
 * answer it with a PDF (product-reference §2.5 'a link to a procedure PDF').
 */
export const expectPdfBehind = async (page: Page, link: Locator): Promise<void> => {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\.pdf$/);
  const answered = page.context().waitForEvent('response', (r) => new URL(r.url()).pathname === href);
  await link.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The bytes themselves: Chromium hands the tab its PDF viewer, so they are fetched once more.
  const pdf = await page.request.get(href!);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
};
