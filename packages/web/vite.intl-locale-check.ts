import type { Plugin } from 'vite';

/** The module of @formatjs/intl (react-intl's core) whose locale check this plugin removes. */
const intlModule = /[\\/]@formatjs[\\/]intl[\\/]index\.js$/;

/** createIntl's two checks, each only reporting to onError when the browser lacks the locale. */
const checks = [
  'Intl.NumberFormat.supportedLocalesOf(locale).length',
  'Intl.DateTimeFormat.supportedLocalesOf(locale).length',
] as const;

/** The library's code with createIntl's locale checks answered "supported"; throws if one is missing. */
export const withoutLocaleCheck = (code: string, id = '@formatjs/intl'): string =>
  checks.reduce((out, check) => {
    if (!out.includes(check))
      throw new Error(`${id}: createIntl no longer checks "${check}"; see vite.intl-locale-check.ts`);
    return out.replaceAll(check, '1');
  }, code);

/**
 * react-intl's createIntl asks the browser whether it supports the locale, each time it builds its
 * formatter (`supportedLocalesOf` of NumberFormat, then of DateTimeFormat), only to report a missing
 * one to onError. The first such call makes ICU list every locale it has: 40–90 ms on a desktop, four
 * times that on a mid-range phone, in the first render of every page, for an answer that is always
 * yes: the app's two locales (en, nl) are in every browser's ICU. Without it the login screen, whose
 * texts are plain (src/i18n/plain-text.ts), paints with no ICU work at all; a number or a date still
 * loads what it needs when it is formatted. The build fails if the library no longer has the checks.
 */
export const intlWithoutLocaleCheck = (): Plugin => ({
  name: 'scr-intl-without-locale-check',
  apply: 'build',
  transform(code, id) {
    return intlModule.test(id) ? { code: withoutLocaleCheck(code, id), map: null } : null;
  },
});
