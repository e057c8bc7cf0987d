import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillLogin, test, waitForMail } from './sign-in-support.ts';

const TINA = 'tina.twofactor@trucking.example';
const codeOf = (text: string): string => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** The form's texts in each language (the catalogue's session.* entries). */
const texts = {
  en: {
    login: 'Login',
    twoFactor: 'Two-factor authentication',
    code: '2FA code',
    verify: 'Verify',
    invalid: /The verification code is not valid/,
    limit: 'Too many attempts. Please wait 15 minutes and try again.',
    wait: /^You can try again in 1[45]:\d\d\.$/,
    password: 'Password',
    invalidPassword: /Invalid credentials/,
  },
  nl: {
    login: 'Inloggen',
    twoFactor: 'Tweestapsverificatie',
    code: '2FA-code',
    verify: 'Verifiëren',
    invalid: /De verificatiecode is niet geldig/,
    limit: 'Te veel pogingen. Wacht 15 minuten en probeer het dan opnieuw.',
    wait: /^U kunt het over 1[45]:\d\d opnieuw proberen\.$/,
    password: 'Wachtwoord',
    invalidPassword: /Ongeldige inloggegevens/,
  },
} as const;

const open = async (page: Page, lang: 'en' | 'nl') => {
  await page.goto('/');
  if (lang === 'nl')
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Nederlands' });
  await expect(page.getByRole('heading', { name: texts[lang].login, exact: true })).toBeVisible();
};

/** Fills the login form in either language (fillLogin reads the English labels). */
const fill = async (page: Page, lang: 'en' | 'nl', email: string, password: string) => {
  if (lang === 'en') return fillLogin(page, email, password);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('E-mail').press('Tab');
  await expect(page.getByLabel('Organisatie')).toBeEnabled();
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
};

// The attempt limits as the user meets them: the platform's 429 becomes the limit message with the
// wait in minutes, in the chosen language, never a raw error. These leave counts behind, so the next
// test of the worker starts from a reset demo world.
test.describe('sign-in: attempt limits', () => {
  test.use({ changesWorld: true });
  test.setTimeout(90_000);
  // They count from zero: an earlier test of the worker that left the world unchanged may still have
  // tried a wrong password for Anna, which counts against her wallet account.
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/__dev/api/reset', { timeout: 60_000 })).ok()).toBe(true);
  });

  for (const lang of ['en', 'nl'] as const) {
    test(`six wrong 2FA codes show the limit message (${lang})`, async ({ page, request }) => {
      const t = texts[lang];
      await open(page, lang);
      await fill(page, lang, TINA, DEMO_PASSWORD);
      await page.getByRole('button', { name: t.login, exact: true }).click();
      await expect(page.getByRole('heading', { name: t.twoFactor })).toBeVisible();
      const code = codeOf((await waitForMail(request, TINA, /verification code/i)).text);
      const callout = page.locator('.scr-error-callout');
      for (let n = 1; n <= 6; n++) {
        const wrong = String((Number(code) + n) % 1_000_000).padStart(6, '0');
        await page.getByLabel(t.code).fill(wrong);
        await page.getByRole('button', { name: t.verify }).click();
        await expect(callout.filter({ hasText: n < 6 ? t.invalid : t.limit })).toBeVisible();
      }
      // The right code would wait too: Verify stays disabled while the wait runs, with the time left.
      await page.getByLabel(t.code).fill(code);
      const verify = page.getByRole('button', { name: t.verify });
      await expect(verify).toBeDisabled();
      await expect(verify).toHaveAccessibleDescription(t.wait);
      await expect(page.getByText(t.wait)).toBeVisible();
      await page.getByLabel(t.code).press('Enter');
      await expect(page.getByRole('heading', { name: t.twoFactor })).toBeVisible();
      await expect(callout.filter({ hasText: t.limit })).toBeVisible();
    });

    test(`five wrong wallet passwords, then even the right one shows the limit message (${lang})`, async ({
      page,
    }) => {
      const t = texts[lang];
      await open(page, lang);
      await fill(page, lang, 'anna.admin@carrier.example', 'wrong-1');
      const alert = page.getByRole('alert');
      for (let n = 1; n <= 6; n++) {
        // After a refusal the form keeps the email and the organization: only the password changes.
        await page.getByLabel(t.password, { exact: true }).fill(n === 6 ? DEMO_PASSWORD : `wrong-${n}`);
        await page.getByRole('button', { name: t.login, exact: true }).click();
        await expect(alert.filter({ hasText: n < 6 ? t.invalidPassword : t.limit })).toBeVisible();
      }
      // Login is disabled while the wait runs, and says how long is left; the form keeps what was typed.
      const login = page.getByRole('button', { name: t.login, exact: true });
      await expect(login).toBeDisabled();
      await expect(login).toHaveAccessibleDescription(t.wait);
      const before = await page.getByText(t.wait).textContent();
      await expect(page.getByText(t.wait)).not.toHaveText(before ?? '', { timeout: 3_000 });
      await expect(page.getByLabel(t.password, { exact: true })).toHaveValue(DEMO_PASSWORD);
    });
  }
});
