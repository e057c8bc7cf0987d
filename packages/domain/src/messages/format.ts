import { catalogues, type MessageId } from './catalogue.ts';
import { messagesIn, type Locale, type MessageTexts } from './define.ts';
import { createCatalogueFormatter, type MessageFormatter } from './formatter.ts';

/**
 * A formatter over the whole domain catalogue, usable outside React (a CLI, a server, a test). An app
 * with texts of its own (scr's, declared with `defineMessages`) passes them: one formatter then says
 * the domain's ids and the app's, and its references may name either.
 */
export const createMessageFormatter = <
  const Own extends Readonly<Record<string, MessageTexts>> = Readonly<Record<never, MessageTexts>>,
>(
  locale: Locale,
  own?: Own,
): MessageFormatter<MessageId | Extract<keyof Own, string>> =>
  createCatalogueFormatter(
    locale,
    own === undefined ? catalogues[locale] : { ...catalogues[locale], ...messagesIn(own, locale) },
  );
