import { test, expect } from './fixtures.ts';
import { signedIn, signIn } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { apiAs } from './sign-in-support.ts';
import { saveProfileOverOthers } from './profile-support.ts';

// The organization profile (product-reference §2.4, §5 'Organization form') as Anna (architecture §4).

test.describe('organization profile', () => {
  // A save sends only the fields the admin changed, on the version the form was filled from: the
  // tests of this page no longer undo each other's saves, and need not run one after the other.
  test.describe.configure({ timeout: 90_000 });
  test('Anna sees a validation error, then saves the profile and the CPU check', async ({ page }) => {
    await signIn(page, 'anna.admin@carrier.example');
    await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Please review your data below' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('VAT')).toHaveValue('BE0123456789');
    await expect(page.getByLabel('VAT')).toHaveAttribute('readonly', '');
    // A save with nothing changed says so instead of claiming a save.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('There were no changes to save')).toBeVisible();

    await page.getByLabel('Company name').fill('');
    await page.getByLabel('Support email').fill('support@');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please provide a company name')).toBeVisible();
    await expect(page.getByText('Email is not valid')).toBeVisible();
    // The focus goes to the first field in error, not left on the button.
    await expect(page.getByLabel('Company name')).toBeFocused();
    await expect(page.getByLabel('Support email')).toHaveValue('support@');

    await page.getByLabel('Company name').fill('Antwerp Carrier NV');
    await page.getByLabel('Support email').fill('support@carrier.example');
    await page.getByLabel('Country').fill('nederland');
    await page.getByRole('option', { name: 'Netherlands' }).click();
    await page.getByLabel('CPU check').selectOption({ label: 'Disabled' });
    await saveProfileOverOthers(page, 'en');

    // Away and back: the page loads the organization again.
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
    await expect(page.getByLabel('Country')).toHaveValue('Netherlands', { timeout: 15_000 });
    await expect(page.getByLabel('CPU check')).toHaveValue('false');

    // Free text is no country: 'belg' typed and left keeps the chosen country.
    await page.getByLabel('Country').fill('belg');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Country')).toHaveValue('Netherlands');
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
    await expect(page.getByLabel('Country')).toHaveValue('Netherlands', { timeout: 15_000 });

    // Back to the demo world (one platform serves every worker; no reset mid-run).
    await page.getByLabel('Country').fill('belgie');
    await page.getByRole('option', { name: 'Belgium' }).click();
    await page.getByLabel('CPU check').selectOption({ label: 'Enabled' });
    await saveProfileOverOthers(page, 'en');
  });

  test('leaving with unsaved changes asks first, answered by keyboard; nothing asks once saved', async ({
    page,
  }) => {
    const profileLink = page.getByRole('link', { name: 'Organization profile', exact: true });
    const usersLink = page.getByRole('link', { name: 'Users', exact: true });
    const usersHeading = page.getByRole('heading', { name: 'Please review your users' });
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    const stay = question.getByRole('button', { name: 'Stay', exact: true });
    const leave = question.getByRole('button', { name: 'Leave without saving', exact: true });
    // A field of this test's own: the other tests that save Anna's profile leave the postal code
    // alone, so what the form shows after leaving is what this test saved or left.
    const postalCode = page.getByLabel('Postal code');
    /** Follows a link as a keyboard does: focus on it, Enter. */
    const follow = async (link: typeof usersLink) => {
      await link.focus();
      await page.keyboard.press('Enter');
    };
    /** Whether a page unload would now ask (the handler the browser's own prompt answers to). */
    const unloadAsks = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });

    await signIn(page, 'anna.admin@carrier.example');
    await follow(profileLink);
    await expect(postalCode).toBeVisible({ timeout: 15_000 });
    const stored = await postalCode.inputValue();

    // Nothing changed: away without a question.
    expect(await unloadAsks()).toBe(false);
    await follow(usersLink);
    await expect(usersHeading).toBeVisible({ timeout: 15_000 });
    await follow(profileLink);
    await expect(postalCode).toHaveValue(stored, { timeout: 15_000 });

    // A change: the link asks, the focus on the way back; Enter stays with the change kept.
    await postalCode.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2001');
    expect(await unloadAsks()).toBe(true);
    await follow(usersLink);
    await expect(question).toBeVisible();
    await expect(
      question.getByText('Your changes to the organization are not saved yet.', { exact: false }),
    ).toBeVisible();
    await expect(stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/organization$/);
    await expect(postalCode).toHaveValue('2001');

    // Back in the browser asks too; Escape stays.
    await page.goBack();
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/organization$/);
    await expect(postalCode).toHaveValue('2001');

    // Tab to 'Leave without saving', Enter: the next page, and the change is gone.
    await follow(usersLink);
    await expect(stay).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(leave).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(usersHeading).toBeVisible({ timeout: 15_000 });
    await follow(profileLink);
    await expect(postalCode).toHaveValue(stored, { timeout: 15_000 });

    // Saved: neither a link nor an unload asks.
    await postalCode.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2002');
    await saveProfileOverOthers(page, 'en', () => postalCode.press('Enter'));
    expect(await unloadAsks()).toBe(false);
    await follow(usersLink);
    await expect(usersHeading).toBeVisible({ timeout: 15_000 });
    await expect(question).toBeHidden();

    // Back to the stored postal code; then a change left open, and closing the tab gets the browser's prompt.
    await follow(profileLink);
    await expect(postalCode).toHaveValue('2002', { timeout: 15_000 });
    await postalCode.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(stored);
    await saveProfileOverOthers(page, 'en');
    await postalCode.focus();
    await page.keyboard.type('9');
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });

  test("the hosted wallet reads 'Hosted by' the product, in en and nl, and stays saved as '0'", async ({
    page,
  }) => {
    const product = 'Secure Container Release';
    await signIn(page, 'anna.admin@carrier.example');
    await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
    const wallet = page.getByLabel('Company Wallet URL');
    await expect(wallet).toHaveValue(`Hosted by ${product}`, { timeout: 15_000 });
    // The words shown are no change: a save sends nothing, and the stored value stays '0'.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('There were no changes to save')).toBeVisible();
    const saved = await apiAs<{ walletUrl: string }>(page, 'GET', '/organizations/1');
    expect(saved.walletUrl).toBe('0');

    // Typing over it enters a company wallet (focus selects the words); the URL rule then applies.
    await wallet.click();
    await page.keyboard.type('wallet.carrier');
    await expect(wallet).toHaveValue('wallet.carrier');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/^Please provide a full URL with https and a port/)).toBeVisible();

    await switchToDutch(page);
    await page.reload();
    await expect(page.getByLabel(nl('organizations.field.walletUrl'))).toHaveValue(
      nl('organizations.walletUrl.hosted', { product }),
      { timeout: 15_000 },
    );
  });

  test('two admins save different fields: the second is told what changed, reloads and keeps what was typed', async ({
    browser,
    baseURL,
  }) => {
    const first = await signedIn(browser, baseURL!, 'anna.admin@carrier.example');
    const second = await signedIn(browser, baseURL!, 'anna.admin@carrier.example');
    await switchToDutch(second);
    for (const page of [first, second]) {
      await page.goto('/organization');
      await expect(page.locator('#organization-contactEmail')).toBeVisible({ timeout: 15_000 });
    }
    // Fields of this test's own: the other tests that save Anna's profile leave the company email
    // and the support phone alone, so both saves can be read back as this test made them.
    const before = await apiAs<{ contactEmail: string | null; supportPhone: string | null }>(
      first,
      'GET',
      '/organizations/1',
    );
    const email = `office.${Date.now() % 1_000_000}@carrier.example`;
    const support = `+32 3 ${(Date.now() + 1) % 1_000_000}`;

    // The first saves the company email.
    await first.getByLabel('Company email').fill(email);
    await saveProfileOverOthers(first, 'en');

    // The second, on the version from before, saves the support phone: refused, told what changed.
    const supportField = second.getByLabel(nl('organizations.field.supportPhone'));
    await supportField.fill(support);
    await second.getByRole('button', { name: nl('organizations.save') }).click();
    const notice = second.getByRole('alert').filter({ hasText: nl('organizations.changedMeanwhile') });
    await expect(notice).toBeVisible();
    // The first's field among them (another test may have saved Anna's profile meanwhile too).
    await expect(
      notice.getByRole('listitem').filter({ hasText: nl('organizations.field.contactEmail') }),
    ).toHaveCount(1);
    await expect(supportField).toHaveValue(support);
    expect(
      (await apiAs<{ supportPhone: string | null }>(first, 'GET', '/organizations/1')).supportPhone,
    ).toBe(before.supportPhone);

    // Reload: the first's email comes in, what the second typed stays; the save now goes through.
    await notice.getByRole('button', { name: nl('organizations.changedMeanwhile.reload') }).click();
    await expect(second.getByLabel(nl('organizations.field.contactEmail'))).toHaveValue(email);
    await expect(supportField).toHaveValue(support);
    await expect(
      second.getByRole('status').filter({ hasText: nl('organizations.changedMeanwhile.reloaded') }),
    ).toBeVisible();
    await saveProfileOverOthers(second, 'nl');
    const both = await apiAs<{ contactEmail: string; supportPhone: string }>(
      first,
      'GET',
      '/organizations/1',
    );
    expect(both).toMatchObject({ contactEmail: email, supportPhone: support });

    // Back to the demo world's email and phone.
    await apiAs(first, 'PATCH', '/organizations/1', {
      contactEmail: before.contactEmail ?? '',
      supportPhone: before.supportPhone ?? '',
    });
    await first.context().close();
    await second.context().close();
  });
});
