import { defineMessages } from '../messages/define.ts';

/** The pager under every paged table and picker (users, connections, organization choosers). */
export const pagingMessages = defineMessages({
  'paging.label': { en: 'Pages', nl: "Pagina's", fr: 'Pagination', de: 'Seiten' },
  'paging.previous': {
    en: 'Previous page',
    nl: 'Vorige pagina',
    fr: 'Page précédente',
    de: 'Vorherige Seite',
  },
  'paging.next': { en: 'Next page', nl: 'Volgende pagina', fr: 'Page suivante', de: 'Nächste Seite' },
  'paging.range': {
    en: '{from}–{to} of {total}',
    nl: '{from}–{to} van {total}',
    fr: '{from}–{to} sur {total}',
    de: '{from}–{to} von {total}',
  },
});

/** The search box above the users and connections tables. */
export const searchMessages = defineMessages({
  'paging.search.label': { en: 'Search', nl: 'Zoeken', fr: 'Rechercher', de: 'Suchen' },
  'paging.search.tooLong': {
    en: 'Please search with at most {max} characters',
    nl: 'Zoek met maximaal {max} tekens',
    fr: 'Votre recherche ne doit pas dépasser {max} caractères',
    de: 'Bitte verwenden Sie für die Suche höchstens {max} Zeichen',
  },
  'paging.search.clear': {
    en: 'Clear the search',
    nl: 'Zoekopdracht wissen',
    fr: 'Effacer la recherche',
    de: 'Suche zurücksetzen',
  },
});

/** What each table's search box searches in (its placeholder). */
export const searchPlaceholderMessages = defineMessages({
  // What is searched, without the verb: the box is a searchbox named 'Search' with a magnifier, and
  // the verb made the French and German placeholders too long for the box on a phone (390 px).
  'paging.search.users': {
    en: 'First name, last name or email',
    nl: 'Voornaam, achternaam of e-mail',
    fr: 'Prénom, nom ou e-mail',
    de: 'Vorname, Nachname oder E-Mail',
  },
  'paging.search.connections': {
    en: 'Name, VAT, email, reference',
    nl: 'Naam, btw-nummer, e-mail of referentie',
    fr: 'Nom, n° de TVA, e-mail ou référence',
    de: 'Name, USt-IdNr., E-Mail oder Referenz',
  },
});

/** A list that failed to load offers to load it again, in place. */
export const loadMessages = defineMessages({
  'paging.load.retry': { en: 'Retry', nl: 'Opnieuw proberen', fr: 'Réessayer', de: 'Erneut versuchen' },
});
