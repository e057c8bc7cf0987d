import type { Locator, Page } from '@playwright/test';
// The catalogue and the mail texts from source by path: Playwright's loader does not apply the
// '@scr/source' condition.
import { catalogues } from '../../domain/src/testing/index.ts';
import * as mailTexts from '../../fake-platform/src/dev/mail-texts.ts';
import { seriousViolations } from './axe-support.ts';
import type { Locale } from '../../domain/src/messages/define.ts';
import { expectNoEnglishIn, languageSwitchName } from './dutch-support.ts';
import { DEMO_PASSWORD, expect, type Mail } from './sign-in-support.ts';

export type Language = Locale;

/** A catalogue text in a language, its simple {placeholders} filled in. */
export const say = (
  language: Language,
  id: keyof typeof catalogues.en,
  values: Record<string, string> = {},
) => catalogues[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The open dialogs: the page behind them is scanned on its own. */
export const DIALOG = '[role="dialog"]';

/**
 * What a reader of `language` meets in `scope` passes: axe finds no serious or critical violation
 * (in the dialogs when `scope` is one), and a page in another language shows no English text of the
 * catalogue.
 * `data` names demo-world values that happen to equal an English text.
 */
export const expectFit = async (
  page: Page,
  language: Language,
  what: string,
  scope?: Locator,
  data: readonly string[] = [],
) => {
  expect(await seriousViolations(page, scope ? DIALOG : undefined), what).toEqual([]);
  if (language !== 'en') await expectNoEnglishIn(page, language, scope, data);
};

/** The browser tab's title of a page: '{page} – {product}'. */
export const expectTitle = (page: Page, language: Language, id: keyof typeof catalogues.en) =>
  expect(page).toHaveTitle(`${say(language, id)} – Secure Container Release`);

/** Chooses a language with the login page's switch. */
export const chooseOnLogin = async (page: Page, language: Language) => {
  const label = say(language, `app.language.${language}`);
  await page.getByRole('combobox', { name: languageSwitchName }).selectOption({ label });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

/**
 * The whole login in `language`, chosen on the login page: the email, its organization (`organization`
 * when it has more than one), the demo password, Login. Does not wait for the landing.
 */
export const loginIn = async (page: Page, language: Language, email: string, organization?: string) => {
  await page.goto('/');
  await chooseOnLogin(page, language);
  const emailField = page.getByLabel(say(language, 'session.field.email'), { exact: true });
  await emailField.fill(email);
  await emailField.press('Tab');
  const select = page.getByLabel(say(language, 'session.field.organization'));
  await expect(select).toBeEnabled();
  if (organization) await select.selectOption({ label: organization });
  await page.getByLabel(say(language, 'session.field.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: say(language, 'session.login'), exact: true }).click();
};

const X = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every line of every English mail, as a pattern (its values match anything): a Dutch mail that
 * has one of these lines has English in it.
 */
const englishMailLines: readonly RegExp[] = [
  mailTexts.twoFactorCodeMail('en', { firstName: X, code: X, minutes: 10 }),
  mailTexts.passwordResetMail('en', { firstName: X, organization: X, link: X }),
  mailTexts.addUserMail('en', { firstName: X, organization: X, link: X }),
  mailTexts.invitationMail('en', { name: X, inviter: X, message: X, link: X, validUntil: X }),
  mailTexts.invitationCancelledMail('en', { name: X, inviter: X }),
  mailTexts.connectionRequestMail('en', { requester: X, partner: X, link: X }),
  mailTexts.connectionStatusMail('en', { status: 'accepted', by: X, link: X }),
]
  .flatMap((mail) => [mail.subject, ...mail.text.split('\n')])
  .filter((line) => /[A-Za-z]{2}/.test(line.replaceAll(X, '')))
  .map((line) => new RegExp(`^${escape(line).replaceAll(X, '.+')}$`));

/** A mail reads in `language`: in any other than English, no line of it is a line of an English mail. */
export const expectMailIn = (mail: Mail, language: Language) => {
  const lines = [mail.subject, ...mail.text.split('\n')].filter((line) => line.trim() !== '');
  const english = lines.filter((line) => englishMailLines.some((pattern) => pattern.test(line)));
  if (language !== 'en') expect(english, mail.subject).toEqual([]);
  else expect(english.length, mail.subject).toBeGreaterThan(0);
};
