import type { Plugin } from 'vite';

/** A library module whose ICU locale lookups this plugin removes, and the lookups it answers. */
type Patched = {
  readonly name: string;
  readonly module: RegExp;
  /** Each lookup as the library writes it, and what it becomes. */
  readonly lookups: readonly (readonly [string, string])[];
};

const patched: readonly Patched[] = [
  {
    // createIntl's two checks, each only reporting to onError when the browser lacks the locale.
    name: '@formatjs/intl',
    module: /[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    lookups: [
      ['Intl.NumberFormat.supportedLocalesOf(locale).length', '1'],
      ['Intl.DateTimeFormat.supportedLocalesOf(locale).length', '1'],
    ],
  },
  {
    // IntlMessageFormat.resolveLocale, run by every message it formats (a plural, a number, a date):
    // the first supported one of the locales asked for, else the first asked for. The app asks for
    // one supported locale, so the answer is that locale either way.
    name: 'intl-messageformat',
    module: /[\\/]intl-messageformat[\\/]index\.js$/,
    lookups: [['Intl.NumberFormat.supportedLocalesOf(locales);', '[].concat(locales);']],
  },
];

/** The library's code with its locale lookups answered; throws if one is missing. */
export const withoutLocaleCheck = (code: string, id: string): string => {
  const library = patched.find((p) => p.module.test(id));
  if (!library) return code;
  return library.lookups.reduce((out, [lookup, answer]) => {
    if (!out.includes(lookup))
      throw new Error(`${id}: ${library.name} no longer does "${lookup}"; see vite.intl-locale-check.ts`);
    return out.replaceAll(lookup, answer);
  }, code);
};

/**
 * react-intl asks the browser whether it supports the locale: createIntl each time it builds its
 * formatter (`supportedLocalesOf` of NumberFormat, then of DateTimeFormat), only to report a missing
 * one to onError, and intl-messageformat for every message with a plural, number or date, only to
 * pick the first supported of the locales given. The first such call makes ICU list every locale it
 * has: 40–90 ms on a desktop, four times that on a mid-range phone, in the first render of every
 * page, for an answer that is always yes: the app's two locales (en, nl) are in every browser's ICU.
 * Without it the login screen, whose texts are plain (src/i18n/plain-text.ts), paints with no ICU
 * work at all, and a signed-in page's first data render does none of it; a number or a date still
 * loads what it needs when it is formatted. The build fails if a library no longer has the lookups.
 */
export const intlWithoutLocaleCheck = (): Plugin => ({
  name: 'scr-intl-without-locale-check',
  apply: 'build',
  transform(code, id) {
    return patched.some((p) => p.module.test(id)) ? { code: withoutLocaleCheck(code, id), map: null } : null;
  },
});
