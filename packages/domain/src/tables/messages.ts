import { defineMessages } from '../messages/define.ts';
import { selectionMessages } from './messages-selection.ts';

/** The one table of the app: its column menu, sortable headers, busy state and CSV export. */
export const tableMessages = defineMessages({
  ...selectionMessages,
  'table.columns': { en: 'Columns', nl: 'Kolommen' },
  // The Columns menu's title: it opens beside its table, so it need not name it.
  'table.columnsShown': { en: 'Columns to show', nl: 'Te tonen kolommen' },
  // Beside a chosen column that no row of the page has a value in: it is left out of the table.
  'table.columnEmpty': { en: '(empty on this page)', nl: '(leeg op deze pagina)' },
  'table.loading': { en: 'Updating…', nl: 'Bijwerken…' },
  'table.select': { en: 'Select', nl: 'Selecteer' },
  'table.export.button': { en: 'Export CSV', nl: 'CSV exporteren' },
  'table.export.progress': {
    en: 'Exporting {done} of {pages} pages…',
    nl: 'Exporteren: {done} van {pages} pagina’s…',
  },
  'table.export.done': {
    en: '{count, plural, one {# row} other {# rows}} exported successfully',
    nl: '{count, plural, one {# rij} other {# rijen}} succesvol geëxporteerd',
  },
  'table.export.failed': {
    en: 'The export could not be completed. Please try again.',
    nl: 'De export kon niet worden voltooid. Probeer het opnieuw.',
  },
  'table.export.fileName.users': { en: 'users', nl: 'gebruikers' },
  'table.export.fileName.connections': {
    en: 'connections-{tab, select, 0 {to-do} 1 {waiting} 2 {active} 3 {cancelled} other {accepted-invitations}}',
    nl: 'verbindingen-{tab, select, 0 {te-doen} 1 {wachtend} 2 {actief} 3 {geannuleerd} other {aanvaarde-uitnodigingen}}',
  },
});
