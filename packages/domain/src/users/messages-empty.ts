import { defineMessages } from '../messages/define.ts';

/** What the users table says when a page has no rows, per Deleted filter and for a search. */
export const userEmptyMessages = defineMessages({
  'users.empty.none': {
    en: 'This organization has no users yet. Invite the first one.',
    nl: 'Deze organisatie heeft nog geen gebruikers. Nodig de eerste uit.',
  },
  'users.empty.deleted': {
    en: 'No deleted users. Users you delete are listed here.',
    nl: 'Geen verwijderde gebruikers. Gebruikers die u verwijdert, staan hier.',
  },
  'users.empty.search': {
    en: 'No users match “{search}”.',
    nl: 'Geen gebruikers gevonden voor “{search}”.',
  },
  'users.empty.showNotDeleted': { en: 'Show the users', nl: 'Toon de gebruikers' },
  'users.empty.clearSearch': { en: 'Clear the search', nl: 'Zoekopdracht wissen' },
  'users.value.yes': { en: 'Yes', nl: 'Ja' },
  'users.value.no': { en: 'No', nl: 'Nee' },
});
