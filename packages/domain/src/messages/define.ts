/**
 * The portal's languages: English and Dutch (product-reference §9), French and German. English is
 * first: the fallback where a person's language is none of these.
 */
export const locales = ['en', 'nl', 'fr', 'de'] as const;
export type Locale = (typeof locales)[number];

/** A value is one of the portal's languages ('fr'; not 'fr-BE', not 'es'). */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** One message: ICU text per locale. English is the spec's text exactly. */
export type MessageTexts = Readonly<Record<Locale, string>>;

/**
 * Declares a context's messages. Every id must carry every language, so no catalogue can fall
 * behind the English one. Ids are stable dotted names: `<context>.<what>`.
 */
export const defineMessages = <const T extends Record<string, MessageTexts>>(messages: T): T => messages;

/** Declared messages in one language as plain data (id → ICU text), ready for @formatjs/intl. */
export const messagesIn = (
  messages: Readonly<Record<string, MessageTexts>>,
  locale: Locale,
): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(messages).map(([id, texts]) => [id, texts[locale]]));
