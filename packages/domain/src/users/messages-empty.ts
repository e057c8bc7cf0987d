import { defineMessages } from '../messages/define.ts';

/** What the users table says when a page has no rows, per Deleted filter and for a search. */
export const userEmptyMessages = defineMessages({
  'users.empty.none': {
    en: 'This organization has no users yet. Invite the first one.',
    nl: 'Deze organisatie heeft nog geen gebruikers. Nodig de eerste uit.',
    fr: 'Cette organisation n’a pas encore d’utilisateurs. Invitez le premier utilisateur.',
    de: 'Diese Organisation hat noch keine Benutzer. Laden Sie den ersten Benutzer ein.',
  },
  'users.empty.deleted': {
    en: 'No deleted users. Users you delete are listed here.',
    nl: 'Geen verwijderde gebruikers. Gebruikers die u verwijdert, staan hier.',
    fr: 'Aucun utilisateur supprimé. Les utilisateurs que vous supprimez apparaissent ici.',
    de: 'Keine gelöschten Benutzer. Von Ihnen gelöschte Benutzer werden hier aufgeführt.',
  },
  'users.empty.search': {
    en: 'No users match “{search}”.',
    nl: 'Geen gebruikers gevonden voor “{search}”.',
    fr: 'Aucun utilisateur ne correspond à « {search} ».',
    de: 'Keine Benutzer für „{search}“ gefunden.',
  },
  'users.empty.showNotDeleted': {
    en: 'Show the users',
    nl: 'Toon de gebruikers',
    fr: 'Afficher les utilisateurs',
    de: 'Benutzer anzeigen',
  },
  'users.empty.clearSearch': {
    en: 'Clear the search',
    nl: 'Zoekopdracht wissen',
    fr: 'Effacer la recherche',
    de: 'Suche zurücksetzen',
  },
  'users.value.yes': { en: 'Yes', nl: 'Ja', fr: 'Oui', de: 'Ja' },
  'users.value.no': { en: 'No', nl: 'Nee', fr: 'Non', de: 'Nein' },
});
