import { defineMessages } from '../messages/define.ts';

/**
 * The keyboard shortcuts of the signed-in pages, as the shortcuts overlay ('?') and the help drawer
 * list them. {page} is a nav link's label ('Users').
 */
export const shortcutMessages = defineMessages({
  'shortcuts.title': { en: 'Keyboard shortcuts', nl: 'Sneltoetsen' },
  'shortcuts.keys': { en: 'Keys', nl: 'Toetsen' },
  'shortcuts.action': { en: 'Action', nl: 'Actie' },
  'shortcuts.then': { en: 'then', nl: 'dan' },
  'shortcuts.search': { en: 'Search the table', nl: 'Zoeken in de tabel' },
  'shortcuts.mainDialog': {
    en: "Open the page's main dialog: invite a user, or connect with another organization",
    nl: 'Het hoofdvenster van de pagina openen: een gebruiker uitnodigen, of verbinden met een andere organisatie',
  },
  'shortcuts.goTo': { en: 'Go to {page}', nl: 'Naar {page}' },
  'shortcuts.show': { en: 'Show the keyboard shortcuts', nl: 'De sneltoetsen tonen' },
  'shortcuts.notWhileTyping': {
    en: 'The shortcuts do nothing while you type in a field.',
    nl: 'De sneltoetsen doen niets terwijl u in een veld typt.',
  },
});
