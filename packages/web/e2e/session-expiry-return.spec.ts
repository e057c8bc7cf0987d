import { expect, type Locator, type Page } from '@playwright/test';
import { withOwnPlatform } from './own-platform.ts';
import { signIn } from './connections-support.ts';
import { apiAs, fillLogin } from './sign-in-support.ts';
import { columnCells } from './table-support.ts';

// A session the platform ends while an admin pages a table (product-reference §8): the read of the
// next page is refused, 'Your session has expired' opens over the page, and the page behind keeps
// saying what it shows (the pager names the rows on screen, not the page that could not be read)
// without a Retry of its own beside the dialog, whose Logout is the one way on. Signing in again
// leads back to the page the session ended on, with its tab, page, search and sort.
// A platform of its own with 40 generated users and connections (several pages of each); the tests
// change nothing but their own sessions.
const test = withOwnPlatform({ scale: 40 });
test.describe.configure({ timeout: 90_000 });

const ANNA = 'anna.admin@carrier.example';
const SESSION_EXPIRED = 'For security reasons, your session has expired. Please log out and back in again.';

/** The platform ends the page's session, as a logout elsewhere or a revocation does. */
const endSession = (page: Page) => apiAs(page, 'DELETE', '/authentication');

/**
 * Pages on with the session ended: the dialog opens over a page that still agrees with itself (the
 * same rows under the same range) and offers no Retry; then its Logout, and the login again.
 */
const pageOnAfterTheSessionEnded = async (page: Page, rows: () => Promise<string[]>, range: string) => {
  const before = await rows();
  await endSession(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  const expired = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(expired.getByText(SESSION_EXPIRED)).toBeVisible({ timeout: 15_000 });
  const asked = new URL(page.url());
  // The failed read has said so behind the dialog; the rows and the pager are still the last page's.
  await expect(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED })).toBeVisible();
  expect(await rows()).toEqual(before);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(range);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await expired.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the login screen' }).click();
  await fillLogin(page, ANNA);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Back where the session ended: the same path and query (the view), not the landing page.
  await expect
    .poll(
      () => {
        const now = new URL(page.url());
        return `${now.pathname}${now.search}`;
      },
      { timeout: 20_000 },
    )
    .toBe(`${asked.pathname}${asked.search}`);
};

test('Users: an ended session leaves no Retry nor a pager at odds with the rows; the login leads back', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await page.goto('/organization/users?q=scale.carrier&sort=email&page=2');
  const table = page.getByRole('table', { name: 'Please review your users' });
  await expect(table).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('9–16 of 40', { exact: true })).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const emails = () => columnCells(table, 'email').allInnerTexts();

  await pageOnAfterTheSessionEnded(page, emails, '9–16 of 40');

  expect(new URL(page.url()).searchParams.toString()).toBe('q=scale.carrier&sort=email&page=3');
  await expect(page.getByText('17–24 of 40', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('scale.carrier');
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(emails).toHaveLength(8);
  expect((await emails()).every((email) => email.endsWith('@scale.carrier.example'))).toBe(true);
});

test('Connections: an ended session leaves no Retry nor a pager at odds with the rows; the login leads back', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await page.goto('/organization/connections?tab=todo&sort=name&page=2');
  const panel: Locator = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: /^TO DO/ })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  const range = (await page.getByRole('navigation', { name: 'Pages' }).textContent({ timeout: 15_000 }))!;
  expect(range).toMatch(/^9–16 of \d+/);
  await expect(panel.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  const names = () => columnCells(panel, 'name').allInnerTexts();

  await pageOnAfterTheSessionEnded(page, names, range.replace(/\D+$/, '').trim());

  expect(new URL(page.url()).searchParams.toString()).toBe('tab=todo&sort=name&page=3');
  await expect(page.getByRole('tab', { name: /^TO DO/ })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/^17–\d+ of \d+/);
  await expect(panel.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
});
