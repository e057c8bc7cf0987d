/** The portal's languages (product-reference §9). */
export const locales = ['en', 'nl'] as const;
export type Locale = (typeof locales)[number];

/** One message: ICU text per locale. English is the spec's text exactly. */
export type MessageTexts = Readonly<Record<Locale, string>>;

/**
 * Declares a context's messages. Every id must carry both languages, so the Dutch catalogue
 * cannot fall behind the English one. Ids are stable dotted names: `<context>.<what>`.
 */
export const defineMessages = <const T extends Record<string, MessageTexts>>(messages: T): T => messages;
