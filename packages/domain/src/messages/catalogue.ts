import { locales, type Locale } from './define.ts';
import { messageParts, partCatalogue } from './parts.ts';

/** Every user-facing text of the product, by stable id, in every language. */
export const allMessages = { ...messageParts.login, ...messageParts.pages };

export type MessageId = keyof typeof allMessages;

/**
 * Values substituted into an ICU message; a value may itself be a message (a field label). `Id` is the
 * ids a reference may name: the domain's, or those and an app's own (scr's `CliMessageId`).
 */
export type MessageValues<Id extends string = MessageId> = Readonly<
  Record<string, string | number | MessageRef<Id>>
>;

/** A text to show, not yet formatted: what domain errors and results carry. */
export type MessageRef<Id extends string = MessageId> = {
  readonly id: Id;
  readonly values?: MessageValues<Id>;
};

const byLocale = (locale: Locale): Readonly<Record<MessageId, string>> =>
  ({
    ...partCatalogue('login', locale),
    ...partCatalogue('pages', locale),
  }) as Record<MessageId, string>;

/**
 * The catalogues as plain data, ready for @formatjs/intl or react-intl: one per language of `locales`,
 * so a language added there has its catalogue here without another list to keep.
 */
export const catalogues = Object.fromEntries(locales.map((locale) => [locale, byLocale(locale)])) as Readonly<
  Record<Locale, Readonly<Record<MessageId, string>>>
>;
