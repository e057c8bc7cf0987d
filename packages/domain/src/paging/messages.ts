import { defineMessages } from '../messages/define.ts';

/** The pager under every paged table and picker (users, connections, organization choosers). */
export const pagingMessages = defineMessages({
  'paging.label': { en: 'Pages', nl: "Pagina's" },
  'paging.previous': { en: 'Previous page', nl: 'Vorige pagina' },
  'paging.next': { en: 'Next page', nl: 'Volgende pagina' },
  'paging.range': { en: '{from}–{to} of {total}', nl: '{from}–{to} van {total}' },
});

/** The search box above the users and connections tables. */
export const searchMessages = defineMessages({
  'paging.search.label': { en: 'Search', nl: 'Zoeken' },
  'paging.search.tooLong': {
    en: 'Please search with at most {max} characters',
    nl: 'Zoek met maximaal {max} tekens',
  },
  'paging.search.clear': { en: 'Clear the search', nl: 'Zoekopdracht wissen' },
});

/** What each table's search box searches in (its placeholder). */
export const searchPlaceholderMessages = defineMessages({
  'paging.search.users': {
    en: 'Search first name, last name or email',
    nl: 'Zoek op voornaam, achternaam of e-mail',
  },
  'paging.search.connections': {
    en: 'Search name, VAT, email or reference',
    nl: 'Zoek op naam, btw-nummer, e-mail of referentie',
  },
});

/** A list that failed to load offers to load it again, in place. */
export const loadMessages = defineMessages({
  'paging.load.retry': { en: 'Retry', nl: 'Opnieuw proberen' },
});
