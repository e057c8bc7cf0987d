import { defineMessages } from '../messages/define.ts';

/**
 * The keyboard shortcuts of the signed-in pages, as the shortcuts overlay ('?') and the help drawer
 * list them. {page} is a nav link's label ('Users').
 */
export const shortcutMessages = defineMessages({
  'shortcuts.title': {
    en: 'Keyboard shortcuts',
    nl: 'Sneltoetsen',
    fr: 'Raccourcis clavier',
    de: 'Tastenkombinationen',
  },
  'shortcuts.keys': { en: 'Keys', nl: 'Toetsen', fr: 'Touches', de: 'Tasten' },
  'shortcuts.action': { en: 'Action', nl: 'Actie', fr: 'Action', de: 'Aktion' },
  'shortcuts.then': { en: 'then', nl: 'dan', fr: 'puis', de: 'dann' },
  'shortcuts.search': {
    en: 'Search the table',
    nl: 'Zoeken in de tabel',
    fr: 'Rechercher dans le tableau',
    de: 'In der Tabelle suchen',
  },
  'shortcuts.mainDialog': {
    en: "Open the page's main dialog: invite a user, or connect with another organization",
    nl: 'Het hoofdvenster van de pagina openen: een gebruiker uitnodigen, of verbinden met een andere organisatie',
    fr: 'Ouvrir la fenêtre principale de la page : inviter un utilisateur ou établir une connexion avec une autre organisation',
    de: 'Den Hauptdialog der Seite öffnen: einen Benutzer einladen oder eine Verbindung mit einer anderen Organisation herstellen',
  },
  'shortcuts.goTo': { en: 'Go to {page}', nl: 'Naar {page}', fr: 'Aller à {page}', de: 'Wechseln zu {page}' },
  'shortcuts.show': {
    en: 'Show the keyboard shortcuts',
    nl: 'De sneltoetsen tonen',
    fr: 'Afficher les raccourcis clavier',
    de: 'Tastenkombinationen anzeigen',
  },
  'shortcuts.notWhileTyping': {
    en: 'The shortcuts do nothing while you type in a field.',
    nl: 'De sneltoetsen doen niets terwijl u in een veld typt.',
    fr: 'Les raccourcis sont inactifs pendant la saisie dans un champ.',
    de: 'Während der Eingabe in ein Feld sind die Tastenkombinationen deaktiviert.',
  },
});
