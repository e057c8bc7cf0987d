import { rowIn, signIn } from './connections-support.ts';
import { expect, test } from './sign-in-support.ts';

// The keyboard meets no dead ends: Tab from the login's Email lands in the Organization select while
// the email's organizations load (not in Password, where Enter would only be told to choose one), and
// the Accept split button's 'More actions' is a menu button: arrows into and through its items, Escape
// back to the button.

test('Tab from Email lands in the Organization select while its look-up runs', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('fiona.forwarder@forwarder.example');
  // The look-up answers late, so the Tab below happens while it runs.
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/api/find-user'),
    async (route) => {
      await answered;
      await route.fallback();
    },
  );
  await page.getByLabel('Email').press('Tab');
  const organization = page.getByLabel('Organization');
  await expect(organization).toBeFocused();
  await expect(organization).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(organization).toBeEnabled();
  await expect(organization).toBeFocused();
  await organization.selectOption({ label: 'Ghent Forwarding BV' });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test("'More actions' opens with ArrowDown, and Escape gives the focus back to it", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'anna.admin@carrier.example');
  await page.getByRole('link', { name: 'Connections', exact: true }).click();
  const liege = await rowIn(page, 'todo', 'Liege Trucking SA');
  const more = liege.getByRole('button', { name: 'More actions' });
  await more.focus();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  const decline = page.getByRole('menuitem', { name: 'Decline' });
  await expect(decline).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  // One item: the arrows keep the focus in the menu.
  await page.keyboard.press('ArrowDown');
  await expect(decline).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(more).toBeFocused();

  // Opened by Enter as well, its first item focused; Escape again leaves the focus on the button.
  await page.keyboard.press('Enter');
  await expect(decline).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
});
