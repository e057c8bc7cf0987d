import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { signIn, UNREACHABLE_WALLET } from './connections-support.ts';

// The phone layout (390 px) of Activity, Users and the top bar: every value sits in the value column
// of its card, nothing covers the pager, the users toolbar keeps its controls whole, and the logo is
// not a second menu button.

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });
test.use({ viewport: { width: 390, height: 844 } });

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
};

test('Activity on a phone: the actor and target in the value column, the pager uncovered', async ({
  page,
}) => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.goto('/organization/activity');
  const card = page.getByRole('row').filter({ hasText: 'anna.admin@carrier.example' }).first();
  const actor = card.locator('td[data-column="actor"]');
  const name = actor.getByText('Anna Admin', { exact: true });
  const email = actor.getByText('anna.admin@carrier.example', { exact: true });
  expect(Math.round((await box(email)).x)).toBe(Math.round((await box(name)).x));
  const target = card.locator('td[data-column="target"]');
  const parts = target.locator('div > div');
  await expect(parts).toHaveCount(2);
  expect(Math.round((await box(parts.nth(0))).x)).toBe(Math.round((await box(parts.nth(1))).x));

  const next = page.getByRole('button', { name: 'Next page' });
  await next.scrollIntoViewIfNeeded();
  const tag = page.getByTestId('version-tag');
  await tag.scrollIntoViewIfNeeded();
  await next.scrollIntoViewIfNeeded();
  const [n, t] = [await box(next), await box(tag)];
  const overlap = n.x < t.x + t.width && t.x < n.x + n.width && n.y < t.y + t.height && t.y < n.y + n.height;
  expect(overlap).toBe(false);
});

test('Users on a phone: Invite user on one line, the whole search placeholder, a readable Deleted filter', async ({
  page,
}) => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.goto('/organization/users');
  const invite = page.getByRole('button', { name: 'Invite user' });
  const label = invite.locator('.bp6-button-text');
  // One line of text: less than two font sizes high.
  const fontSize = await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect((await box(label)).height).toBeLessThan(fontSize * 2);

  const search = page.getByRole('searchbox').first();
  const cut = await search.evaluate((input: HTMLInputElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(input).font;
    probe.style.whiteSpace = 'pre';
    probe.textContent = input.placeholder;
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(input);
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return needed > room;
  });
  expect(cut).toBe(false);

  const filter = page.getByLabel('Deleted');
  const chosen = await filter.evaluate((select: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.style.whiteSpace = 'pre';
    probe.textContent = select.selectedOptions[0]?.text ?? '';
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return { needed, width: select.clientWidth };
  });
  expect(chosen.width).toBeGreaterThan(chosen.needed);
});

test('Users on a phone: the invited badge sits with the email in the value column', async ({ page }) => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.goto('/organization/users?q=ian.invited');
  const row = page.getByRole('row').filter({ hasText: 'ian.invited@carrier.example' });
  const cell = row.locator('td[data-column="email"]');
  const badge = cell.getByText('Invited', { exact: true });
  await expect(badge).toBeVisible();
  // The card's label column (at least 96 px) holds 'Email'; the email and its badge start right of it.
  const [c, value, tag] = [await box(cell), await box(cell.locator('.scr-users__email')), await box(badge)];
  expect(value.x).toBeGreaterThan(c.x + 96);
  expect(tag.x).toBeGreaterThanOrEqual(value.x);
  expect(tag.x + tag.width).toBeLessThanOrEqual(c.x + c.width);
});

test('the logo is no second menu button: its mark draws no horizontal bars', async ({ page, request }) => {
  await signIn(page, 'anna.admin@carrier.example');
  const src = await page.locator('.scr-logo img').getAttribute('src');
  for (const logo of [src!, '/logo.svg', '/logo-dark.svg', '/favicon.svg']) {
    const svg = await (await request.get(logo)).text();
    const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(0);
    for (const d of paths) expect(d).not.toMatch(/h/i);
  }
});

test('dialogs on a phone: the footer sits at the bottom of the screen, the body scrolls above it', async ({
  page,
}) => {
  await signIn(page, 'anna.admin@carrier.example');
  // Measured once the dialog's opening transition has settled (it slides in from below).
  const footerAtBottom = async (dialog: Locator) =>
    expect
      .poll(async () => {
        const footer = await box(dialog.locator('.bp6-dialog-footer'));
        return Math.abs(footer.y + footer.height - 844);
      })
      .toBeLessThanOrEqual(1);
  // A dialog with a long, scrolling body (the organizations to connect with).
  await page.goto('/organization/connections');
  await page.getByRole('button', { name: 'Connect with another organization' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect with another organization' });
  await expect(connect.getByRole('row', { name: /Basel Inland AG/ })).toBeVisible({ timeout: 15_000 });
  await footerAtBottom(connect);
  await connect.getByRole('button', { name: 'Close' }).click();
  await expect(connect).toBeHidden();
  // A form dialog (the body and footer inside a form) with a short body.
  await page.goto('/organization/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite user' });
  await expect(invite.getByLabel('Email')).toBeVisible();
  await footerAtBottom(invite);
});
