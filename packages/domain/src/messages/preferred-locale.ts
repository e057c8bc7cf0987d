import { isLocale, type Locale } from './define.ts';

/** A BCP 47 tag ('fr-BE') or a POSIX locale ('de_CH.UTF-8') as its language subtag, or null. */
const languageOf = (tag: string): string | null => {
  try {
    return new Intl.Locale(tag.split(/[.@]/)[0]!.replaceAll('_', '-')).language;
  } catch {
    return null;
  }
};

/**
 * The first of a person's languages, in their order of preference, that the portal speaks: the
 * browser's `navigator.languages` ('fr-BE', 'en-US'), a terminal's `LC_ALL`/`LANG` ('de_CH.UTF-8').
 * A region picks its language ('nl-BE' is Dutch); null when none is spoken here, so the caller
 * falls back to English.
 */
export const preferredLocale = (languages: readonly string[]): Locale | null => {
  for (const tag of languages) {
    const language = languageOf(tag);
    if (isLocale(language)) return language;
  }
  return null;
};
