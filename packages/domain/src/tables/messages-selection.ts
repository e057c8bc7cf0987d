import { defineMessages } from '../messages/define.ts';

/** A table's row selection and the bulk action it leads to: confirmation, progress and per-row results. */
export const selectionMessages = defineMessages({
  'table.selection.column': { en: 'Selection', nl: 'Selectie' },
  'table.selection.row': { en: 'Select {name}', nl: '{name} selecteren' },
  'table.selection.page': { en: 'Select all on this page', nl: 'Alles op deze pagina selecteren' },
  'table.selection.count': {
    en: '{count, plural, =0 {No rows selected} one {# selected} other {# selected}}',
    nl: '{count, plural, =0 {Geen rijen geselecteerd} one {# geselecteerd} other {# geselecteerd}}',
  },
  'table.selection.all': {
    en: 'Select all {total} that match',
    nl: 'Alle {total} overeenkomende selecteren',
  },
  'table.selection.clear': { en: 'Clear selection', nl: 'Selectie wissen' },
  'table.selection.bar': { en: 'Actions on the selected rows', nl: 'Acties op de geselecteerde rijen' },
  'table.bulk.excluded': {
    en: '{count, plural, one {# selected row is left out} other {# selected rows are left out}}:',
    nl: '{count, plural, one {# geselecteerde rij blijft buiten beschouwing} other {# geselecteerde rijen blijven buiten beschouwing}}:',
  },
  // One line per reason that keeps several rows out; a reason of one row names it instead.
  'table.bulk.excludedGroup': {
    en: '{count, plural, one {# row} other {# rows}}: {reason}',
    nl: '{count, plural, one {# rij} other {# rijen}}: {reason}',
  },
  'table.bulk.excludedNames': {
    en: 'Show the {count} rows',
    nl: 'De {count} rijen tonen',
  },
  'table.bulk.none': {
    en: 'None of the selected rows can take this action.',
    nl: 'Geen van de geselecteerde rijen kan deze actie ondergaan.',
  },
  'table.bulk.cancel': { en: 'Cancel', nl: 'Annuleren' },
  'table.bulk.close': { en: 'Close', nl: 'Sluiten' },
  'table.bulk.progress': {
    en: '{done} of {total} done',
    nl: '{done} van {total} gedaan',
  },
  'table.bulk.wait': {
    en: 'The platform asked to wait: continuing in {seconds} s',
    nl: 'Het platform vroeg te wachten: verder over {seconds} s',
  },
  'table.bulk.result.pending': { en: 'Waiting', nl: 'Wacht' },
  'table.bulk.result.done': { en: 'Done', nl: 'Gedaan' },
  'table.bulk.invalid': {
    en: 'The row could not be sent as it is',
    nl: 'De rij kon niet worden verstuurd zoals ze is',
  },
  'table.bulk.result.skipped': { en: 'Not tried', nl: 'Niet geprobeerd' },
  'table.bulk.result.failed': { en: 'Failed: {reason}', nl: 'Mislukt: {reason}' },
  'table.bulk.summary': {
    en: '{done, plural, one {# done} other {# done}}, {failed, plural, one {# failed} other {# failed}}',
    nl: '{done, plural, one {# gedaan} other {# gedaan}}, {failed, plural, one {# mislukt} other {# mislukt}}',
  },
  'table.bulk.results': { en: 'Result per row', nl: 'Resultaat per rij' },
});
