import { defineMessages } from '../messages/define.ts';

/** The admin password reset chooser, its results and the upgrade dialog (product-reference §2.5, §5, §8). */
export const userPasswordResetMessages = defineMessages({
  'users.passwordReset.title': {
    en: 'Choose for which organizations you wish to reset your password',
    nl: 'Kies voor welke organisaties u uw wachtwoord wilt resetten',
    fr: 'Choisissez les organisations pour lesquelles vous souhaitez réinitialiser votre mot de passe',
    de: 'Wählen Sie die Organisationen, für die Sie Ihr Passwort zurücksetzen möchten',
  },
  // The spec's title speaks to the user whose password it is; an admin resetting someone else's
  // password is told whose it is under the title.
  'users.passwordReset.target': {
    en: 'You are resetting the password of {name} ({email}).',
    nl: 'U reset het wachtwoord van {name} ({email}).',
    fr: 'Vous réinitialisez le mot de passe de {name} ({email}).',
    de: 'Sie setzen das Passwort von {name} ({email}) zurück.',
  },
  'users.passwordReset.column.name': { en: 'Name', nl: 'Naam', fr: 'Nom', de: 'Name' },
  'users.passwordReset.column.vat': { en: 'VAT', nl: 'Btw-nummer', fr: 'N° de TVA', de: 'USt-IdNr.' },
  'users.passwordReset.column.address': { en: 'Address', nl: 'Adres', fr: 'Adresse', de: 'Adresse' },
  'users.passwordReset.column.url': { en: 'URL', nl: 'URL', fr: 'URL', de: 'URL' },
  'users.passwordReset.column.status': { en: 'Status', nl: 'Status', fr: 'Statut', de: 'Status' },
  'users.passwordReset.dot.grey': {
    en: 'Not checked',
    nl: 'Niet gecontroleerd',
    fr: 'Non vérifié',
    de: 'Nicht geprüft',
  },
  'users.passwordReset.dot.green': { en: 'Available', nl: 'Beschikbaar', fr: 'Disponible', de: 'Verfügbar' },
  'users.passwordReset.dot.red': {
    en: 'Unreachable',
    nl: 'Onbereikbaar',
    fr: 'Injoignable',
    de: 'Nicht erreichbar',
  },
  'users.passwordReset.field.password': {
    en: 'New password',
    nl: 'Nieuw wachtwoord',
    fr: 'Nouveau mot de passe',
    de: 'Neues Passwort',
  },
  'users.passwordReset.field.confirmation': {
    en: 'Re-enter new password',
    nl: 'Herhaal nieuw wachtwoord',
    fr: 'Confirmer le nouveau mot de passe',
    de: 'Neues Passwort wiederholen',
  },
  /** The confirmation's name inside 'Please provide a {label}'. */
  'users.passwordReset.field.confirmationName': {
    en: 'password confirmation',
    nl: 'wachtwoordbevestiging',
    fr: 'confirmation du mot de passe',
    de: 'Passwortbestätigung',
  },
  'users.passwordReset.submit': {
    en: 'Reset password(s)',
    nl: 'Wachtwoord(en) resetten',
    fr: 'Réinitialiser le mot de passe',
    de: 'Passwort zurücksetzen',
  },
  'users.passwordReset.cancel': {
    en: 'Cancel password reset',
    nl: 'Wachtwoordreset annuleren',
    fr: 'Annuler la réinitialisation du mot de passe',
    de: 'Zurücksetzen des Passworts abbrechen',
  },
  'users.passwordReset.error.noOrganization': {
    en: 'Please choose at least one organization from the list',
    nl: 'Kies minstens één organisatie uit de lijst',
    fr: 'Veuillez choisir au moins une organisation dans la liste',
    de: 'Bitte wählen Sie mindestens eine Organisation aus der Liste',
  },
  'users.passwordReset.error.password': {
    en: 'Choose a password for the company wallet, containing at least 6 characters',
    nl: 'Kies een wachtwoord voor de bedrijfswallet van minstens 6 tekens',
    fr: 'Choisissez pour le portefeuille de l’entreprise un mot de passe d’au moins 6 caractères',
    de: 'Wählen Sie für das Firmen-Wallet ein Passwort mit mindestens 6 Zeichen',
  },
  'users.passwordReset.error.mismatch': {
    en: "Passwords don't match",
    nl: 'Wachtwoorden komen niet overeen',
    fr: 'Le mot de passe et sa confirmation ne correspondent pas',
    de: 'Passwort und Bestätigung stimmen nicht überein',
  },
  'users.passwordReset.error.notSelectable': {
    en: 'Organization {name} cannot be chosen for a password reset',
    nl: 'Organisatie {name} kan niet gekozen worden voor een wachtwoordreset',
    fr: 'L’organisation {name} ne peut pas être choisie pour une réinitialisation du mot de passe',
    de: 'Die Organisation {name} kann nicht für das Zurücksetzen des Passworts ausgewählt werden',
  },
  'users.passwordReset.upgrade.title': {
    en: 'Wallet upgrade required',
    nl: 'Wallet-upgrade vereist',
    fr: 'Mise à niveau du portefeuille requise',
    de: 'Wallet-Update erforderlich',
  },
  'users.passwordReset.upgrade.text': {
    en: 'Resetting passwords needs wallet version {required} or later. The wallet on {url} runs version {version}. Please upgrade it by following the procedure.',
    nl: 'Voor het resetten van wachtwoorden is walletversie {required} of hoger nodig. De wallet op {url} draait versie {version}. Werk deze bij volgens de procedure.',
    fr: 'La réinitialisation du mot de passe nécessite la version {required} du portefeuille ou une version ultérieure. Le portefeuille à l’adresse {url} utilise la version {version}. Veuillez le mettre à niveau en suivant la procédure.',
    de: 'Zum Zurücksetzen des Passworts ist die Wallet-Version {required} oder höher erforderlich. Die Wallet unter {url} läuft mit Version {version}. Bitte aktualisieren Sie sie gemäß der Anleitung.',
  },
  'users.passwordReset.upgrade.link': {
    en: 'Upgrade procedure (PDF)',
    nl: 'Upgradeprocedure (PDF)',
    fr: 'Procédure de mise à niveau (PDF)',
    de: 'Update-Anleitung (PDF)',
  },
  'users.passwordReset.results.title': {
    en: 'Password reset results',
    nl: 'Resultaten wachtwoordreset',
    fr: 'Résultats de la réinitialisation du mot de passe',
    de: 'Ergebnisse der Passwortzurücksetzung',
  },
  'users.passwordReset.results.organization': {
    en: 'Organization',
    nl: 'Organisatie',
    fr: 'Organisation',
    de: 'Organisation',
  },
  'users.passwordReset.results.result': { en: 'Result', nl: 'Resultaat', fr: 'Résultat', de: 'Ergebnis' },
  'users.passwordReset.results.message': { en: 'Message', nl: 'Bericht', fr: 'Message', de: 'Meldung' },
  'users.passwordReset.results.success': { en: 'Success', nl: 'Gelukt', fr: 'Réussite', de: 'Erfolgreich' },
  'users.passwordReset.results.failure': { en: 'Failure', nl: 'Mislukt', fr: 'Échec', de: 'Fehlgeschlagen' },
  'users.passwordReset.results.successMessage': {
    en: 'Password reset successfully',
    nl: 'Wachtwoord succesvol gereset',
    fr: 'Mot de passe réinitialisé avec succès',
    de: 'Passwort erfolgreich zurückgesetzt',
  },
  'users.passwordReset.results.failureMessage': {
    en: 'Password reset failed: {error}',
    nl: 'Wachtwoordreset mislukt: {error}',
    fr: 'Échec de la réinitialisation du mot de passe : {error}',
    de: 'Zurücksetzen des Passworts fehlgeschlagen: {error}',
  },
  'users.passwordReset.results.noAnswer': {
    en: 'The wallet gave no answer for this organization',
    nl: 'De wallet gaf geen antwoord voor deze organisatie',
    fr: 'Le portefeuille n’a pas répondu pour cette organisation',
    de: 'Die Wallet hat für diese Organisation nicht geantwortet',
  },
  'users.passwordReset.results.close': { en: 'Close', nl: 'Sluiten', fr: 'Fermer', de: 'Schließen' },
});
