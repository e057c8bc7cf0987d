import { expect, type Page } from '@playwright/test';
import { withOwnPlatform } from './own-platform.ts';
import { openConnections, signIn, tabNames } from './connections-support.ts';

// The Connections page pages each tab on the server (product-reference §2.6, architecture §5): with 40 generated
// connections besides the demo world's, the browser asks for one page of 8 rows at a time and the
// pager walks the tab without a gap or a repeat. A platform of its own (`scale: 40`), read only.
const test = withOwnPlatform({ scale: 40 });
test.describe.configure({ timeout: 90_000 });

/** The rows of the open tab's table, as text (each names its organization). */
const rows = async (page: Page): Promise<string[]> =>
  page.getByRole('tabpanel').locator('tbody tr').allTextContents();

test('To do is paged on the server, 8 rows a page, and the pager walks it all', async ({ page }) => {
  const limits: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/connections' && request.method() === 'GET')
      limits.push(url.searchParams.get('$limit') ?? 'none');
  });
  await signIn(page, 'anna.admin@carrier.example');
  await openConnections(page, 'accepted');
  const todo = page.getByRole('tab', { name: tabNames.todo });
  await expect(todo).toHaveAttribute('aria-selected', 'true');
  const total = Number((await todo.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(16);

  const seen: string[] = [];
  const pages = Math.ceil(total / 8);
  for (let n = 0; n < pages; n++) {
    const to = Math.min(total, n * 8 + 8);
    await expect(page.getByText(`${n * 8 + 1}–${to} of ${total}`)).toBeVisible();
    await expect(page.getByRole('tabpanel').locator('tbody tr')).toHaveCount(to - n * 8);
    seen.push(...(await rows(page)));
    if (n < pages - 1) await page.getByRole('button', { name: 'Next page' }).click();
  }
  expect(seen).toHaveLength(total);
  expect(new Set(seen).size).toBe(total);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // Only pages and counts crossed the network: never the whole list.
  expect(limits.length).toBeGreaterThan(0);
  expect(limits.every((limit) => limit === '0' || limit === '8')).toBe(true);
});
