import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { rowIn, signIn, UNREACHABLE_WALLET } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { scrollsSideways } from './walk-support.ts';

// The phone layout (390 px) of Activity, Users, the top bar and the login: every value sits in the
// value column of its card, nothing covers the pager, Activity's filters fold behind one button, the
// users toolbar keeps its controls whole, the users' cards are dense with 44 px touch targets and their
// emails break only at the @ or a dot, the login's language switch shows 'Nederlands' whole, and the
// logo is not a second menu button.

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

/** How much wider than its room a control's text is drawn (positive: cut off). */
const cutOff = (control: Locator, shown: 'placeholder' | 'selected') =>
  control.evaluate((el: HTMLInputElement | HTMLSelectElement, which) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(el).font;
    probe.style.whiteSpace = 'pre';
    probe.textContent =
      which === 'placeholder'
        ? (el as HTMLInputElement).placeholder
        : ((el as HTMLSelectElement).selectedOptions[0]?.text ?? '');
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(el);
    return needed - (el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
  }, shown);

test('Activity on a phone: the filters fold behind one button that counts them; wide, they stay', async ({
  page,
}) => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.goto('/organization/activity?actor=anna&action=user.update');
  const toggle = page.getByRole('button', { name: 'Filters (2)', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const actor = page.getByLabel('Actor');
  await expect(actor).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeHidden();
  // Folded, the table starts in the first screen: under the button and the page's own actions.
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const [button, tableBox] = [await box(toggle), await box(table)];
  expect(button.height).toBeLessThan(44);
  expect(tableBox.y).toBeLessThan(844 / 2);
  expect(tableBox.y).toBeGreaterThan(button.y + button.height);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(actor).toHaveValue('anna');
  expect((await box(actor)).y).toBeGreaterThan(button.y + button.height);
  // Applied, the filters fold again and the table shows what they found.
  await actor.fill('ulrich');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/actor=ulrich/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(actor).toBeHidden();
  await toggle.click();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();

  // In Dutch the button and the fields behind it speak Dutch.
  await page.goto('/organization/activity?target=Antwerp');
  await switchToDutch(page);
  const dutch = page.getByRole('button', { name: 'Filters (1)', exact: true });
  await dutch.click();
  await expect(page.getByLabel(nl('audit.filter.target'))).toHaveValue('Antwerp');

  // On a wide screen there is no button: the fields are always there.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(dutch).toBeHidden();
  await page.reload();
  await expect(page.getByLabel(nl('audit.filter.actor'))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Filters( \(\d+\))?$/ })).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
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

  expect(await cutOff(page.getByRole('searchbox').first(), 'placeholder')).toBeLessThanOrEqual(0);

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

test('Users on a phone: dense cards, 44 px touch targets, emails broken only at the @ or a dot', async ({
  page,
}) => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.goto('/organization/users');
  const cards = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.locator('td') });
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  await expect(cards).toHaveCount(8);
  expect(await scrollsSideways(page)).toBe(false);
  for (const card of await cards.all()) {
    // The checkbox and the actions share the card's first line, each a 44 × 44 px target.
    const check = card.locator('td[data-column="select"] label');
    const buttons = card.locator('td[data-column="action"]').getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(0);
    const checkBox = await box(check);
    expect(checkBox.width).toBeGreaterThanOrEqual(44);
    expect(checkBox.height).toBeGreaterThanOrEqual(44);
    for (const button of await buttons.all()) {
      const b = await box(button);
      expect(b.width).toBeGreaterThanOrEqual(44);
      expect(b.height).toBeGreaterThanOrEqual(44);
      expect(Math.abs(b.y + b.height / 2 - (checkBox.y + checkBox.height / 2))).toBeLessThanOrEqual(2);
    }
    // Dense: a value line (readable, 14 px) takes at most 24 px, so a card of seven values and its
    // first line stays under 44 + 7 × 24 px plus the lines an email wraps to and the card's padding.
    const lastName = card.locator('td[data-column="lastName"]');
    expect(await lastName.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(
      14,
    );
    expect((await box(lastName)).height).toBeLessThanOrEqual(24);
    const email = card.locator('td[data-column="email"]');
    const emailLines = Math.round((await box(email)).height / 20);
    expect((await box(card)).height).toBeLessThanOrEqual(44 + 7 * 24 + (emailLines - 1) * 20 + 12);
  }
  // Each piece of an address between its break opportunities (after the @, before a dot) lies on one
  // line: an address wraps only there, and a long one (lena.goossens@carrier.example) does wrap.
  const pieces = await page.locator('.scr-users__address').evaluateAll((emails) =>
    emails.map((el) => {
      const tops = [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))];
        });
      return { email: el.textContent ?? '', tops };
    }),
  );
  expect(pieces.length).toBe(8);
  for (const { email, tops } of pieces) {
    for (const lines of tops) expect(lines, email).toHaveLength(1);
  }
  const lena = pieces.find((p) => p.email.startsWith('lena.goossens@'));
  expect(new Set(lena?.tops.flat()).size).toBeGreaterThan(1);
});

test('the login on a phone: the language switch shows Nederlands whole, the logo beside it', async ({
  page,
}) => {
  await page.goto('/');
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.selectOption({ label: 'Nederlands' });
  const dutch = page.getByRole('combobox', { name: nl('app.language') });
  await expect(dutch).toHaveValue('nl');
  expect(await cutOff(dutch, 'selected')).toBeLessThanOrEqual(0);
  const logo = page.locator('.scr-public-tools__logo');
  const [l, s] = [await box(logo), await box(dutch)];
  expect(l.x).toBeGreaterThanOrEqual(0);
  expect(l.x + l.width).toBeLessThanOrEqual(s.x);
  expect(l.height).toBeGreaterThan(24);
  expect(await scrollsSideways(page)).toBe(false);
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

test('Connections on a phone: the status starts its value column, as every value does', async ({ page }) => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.goto('/organization/connections');
  const row = await rowIn(page, 'waiting', 'Oostende Reefers NV');
  const status = row.locator('td[data-column="status"]').getByRole('button', { name: 'Sent' });
  await expect(status).toBeVisible();
  // The wide table's status button fills its cell; on a card the icon and word start the value
  // column, where the reference above them starts.
  const reference = row.locator('td[data-column="id"] > :last-child');
  const [icon, id] = [await box(status.locator('svg')), await box(reference)];
  expect(Math.abs(icon.x - id.x)).toBeLessThanOrEqual(4);
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
