import { catalogues } from './catalogue.ts';
import type { Locale } from './define.ts';
import { createCatalogueFormatter, type MessageFormatter } from './formatter.ts';

/** A formatter over the whole domain catalogue, usable outside React (a CLI, a server, a test). */
export const createMessageFormatter = (locale: Locale): MessageFormatter =>
  createCatalogueFormatter(locale, catalogues[locale]);
