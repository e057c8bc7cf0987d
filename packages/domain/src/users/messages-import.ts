import { defineMessages } from '../messages/define.ts';

/** The import of users from a file: its problems and why a row is not sent. */
export const userImportMessages = defineMessages({
  'users.import.problem.missingColumn': {
    en: 'The file has no column {column}: add it with the header of the template.',
    nl: 'Het bestand heeft geen kolom {column}: voeg die toe met de kop uit het sjabloon.',
    fr: 'Le fichier ne contient pas de colonne {column} : ajoutez-la avec l’en-tête du modèle.',
    de: 'Die Datei enthält keine Spalte {column}: Fügen Sie sie mit der Überschrift aus der Vorlage hinzu.',
  },
  'users.import.problem.adminRole': {
    en: 'Not an admin role: use None, Organization Manager, User Manager or Connection Manager.',
    nl: 'Geen beheerdersrol: gebruik Geen, Organisatiebeheerder, Gebruikersbeheerder of Verbindingsbeheerder.',
    fr: 'Rôle d’administrateur inconnu : utilisez « Aucun », « Gestionnaire de l’organisation », « Gestionnaire des utilisateurs » ou « Gestionnaire des connexions ».',
    de: 'Keine Administratorrolle: Verwenden Sie „Keine“, „Organisationsverwalter“, „Benutzerverwalter“ oder „Verbindungsverwalter“.',
  },
  'users.import.problem.userRole': {
    en: 'Not an SCR App role: use Regular or Viewer.',
    nl: 'Geen SCR App-rol: gebruik Standaard of Alleen lezen.',
    fr: 'Rôle SCR App inconnu : utilisez « Standard » ou « Lecture seule ».',
    de: 'Keine SCR-App-Rolle: Verwenden Sie „Standard“ oder „Nur Lesen“.',
  },
  'users.import.skip.leftOut': {
    en: 'Left out of the import',
    nl: 'Weggelaten uit de import',
    fr: 'Ligne exclue de l’importation',
    de: 'Aus dem Import weggelassen',
  },
  'users.import.skip.templateExample': {
    en: 'The example row of the template: put your own users in its place',
    nl: 'De voorbeeldregel van het sjabloon: zet uw eigen gebruikers in de plaats ervan',
    fr: 'La ligne d’exemple du modèle : remplacez-la par vos propres utilisateurs',
    de: 'Die Beispielzeile der Vorlage: Ersetzen Sie sie durch Ihre eigenen Benutzer',
  },
  'users.import.skip.duplicateInFile': {
    en: 'This email address is already on an earlier line of the file',
    nl: 'Dit e-mailadres staat al op een eerdere regel van het bestand',
    fr: 'Cette adresse e-mail figure déjà sur une ligne précédente du fichier',
    de: 'Diese E-Mail-Adresse steht bereits in einer früheren Zeile der Datei',
  },
  'users.import.skip.alreadyUser': {
    en: 'Already a user of this organization',
    nl: 'Al een gebruiker van deze organisatie',
    fr: 'Déjà utilisateur de cette organisation',
    de: 'Bereits Benutzer dieser Organisation',
  },
  'users.import.skip.pendingInvitation': {
    en: 'Already invited: the invitation waits for a password',
    nl: 'Al uitgenodigd: de uitnodiging wacht op een wachtwoord',
    fr: 'Déjà invité : l’invitation attend la définition d’un mot de passe',
    de: 'Bereits eingeladen: Die Einladung wartet auf ein Passwort',
  },
  'users.import.skip.reactivation': {
    en: 'A deleted user: reactivate this user from the users table',
    nl: 'Een verwijderde gebruiker: heractiveer deze gebruiker vanuit de gebruikerstabel',
    fr: 'Utilisateur supprimé : réactivez-le depuis le tableau des utilisateurs',
    de: 'Ein gelöschter Benutzer: Reaktivieren Sie ihn in der Benutzertabelle',
  },
  'users.import.result.invited': { en: 'Invited', nl: 'Uitgenodigd', fr: 'Invité', de: 'Eingeladen' },
  'users.import.result.invalid': {
    en: 'The row has a problem',
    nl: 'De regel heeft een probleem',
    fr: 'La ligne comporte une erreur',
    de: 'Die Zeile enthält einen Fehler',
  },
  'users.import.result.outcome.invited': { en: 'Invited', nl: 'Uitgenodigd', fr: 'Invité', de: 'Eingeladen' },
  'users.import.result.outcome.skipped': {
    en: 'Skipped',
    nl: 'Overgeslagen',
    fr: 'Ignoré',
    de: 'Übersprungen',
  },
  'users.import.result.outcome.failed': { en: 'Failed', nl: 'Mislukt', fr: 'Échec', de: 'Fehlgeschlagen' },
  'users.import.result.column.line': { en: 'Line', nl: 'Regel', fr: 'Ligne', de: 'Zeile' },
  'users.import.result.column.outcome': { en: 'Outcome', nl: 'Resultaat', fr: 'Résultat', de: 'Ergebnis' },
  'users.import.result.column.why': { en: 'Why', nl: 'Reden', fr: 'Motif', de: 'Grund' },
});
