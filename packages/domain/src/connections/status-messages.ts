import { defineMessages } from '../messages/define.ts';

/**
 * The text of a connection status asked for by a reference that names none of ours
 * (connection-status.ts). Its id keeps the `cli.` name it was given when scr was the only tool that
 * asks by reference; the text is the domain error's, so it lives with the rule that fails.
 */
export const connectionStatusMessages = defineMessages({
  'cli.error.notFound': {
    en: 'No connection with reference {reference}',
    nl: 'Geen verbinding met referentie {reference}',
    fr: 'Aucune connexion avec la référence {reference}',
    de: 'Keine Verbindung mit der Referenz {reference}',
  },
});
