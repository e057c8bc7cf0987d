import { defineMessages } from '../messages/define.ts';

export const walletMessages = defineMessages({
  'wallet.error.unreachable': {
    en: 'Could not reach your wallet. Are you sure it is running?',
    nl: 'Kon uw wallet niet bereiken. Weet u zeker dat deze draait?',
    fr: 'Impossible de joindre votre portefeuille. Vérifiez qu’il est bien en cours d’exécution.',
    de: 'Ihre Wallet ist nicht erreichbar. Bitte prüfen Sie, ob sie läuft.',
  },
  'wallet.check.noAnswer': {
    en: 'the wallet does not answer',
    nl: 'de wallet antwoordt niet',
    fr: 'le portefeuille ne répond pas',
    de: 'die Wallet antwortet nicht',
  },
  'wallet.check.timeout': {
    en: 'the wallet did not answer within {seconds} seconds',
    nl: 'de wallet antwoordde niet binnen {seconds} seconden',
    fr: 'le portefeuille n’a pas répondu dans un délai de {seconds} secondes',
    de: 'die Wallet hat nicht innerhalb von {seconds} Sekunden geantwortet',
  },
  'wallet.check.httpStatus': {
    en: 'the wallet answered with an error (HTTP {status})',
    nl: 'de wallet antwoordde met een fout (HTTP {status})',
    fr: 'le portefeuille a répondu par une erreur (HTTP {status})',
    de: 'die Wallet hat mit einem Fehler geantwortet (HTTP {status})',
  },
  'wallet.check.noVersion': {
    en: 'the wallet did not send its version',
    nl: 'de wallet stuurde zijn versie niet',
    fr: 'le portefeuille n’a pas indiqué sa version',
    de: 'die Wallet hat ihre Version nicht übermittelt',
  },
  'wallet.error.tokenExpired': {
    en: 'Wallet token expired',
    nl: 'Wallet-token verlopen',
    fr: 'Le jeton du portefeuille a expiré',
    de: 'Wallet-Token abgelaufen',
  },
  'wallet.error.cannotConnect': {
    en: "Can't connect to wallet on {url}: {message}",
    nl: 'Kan geen verbinding maken met de wallet op {url}: {message}',
    fr: 'Impossible de joindre le portefeuille à l’adresse {url} : {message}',
    de: 'Keine Verbindung zum Wallet unter {url}: {message}',
  },
  'wallet.error.invalidCredentialsHosted': {
    en: "Invalid credentials. Click the 'Forgot password' button if you forgot your password",
    nl: "Ongeldige inloggegevens. Klik op de knop 'Wachtwoord vergeten' als u uw wachtwoord bent vergeten",
    fr: 'Identifiants non valides. Cliquez sur le bouton « Mot de passe oublié » si vous avez oublié votre mot de passe',
    de: 'Ungültige Anmeldedaten. Klicken Sie auf die Schaltfläche „Passwort vergessen“, wenn Sie Ihr Passwort vergessen haben',
  },
  'wallet.error.invalidCredentialsCompany': {
    en: 'Invalid credentials. If you forgot your password, please ask your administrator.',
    nl: 'Ongeldige inloggegevens. Vraag uw beheerder als u uw wachtwoord bent vergeten.',
    fr: 'Identifiants non valides. Si vous avez oublié votre mot de passe, adressez-vous à votre administrateur.',
    de: 'Ungültige Anmeldedaten. Wenn Sie Ihr Passwort vergessen haben, wenden Sie sich an Ihren Administrator.',
  },
  'wallet.banner.howToUpdate': {
    en: 'How to update your wallet',
    nl: 'Zo werkt u uw wallet bij',
    fr: 'Comment mettre à jour votre portefeuille',
    de: 'So aktualisieren Sie Ihre Wallet',
  },
  'wallet.banner.dismiss': { en: 'Dismiss', nl: 'Sluiten', fr: 'Masquer', de: 'Ausblenden' },
  'wallet.newerVersionAvailable': {
    en: 'A newer wallet version is available: version {latest}. You are running version {version}.',
    nl: 'Er is een nieuwere walletversie beschikbaar: versie {latest}. U gebruikt versie {version}.',
    fr: 'Une version plus récente du portefeuille est disponible : version {latest}. Vous utilisez la version {version}.',
    de: 'Eine neuere Wallet-Version ist verfügbar: Version {latest}. Sie verwenden Version {version}.',
  },
  'wallet.outdated': {
    en: 'You are running an outdated wallet. Required version is 1.1.4, you are running version {version}',
    nl: 'U gebruikt een verouderde wallet. Vereiste versie is 1.1.4, u gebruikt versie {version}',
    fr: 'Vous utilisez une version obsolète du portefeuille. La version requise est 1.1.4 ; vous utilisez la version {version}',
    de: 'Sie verwenden ein veraltetes Wallet. Erforderlich ist Version 1.1.4, Sie verwenden Version {version}',
  },
  'wallet.error.rejected': { en: '{message}', nl: '{message}', fr: '{message}', de: '{message}' },
});
