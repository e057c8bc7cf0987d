import { expect, login, test } from './sign-in-support.ts';
import { UNREACHABLE_WALLET } from './connections-support.ts';

// Product-reference §8 Login: each wallet type's invalid-credentials text, the unreachable wallet; §1 the
// newer-wallet banner; the expired subscription page.
test.describe('sign-in: the login error catalogue', () => {
  test('a wrong password on the provider-hosted wallet (Anna)', async ({ page }) => {
    await login(page, 'anna.admin@carrier.example', 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText(
      "Invalid credentials. Click the 'Forgot password' button if you forgot your password",
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password');
  });

  test('a wrong password on a company wallet (Fiona in Ghent)', async ({ page }) => {
    await login(page, 'fiona.forwarder@forwarder.example', 'wrong-password', 'Ghent Forwarding BV');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid credentials. If you forgot your password, please ask your administrator.',
    );
  });

  test.describe(() => {
    // Walter's sign-in meets Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
    test.use({ consoleErrors: [UNREACHABLE_WALLET] });
    test("Walter's wallet does not answer", async ({ page }) => {
      await login(page, 'walter.wallet@basel.example');
      await expect(page.getByRole('alert')).toHaveText(
        'Could not reach your wallet. Are you sure it is running?',
      );
    });
  });

  test("Otto's outdated wallet shows the newer-version banner", async ({ page }) => {
    // Otto's own language is Dutch; picking English on the login page wins over it.
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
    await login(page, 'otto.old@barge.example');
    await expect(page).toHaveURL(/\/organization$/);
    const banner = page.getByRole('status').filter({ hasText: 'A newer wallet version is available' });
    await expect(
      banner.getByText('A newer wallet version is available: version 1.2.9. You are running version 1.0.9.'),
    ).toBeVisible();
    // It links to the update procedure and can be dismissed; it stays closed on the next page.
    await expect(banner.getByRole('link', { name: 'How to update your wallet' })).toHaveAttribute(
      'href',
      '/help/wallet-upgrade-procedure.pdf',
    );
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/organization\/users/);
    await expect(page.getByText(/A newer wallet version is available/)).toHaveCount(0);
  });

  test("Anna's current wallet shows no banner", async ({ page }) => {
    await login(page, 'anna.admin@carrier.example');
    await expect(page).toHaveURL(/\/organization$/);
    await expect(page.getByText(/A newer wallet version is available/)).toHaveCount(0);
  });

  test("Eddie's subscription expired: the page with both options", async ({ page }) => {
    await login(page, 'eddie.expired@expired.example');
    await expect(
      page.getByRole('heading', {
        name: 'Your subscription expired. Therefore, your account has been deactivated temporarily.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order SCR Premium' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Migrate to SCR Basic' })).toBeVisible();
    await page.getByRole('button', { name: 'Return to login screen' }).click();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });
});
