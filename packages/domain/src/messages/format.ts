import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { catalogues, type MessageRef } from './catalogue.ts';
import type { Locale } from './define.ts';

/** The English indefinite article for a word: 'an' before a vowel (spec §5 'Please provide a/an'). */
export const englishArticle = (word: string): 'a' | 'an' => (/^[aeiou]/i.test(word.trim()) ? 'an' : 'a');

/** A label inside a sentence: 'Company name' → 'company name', acronyms ('VAT', 'EAN') stay. */
const inSentence = (label: string): string =>
  /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

const cache = createIntlCache();

export type MessageFormatter = {
  readonly locale: Locale;
  readonly intl: IntlShape<string>;
  /** Formats a message reference, nested label references first. */
  format(ref: MessageRef): string;
};

/** A formatter over the domain catalogue, usable outside React (a CLI, a server, a test). */
export const createMessageFormatter = (locale: Locale): MessageFormatter => {
  const intl = createIntl({ locale, messages: catalogues[locale], defaultLocale: 'en' }, cache);
  const format = (ref: MessageRef): string => {
    const values: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(ref.values ?? {})) {
      values[key] = typeof value === 'object' ? format(value) : value;
    }
    if (typeof values.label === 'string') {
      values.label = inSentence(values.label);
      values.article ??= englishArticle(values.label);
    }
    return intl.formatMessage({ id: ref.id as string }, values);
  };
  return { locale, intl, format };
};
