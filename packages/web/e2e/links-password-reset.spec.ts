import { expect, login, pathOf, test, waitForMail } from './sign-in-support.ts';
import { nl } from './dutch-support.ts';

const ANNA = 'anna.admin@carrier.example';
const RESET_MAIL = /reset your wallet password/i;

// The reset page wears the login page's head (logo, language switch) and names the password rule before
// it is broken. Product-reference §2.3 forgot password, §4 'usable once, and only until its validity time ends', §8 Password reset.
test.describe('links: password reset', () => {
  test.use({ changesWorld: true });
  // Whole flows with several wallet sign-ins (a memory-hard KDF each) on a busy machine.
  test.setTimeout(90_000);

  test('forgot password → mailed link → new password → sign-in works → the link refuses', async ({
    page,
    request,
  }) => {
    await page.goto('/?showpwreset');
    const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
    await dialog.getByLabel('Email').fill(ANNA);
    await dialog.getByLabel('Email').press('Tab');
    await expect(dialog.getByLabel('Organization')).toHaveValue('1');
    await dialog.getByRole('button', { name: 'Send password link' }).click();
    await expect(page.getByRole('dialog', { name: 'Password link sent' })).toBeVisible();

    const link = pathOf((await waitForMail(request, ANNA, RESET_MAIL)).links[0]!);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
    await page.getByLabel('Re-enter new password').fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Re-enter new password').fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText(/^Your password has been reset/)).toBeVisible();

    await login(page, ANNA, 'fresh-pass-1');
    await expect(page).toHaveURL(/\/organization$/);

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(/^Password reset link has already been used/);
  });

  test('the page has the login page logo and language switch, and says the password rule from the start', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const loginLogo = page.locator('.scr-public-tools__logo');
    const [logoAlt, logoSrc] = [await loginLogo.getAttribute('alt'), await loginLogo.getAttribute('src')];
    const sent = await request.post('/api/password-reset', { data: { orgUserId: 1, organizationId: 1 } });
    expect(sent.ok()).toBe(true);
    await page.goto(pathOf((await waitForMail(request, ANNA, RESET_MAIL)).links[0]!));

    const logo = page.getByRole('img', { name: logoAlt! });
    await expect(logo).toHaveAttribute('src', logoSrc!);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The rule stands under the field before anything is typed, and the field names it as its description.
    const password = page.getByLabel('New password', { exact: true });
    const rule = page.getByText('Please enter at least 6 characters');
    await expect(rule).toBeVisible();
    await expect(password).toHaveAccessibleDescription('Please enter at least 6 characters');
    const [field, hint] = [await password.boundingBox(), await rule.boundingBox()];
    expect(hint!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
    expect(hint!.y - (field!.y + field!.height)).toBeLessThan(16);
    const ruleColor = await rule.evaluate((el) => getComputedStyle(el).color);

    // Broken, the same words are the field's failure, in the danger colour; what was typed stays.
    await password.fill('abc');
    await page.getByLabel('Re-enter new password').fill('abc');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(rule).toBeVisible();
    expect(await rule.evaluate((el) => getComputedStyle(el).color)).not.toBe(ruleColor);
    await expect(password).toHaveValue('abc');

    // The language switch of the login page: the page and its rule in Dutch.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Nederlands' });
    await expect(page.getByRole('heading', { name: nl('passwordReset.title') })).toBeVisible();
    await expect(page.getByText(nl('validation.minLength', { min: 6 }))).toBeVisible();
    await expect(page.getByLabel(nl('addUser.field.password'), { exact: true })).toHaveValue('abc');
  });

  test('a link refuses once its 24 hours are over', async ({ page, request }) => {
    const sent = await request.post('/api/password-reset', { data: { orgUserId: 1, organizationId: 1 } });
    expect(sent.ok()).toBe(true);
    const link = pathOf((await waitForMail(request, ANNA, RESET_MAIL)).links[0]!);
    expect((await request.post('/__dev/api/clock', { data: { advanceDays: 2 } })).ok()).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(/^(Password reset link has expired|Your link expired)/);
  });

  test('a company wallet cannot be reset from the login screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
    await dialog.getByLabel('Email').fill('fiona.forwarder@forwarder.example');
    await dialog.getByLabel('Email').press('Tab');
    await dialog.getByLabel('Organization').selectOption({ label: 'Ghent Forwarding BV' });
    await dialog.getByRole('button', { name: 'Send password link' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The wallet for this organization seems to be hosted by the company itself. Please contact the administrator for your password reset.',
    );
  });
});
