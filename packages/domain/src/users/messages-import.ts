import { defineMessages } from '../messages/define.ts';

/** The import of users from a file: its problems and why a row is not sent. */
export const userImportMessages = defineMessages({
  'users.import.problem.missingColumn': {
    en: 'The file has no column {column}: add it with the header of the template.',
    nl: 'Het bestand heeft geen kolom {column}: voeg die toe met de kop uit het sjabloon.',
  },
  'users.import.problem.adminRole': {
    en: 'Not an admin role: use None, Organization Manager, User Manager or Connection Manager.',
    nl: 'Geen beheerdersrol: gebruik Geen, Organisatiebeheerder, Gebruikersbeheerder of Verbindingsbeheerder.',
  },
  'users.import.problem.userRole': {
    en: 'Not an SCR App role: use Regular or Viewer.',
    nl: 'Geen SCR App-rol: gebruik Standaard of Alleen lezen.',
  },
  'users.import.skip.leftOut': { en: 'Left out of the import', nl: 'Weggelaten uit de import' },
  'users.import.skip.templateExample': {
    en: 'The example row of the template: put your own users in its place',
    nl: 'De voorbeeldregel van het sjabloon: zet uw eigen gebruikers in de plaats ervan',
  },
  'users.import.skip.duplicateInFile': {
    en: 'This email address is already on an earlier line of the file',
    nl: 'Dit e-mailadres staat al op een eerdere regel van het bestand',
  },
  'users.import.skip.alreadyUser': {
    en: 'Already a user of this organization',
    nl: 'Al een gebruiker van deze organisatie',
  },
  'users.import.skip.pendingInvitation': {
    en: 'Already invited: the invitation waits for a password',
    nl: 'Al uitgenodigd: de uitnodiging wacht op een wachtwoord',
  },
  'users.import.skip.reactivation': {
    en: 'A deleted user: reactivate this user from the users table',
    nl: 'Een verwijderde gebruiker: heractiveer deze gebruiker vanuit de gebruikerstabel',
  },
  'users.import.result.invited': { en: 'Invited', nl: 'Uitgenodigd' },
  'users.import.result.invalid': { en: 'The row has a problem', nl: 'De regel heeft een probleem' },
  'users.import.result.outcome.invited': { en: 'Invited', nl: 'Uitgenodigd' },
  'users.import.result.outcome.skipped': { en: 'Skipped', nl: 'Overgeslagen' },
  'users.import.result.outcome.failed': { en: 'Failed', nl: 'Mislukt' },
  'users.import.result.column.line': { en: 'Line', nl: 'Regel' },
  'users.import.result.column.outcome': { en: 'Outcome', nl: 'Resultaat' },
  'users.import.result.column.why': { en: 'Why', nl: 'Reden' },
});
