import { defineMessages } from '../messages/define.ts';

/** The Users page's import dialog and the command line's import: steps, preview, progress, result. */
export const userImportDialogMessages = defineMessages({
  'users.import.open': { en: 'Import users', nl: 'Gebruikers importeren' },
  'users.import.title': {
    en: 'Import users for {organization}',
    nl: 'Gebruikers importeren voor {organization}',
  },
  'users.import.intro': {
    en: 'Invite many users at once from a spreadsheet: fill in the template, save it as CSV and choose the file. Every row is checked before anything is sent.',
    nl: 'Nodig veel gebruikers tegelijk uit vanuit een spreadsheet: vul het sjabloon in, bewaar het als CSV en kies het bestand. Elke regel wordt gecontroleerd voor er iets verstuurd wordt.',
  },
  'users.import.template.csv': { en: 'Template (CSV)', nl: 'Sjabloon (CSV)' },
  'users.import.template.semicolon': {
    en: 'Template (CSV with semicolons, for Excel)',
    nl: 'Sjabloon (CSV met puntkomma’s, voor Excel)',
  },
  'users.import.template.fileName': { en: 'users-import-template', nl: 'sjabloon-gebruikers-import' },
  'users.import.file.label': { en: 'File (CSV)', nl: 'Bestand (CSV)' },
  'users.import.reading': {
    en: 'Reading the file and the users of the organization…',
    nl: 'Het bestand en de gebruikers van de organisatie worden gelezen…',
  },
  'users.import.file.unreadable': {
    en: 'This file could not be read as CSV: a quoted cell is not closed on line {line}.',
    nl: 'Dit bestand kon niet als CSV gelezen worden: een cel tussen aanhalingstekens wordt niet gesloten op regel {line}.',
  },
  'users.import.file.empty': { en: 'The file has no rows.', nl: 'Het bestand heeft geen regels.' },
  'users.import.file.notUtf8': {
    en: 'This file is not saved as UTF-8: line {line} holds a character that cannot be read (an accented letter such as é, perhaps). Save it as CSV UTF-8 in your spreadsheet and import it again.',
    nl: 'Dit bestand is niet als UTF-8 bewaard: regel {line} bevat een teken dat niet te lezen is (wellicht een letter met een accent, zoals é). Bewaar het in uw spreadsheet als CSV UTF-8 en importeer het opnieuw.',
  },
  'users.import.summary': {
    en: '{send, plural, one {# user to invite} other {# users to invite}}, {invalid, plural, one {# row with problems} other {# rows with problems}}, {skip} skipped',
    nl: '{send, plural, one {# gebruiker uit te nodigen} other {# gebruikers uit te nodigen}}, {invalid, plural, one {# regel met problemen} other {# regels met problemen}}, {skip} overgeslagen',
  },
  'users.import.preview.caption': {
    en: 'The rows of the file: fix a cell in place or leave a row out',
    nl: 'De regels van het bestand: verbeter een cel ter plaatse of laat een regel weg',
  },
  'users.import.column.status': { en: 'Status', nl: 'Status' },
  'users.import.status.send': { en: 'Will be invited', nl: 'Wordt uitgenodigd' },
  'users.import.cell.label': { en: '{column}, line {line}', nl: '{column}, regel {line}' },
  'users.import.leaveOut': { en: 'Leave out', nl: 'Weglaten' },
  'users.import.leaveOut.label': { en: 'Leave out line {line}', nl: 'Weglaten: regel {line}' },
  'users.import.include': { en: 'Include', nl: 'Opnemen' },
  'users.import.include.label': { en: 'Include line {line}', nl: 'Opnemen: regel {line}' },
  'users.import.send': {
    en: '{count, plural, one {Invite # user} other {Invite # users}}',
    nl: '{count, plural, one {# gebruiker uitnodigen} other {# gebruikers uitnodigen}}',
  },
  'users.import.otherFile': { en: 'Choose another file', nl: 'Ander bestand kiezen' },
  'users.import.progress': {
    en: 'Sending invitations: {done} of {total}',
    nl: 'Uitnodigingen versturen: {done} van {total}',
  },
  'users.import.progress.wait': {
    en: 'The platform asks to slow down: waiting {seconds} seconds before the next invitation ({done} of {total} sent)',
    nl: 'Het platform vraagt om trager te gaan: {seconds} seconden wachten voor de volgende uitnodiging ({done} van {total} verstuurd)',
  },
  'users.import.progress.background': {
    en: 'You can close this window and go on working: the invitations keep going while the Users page is open, and every invitation sent stays sent.',
    nl: 'U kunt dit venster sluiten en verder werken: de uitnodigingen gaan door zolang de pagina Gebruikers open is, en elke verstuurde uitnodiging blijft verstuurd.',
  },
  'users.import.result.summary': {
    en: 'Invited: {invited}. Skipped: {skipped}. Failed: {failed}.',
    nl: 'Uitgenodigd: {invited}. Overgeslagen: {skipped}. Mislukt: {failed}.',
  },
  'users.import.result.caption': {
    en: 'Rows not invited, and why',
    nl: 'Niet uitgenodigde regels, en waarom',
  },
  'users.import.result.download': { en: 'Download result (CSV)', nl: 'Resultaat downloaden (CSV)' },
  'users.import.result.fileName': { en: 'users-import-result', nl: 'resultaat-gebruikers-import' },
});
