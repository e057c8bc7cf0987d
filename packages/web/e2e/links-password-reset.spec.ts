import { expect, login, pathOf, test, waitForMail } from './sign-in-support.ts';

const ANNA = 'anna.admin@carrier.example';
const RESET_MAIL = /reset your wallet password/i;

// Product-reference §2.3 forgot password, §4 'usable once, and only until its validity time ends', §8 Password reset.
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
