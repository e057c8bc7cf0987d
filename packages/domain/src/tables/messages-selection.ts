import { defineMessages } from '../messages/define.ts';

/** A table's row selection and the bulk action it leads to: confirmation, progress and per-row results. */
export const selectionMessages = defineMessages({
  'table.selection.column': { en: 'Selection', nl: 'Selectie', fr: 'Sélection', de: 'Auswahl' },
  'table.selection.row': {
    en: 'Select {name}',
    nl: '{name} selecteren',
    fr: 'Sélectionner {name}',
    de: '{name} auswählen',
  },
  'table.selection.page': {
    en: 'Select all on this page',
    nl: 'Alles op deze pagina selecteren',
    fr: 'Tout sélectionner sur cette page',
    de: 'Alle auf dieser Seite auswählen',
  },
  'table.selection.count': {
    en: '{count, plural, =0 {No rows selected} one {# selected} other {# selected}}',
    nl: '{count, plural, =0 {Geen rijen geselecteerd} one {# geselecteerd} other {# geselecteerd}}',
    fr: '{count, plural, =0 {Aucune ligne sélectionnée} one {# sélectionnée} other {# sélectionnées}}',
    de: '{count, plural, =0 {Keine Zeilen ausgewählt} one {# ausgewählt} other {# ausgewählt}}',
  },
  'table.selection.all': {
    en: 'Select all {total} that match',
    nl: 'Alle {total} overeenkomende selecteren',
    fr: 'Sélectionner les {total} résultats correspondants',
    de: 'Alle {total} Treffer auswählen',
  },
  'table.selection.clear': {
    en: 'Clear selection',
    nl: 'Selectie wissen',
    fr: 'Effacer la sélection',
    de: 'Auswahl aufheben',
  },
  'table.selection.bar': {
    en: 'Actions on the selected rows',
    nl: 'Acties op de geselecteerde rijen',
    fr: 'Actions sur les lignes sélectionnées',
    de: 'Aktionen für die ausgewählten Zeilen',
  },
  'table.bulk.excluded': {
    en: '{count, plural, one {# selected row is left out} other {# selected rows are left out}}:',
    nl: '{count, plural, one {# geselecteerde rij blijft buiten beschouwing} other {# geselecteerde rijen blijven buiten beschouwing}}:',
    fr: '{count, plural, one {# ligne sélectionnée est exclue} other {# lignes sélectionnées sont exclues}} :',
    de: '{count, plural, one {# ausgewählte Zeile wird ausgelassen} other {# ausgewählte Zeilen werden ausgelassen}}:',
  },
  // One line per reason that keeps several rows out; a reason of one row names it instead.
  'table.bulk.excludedGroup': {
    en: '{count, plural, one {# row} other {# rows}}: {reason}',
    nl: '{count, plural, one {# rij} other {# rijen}}: {reason}',
    fr: '{count, plural, one {# ligne} other {# lignes}} : {reason}',
    de: '{count, plural, one {# Zeile} other {# Zeilen}}: {reason}',
  },
  'table.bulk.excludedNames': {
    en: 'Show the {count} rows',
    nl: 'De {count} rijen tonen',
    fr: 'Afficher les {count} lignes',
    de: 'Die {count} Zeilen anzeigen',
  },
  'table.bulk.none': {
    en: 'None of the selected rows can take this action.',
    nl: 'Geen van de geselecteerde rijen kan deze actie ondergaan.',
    fr: 'Aucune des lignes sélectionnées ne se prête à cette action.',
    de: 'Diese Aktion ist für keine der ausgewählten Zeilen möglich.',
  },
  'table.bulk.cancel': { en: 'Cancel', nl: 'Annuleren', fr: 'Annuler', de: 'Abbrechen' },
  'table.bulk.close': { en: 'Close', nl: 'Sluiten', fr: 'Fermer', de: 'Schließen' },
  'table.bulk.progress': {
    en: '{done} of {total} done',
    nl: '{done} van {total} gedaan',
    fr: 'Lignes traitées : {done} sur {total}',
    de: '{done} von {total} erledigt',
  },
  'table.bulk.wait': {
    en: 'The platform asked to wait: continuing in {seconds} s',
    nl: 'Het platform vroeg te wachten: verder over {seconds} s',
    fr: 'La plateforme a demandé d’attendre : reprise dans {seconds} s',
    de: 'Die Plattform hat um eine Pause gebeten: Fortsetzung in {seconds} s',
  },
  'table.bulk.result.pending': { en: 'Waiting', nl: 'Wacht', fr: 'En attente', de: 'Wartet' },
  'table.bulk.result.done': { en: 'Done', nl: 'Gedaan', fr: 'Terminé', de: 'Erledigt' },
  'table.bulk.invalid': {
    en: 'The row could not be sent as it is',
    nl: 'De rij kon niet worden verstuurd zoals ze is',
    fr: 'La ligne n’a pas pu être envoyée telle quelle',
    de: 'Die Zeile konnte in dieser Form nicht gesendet werden',
  },
  'table.bulk.result.skipped': {
    en: 'Not tried',
    nl: 'Niet geprobeerd',
    fr: 'Non exécuté',
    de: 'Nicht ausgeführt',
  },
  'table.bulk.result.failed': {
    en: 'Failed: {reason}',
    nl: 'Mislukt: {reason}',
    fr: 'Échec : {reason}',
    de: 'Fehlgeschlagen: {reason}',
  },
  'table.bulk.summary': {
    en: '{done, plural, one {# done} other {# done}}, {failed, plural, one {# failed} other {# failed}}',
    nl: '{done, plural, one {# gedaan} other {# gedaan}}, {failed, plural, one {# mislukt} other {# mislukt}}',
    fr: '{done, plural, one {# terminée} other {# terminées}}, {failed, plural, one {# en échec} other {# en échec}}',
    de: '{done, plural, one {# erledigt} other {# erledigt}}, {failed, plural, one {# fehlgeschlagen} other {# fehlgeschlagen}}',
  },
  'table.bulk.results': {
    en: 'Result per row',
    nl: 'Resultaat per rij',
    fr: 'Résultat par ligne',
    de: 'Ergebnis pro Zeile',
  },
});
