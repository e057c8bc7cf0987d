import { expect, login, test, waitForMail } from './sign-in-support.ts';

const TINA = 'tina.twofactor@trucking.example';
const codeOf = (text: string): string => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

// Product-reference §2.3 two-factor screen and EULA dialog, §4 Login. These change the world (2FA codes, an
// EULA acceptance), so the next test of the worker starts from a reset demo world.
test.describe('sign-in: second factor and EULA', () => {
  test.use({ changesWorld: true });
  // Whole flows with several wallet sign-ins (a memory-hard KDF each) on a busy machine.
  test.setTimeout(90_000);

  test("Tina's code from the mailbox, after a wrong code and a re-send", async ({ page, request }) => {
    await login(page, TINA);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page.getByText(/no-reply@scr\.example/)).toBeVisible();
    await expect(page.getByText(/check your spam folder/)).toBeVisible();
    const first = codeOf((await waitForMail(request, TINA, /verification code/i)).text);
    const wrong = first.replace(/^./, (d) => String((Number(d) + 1) % 10));
    await page.getByLabel('2FA code').fill('12345');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The 2FA code has 6 digits')).toBeVisible();
    await page.getByLabel('2FA code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.locator('.scr-error-callout').filter({ hasText: /The verification code is not valid/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Re-send code' }).click();
    await expect(page.getByText('Verification code sent successfully')).toBeVisible();
    const second = codeOf((await waitForMail(request, TINA, /verification code/i, 1)).text);
    await page.getByLabel('2FA code').fill(second);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/organization$/);
  });

  test('Nina logs out of the EULA once, then accepts it before the app opens', async ({ page }) => {
    const NINA = 'nina.neweula@forwarder.example';
    await login(page, NINA);
    const dialog = page.getByRole('dialog', { name: 'End user license agreement' });
    await expect(dialog).toBeVisible();
    const stored = () => page.evaluate(() => sessionStorage.getItem('scr.apiSession'));
    expect(await stored()).not.toBeNull();
    // A way out: Logout forgets the half-made session and shows the login form again.
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    // Signed out indeed: the browser keeps no session.
    await expect.poll(stored).toBeNull();

    await login(page, NINA);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept and continue to app' }).click();
    await expect(dialog.getByText('Please accept the end user license agreement')).toBeVisible();
    await dialog.getByText('I have read and accept the end user license agreement').click();
    await dialog.getByRole('button', { name: 'Accept and continue to app' }).click();
    await expect(page).toHaveURL(/\/organization\/connections$/);
  });
});
