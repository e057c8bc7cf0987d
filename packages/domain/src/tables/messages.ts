import { defineMessages } from '../messages/define.ts';
import { selectionMessages } from './messages-selection.ts';

/** The one table of the app: its column menu, sortable headers, busy state and CSV export. */
export const tableMessages = defineMessages({
  ...selectionMessages,
  'table.columns': { en: 'Columns', nl: 'Kolommen', fr: 'Colonnes', de: 'Spalten' },
  // The Columns menu's title: it opens beside its table, so it need not name it.
  'table.columnsShown': {
    en: 'Columns to show',
    nl: 'Te tonen kolommen',
    fr: 'Colonnes à afficher',
    de: 'Anzuzeigende Spalten',
  },
  // Beside a chosen column that no row of the page has a value in: it is left out of the table.
  'table.columnEmpty': {
    en: '(empty on this page)',
    nl: '(leeg op deze pagina)',
    fr: '(vide sur cette page)',
    de: '(leer auf dieser Seite)',
  },
  'table.loading': { en: 'Updating…', nl: 'Bijwerken…', fr: 'Mise à jour…', de: 'Wird aktualisiert…' },
  'table.select': { en: 'Select', nl: 'Selecteer', fr: 'Sélectionner', de: 'Auswählen' },
  'table.export.button': {
    en: 'Export CSV',
    nl: 'CSV exporteren',
    fr: 'Exporter en CSV',
    de: 'CSV exportieren',
  },
  'table.export.progress': {
    en: 'Exporting {done} of {pages} pages…',
    nl: 'Exporteren: {done} van {pages} pagina’s…',
    fr: 'Export en cours : page {done} sur {pages}…',
    de: 'Export läuft: Seite {done} von {pages}…',
  },
  'table.export.done': {
    en: '{count, plural, one {# row} other {# rows}} exported successfully',
    nl: '{count, plural, one {# rij} other {# rijen}} succesvol geëxporteerd',
    fr: '{count, plural, one {# ligne exportée} other {# lignes exportées}} avec succès',
    de: '{count, plural, one {# Zeile} other {# Zeilen}} erfolgreich exportiert',
  },
  'table.export.failed': {
    en: 'The export could not be completed. Please try again.',
    nl: 'De export kon niet worden voltooid. Probeer het opnieuw.',
    fr: 'L’export n’a pas pu aboutir. Veuillez réessayer.',
    de: 'Der Export konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  },
  'table.export.fileName.users': { en: 'users', nl: 'gebruikers', fr: 'utilisateurs', de: 'benutzer' },
  'table.export.fileName.connections': {
    en: 'connections-{tab, select, 0 {to-do} 1 {waiting} 2 {active} 3 {cancelled} other {accepted-invitations}}',
    nl: 'verbindingen-{tab, select, 0 {te-doen} 1 {wachtend} 2 {actief} 3 {geannuleerd} other {aanvaarde-uitnodigingen}}',
    fr: 'connexions-{tab, select, 0 {à-faire} 1 {en-attente} 2 {actives} 3 {annulées} other {invitations-acceptées}}',
    de: 'verbindungen-{tab, select, 0 {zu-erledigen} 1 {wartend} 2 {aktiv} 3 {abgebrochen} other {angenommene-einladungen}}',
  },
});
