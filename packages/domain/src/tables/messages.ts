import { defineMessages } from '../messages/define.ts';

/** The one table of the app: its column menu, sortable headers and busy state. */
export const tableMessages = defineMessages({
  'table.columns': { en: 'Columns', nl: 'Kolommen' },
  'table.columnsOf': { en: 'Columns of {table}', nl: 'Kolommen van {table}' },
  'table.loading': { en: 'Updating…', nl: 'Bijwerken…' },
  'table.select': { en: 'Select', nl: 'Selecteer' },
});
