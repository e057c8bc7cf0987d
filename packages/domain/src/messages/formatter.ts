import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageId, MessageRef } from './catalogue.ts';
import type { Locale } from './define.ts';

/** The English indefinite article for a word: 'an' before a vowel (product-reference §5 'Please provide a/an'). */
export const englishArticle = (word: string): 'a' | 'an' => (/^[aeiou]/i.test(word.trim()) ? 'an' : 'a');

/**
 * A label inside a sentence: 'Company name' → 'company name', acronyms ('VAT', 'EAN') stay. German
 * writes every noun with a capital wherever it stands ('Firmenname'), so a German label stays as it is.
 */
const inSentence = (label: string, locale: string | undefined): string =>
  /^[A-Z][A-Z]/.test(label) || locale === 'de' ? label : label.charAt(0).toLowerCase() + label.slice(1);

/**
 * Messages by id for one language: ICU texts, or the same precompiled to ASTs at build time (then an
 * app may bundle @formatjs/intl without its parser).
 */
export type Catalogue = NonNullable<Parameters<typeof createIntl>[0]['messages']>;

const cache = createIntlCache();

export type MessageFormatter<Id extends string = MessageId> = {
  readonly locale: Locale;
  readonly intl: IntlShape<string>;
  /** Formats a message reference, nested label references first. */
  format(ref: MessageRef<Id>): string;
};

/** What formats one catalogue message: @formatjs/intl's and react-intl's `formatMessage` both fit. */
export type FormatsMessages<Id extends string = MessageId> = {
  /** The language formatted in; a German label keeps its capital inside a sentence. */
  readonly locale?: string;
  formatMessage(descriptor: { readonly id: Id }, values?: Record<string, string | number>): string;
};

/**
 * Formats a message reference with any `formatMessage` over the catalogue: nested label references
 * first, a label lower-cased inside the sentence and its English article ('a'/'an') supplied.
 */
export const formatMessageRef = <Id extends string>(
  intl: FormatsMessages<Id>,
  ref: MessageRef<Id>,
): string => {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(ref.values ?? {})) {
    values[key] = typeof value === 'object' ? formatMessageRef(intl, value) : value;
  }
  if (typeof values.label === 'string') {
    values.label = inSentence(values.label, intl.locale);
    values.article ??= englishArticle(values.label);
  }
  return intl.formatMessage({ id: ref.id }, values);
};

/**
 * A formatter over catalogue parts (merged, later parts win): an app that loads the catalogue in
 * parts (messages/parts.ts) formats with the parts it has. `Id` is the ids the parts hold.
 */
export const createCatalogueFormatter = <Id extends string = MessageId>(
  locale: Locale,
  ...parts: readonly Catalogue[]
): MessageFormatter<Id> => {
  const messages = Object.assign({}, ...parts) as Catalogue;
  const intl = createIntl({ locale, messages, defaultLocale: 'en' }, cache);
  return { locale, intl, format: (ref) => formatMessageRef(intl, ref) };
};
