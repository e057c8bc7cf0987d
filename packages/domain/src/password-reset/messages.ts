import { defineMessages } from '../messages/define.ts';

/** The reset-password link flow (product-reference §2.3 forgot password, §4, §8 Password reset). */
export const passwordResetMessages = defineMessages({
  'passwordReset.title': {
    en: 'Reset your password',
    nl: 'Herstel uw wachtwoord',
    fr: 'Réinitialisez votre mot de passe',
    de: 'Setzen Sie Ihr Passwort zurück',
  },
  'passwordReset.intro': {
    en: 'Choose a new wallet password for {name}.',
    nl: 'Kies een nieuw walletwachtwoord voor {name}.',
    fr: 'Choisissez un nouveau mot de passe de portefeuille pour {name}.',
    de: 'Wählen Sie ein neues Wallet-Passwort für {name}.',
  },
  'passwordReset.submit': {
    en: 'Reset password',
    nl: 'Wachtwoord herstellen',
    fr: 'Réinitialiser le mot de passe',
    de: 'Passwort zurücksetzen',
  },
  'passwordReset.success': {
    en: 'Your password has been reset. You can now log in with your new password.',
    nl: 'Uw wachtwoord is hersteld. U kunt nu inloggen met uw nieuwe wachtwoord.',
    fr: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous identifier avec votre nouveau mot de passe.',
    de: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt mit Ihrem neuen Passwort anmelden.',
  },
  'passwordReset.request': {
    en: 'Send password link',
    nl: 'Wachtwoordlink versturen',
    fr: 'Envoyer un lien de réinitialisation du mot de passe',
    de: 'Link zum Zurücksetzen des Passworts senden',
  },
  'passwordReset.error.companyWallet': {
    en: 'The wallet for this organization seems to be hosted by the company itself. Please contact the administrator for your password reset.',
    nl: 'De wallet van deze organisatie lijkt door het bedrijf zelf te worden gehost. Neem contact op met de beheerder om uw wachtwoord te herstellen.',
    fr: 'Le portefeuille de cette organisation semble hébergé par l’entreprise elle-même. Veuillez contacter l’administrateur pour réinitialiser votre mot de passe.',
    de: 'Die Wallet dieser Organisation wird offenbar vom Unternehmen selbst gehostet. Bitte wenden Sie sich an den Administrator, um Ihr Passwort zurückzusetzen.',
  },
  // The spec's sentence sends a user to their administrator; the administrator reading it has nobody to
  // ask: their company wallet's passwords are reset in this portal, by another of its administrators.
  'passwordReset.companyWallet.adminNote': {
    en: "Are you this organization's administrator? Your company wallet's passwords are reset in this portal: another administrator of your organization signs in and chooses Users, then Change password on your row. Without another administrator, the people who run your company wallet reset it in the wallet itself.",
    nl: 'Bent u de beheerder van deze organisatie? De wachtwoorden van uw bedrijfswallet worden in dit portaal hersteld: een andere beheerder van uw organisatie logt in en kiest Gebruikers, dan Wachtwoord wijzigen op uw rij. Zonder andere beheerder herstellen de mensen die uw bedrijfswallet beheren het in de wallet zelf.',
    fr: 'Êtes-vous l’administrateur de cette organisation ? Les mots de passe du portefeuille de votre entreprise se réinitialisent dans ce portail : un autre administrateur de votre organisation s’identifie, choisit Utilisateurs, puis Changer le mot de passe sur votre ligne. Sans autre administrateur, les personnes qui gèrent le portefeuille de votre entreprise le réinitialisent dans le portefeuille lui-même.',
    de: 'Sind Sie der Administrator dieser Organisation? Die Passwörter Ihres Firmen-Wallets werden in diesem Portal zurückgesetzt: Ein anderer Administrator Ihrer Organisation meldet sich an und wählt „Benutzer“, dann „Passwort ändern“ in Ihrer Zeile. Gibt es keinen anderen Administrator, setzen die Personen, die Ihr Firmen-Wallet betreiben, das Passwort im Wallet selbst zurück.',
  },
  'passwordReset.error.missingCode': {
    en: 'Missing password reset code',
    nl: 'Code voor wachtwoordherstel ontbreekt',
    fr: 'Code de réinitialisation du mot de passe manquant',
    de: 'Code zum Zurücksetzen des Passworts fehlt',
  },
  'passwordReset.error.linkExpired': {
    en: 'Your link expired. Please request a new one on the login screen.',
    nl: 'Uw link is verlopen. Vraag een nieuwe aan op het inlogscherm.',
    fr: 'Votre lien a expiré. Veuillez en demander un nouveau depuis l’écran d’identification.',
    de: 'Ihr Link ist abgelaufen. Bitte fordern Sie auf der Anmeldeseite einen neuen an.',
  },
  'passwordReset.error.alreadyUsed': {
    en: 'Password reset link has already been used. Please request a new one on the login screen.',
    nl: 'De link voor wachtwoordherstel is al gebruikt. Vraag een nieuwe aan op het inlogscherm.',
    fr: 'Ce lien de réinitialisation du mot de passe a déjà été utilisé. Veuillez en demander un nouveau depuis l’écran d’identification.',
    de: 'Der Link zum Zurücksetzen des Passworts wurde bereits verwendet. Bitte fordern Sie auf der Anmeldeseite einen neuen an.',
  },
  'passwordReset.error.expired': {
    en: 'Password reset link has expired. Please request a new one on the login screen.',
    nl: 'De link voor wachtwoordherstel is verlopen. Vraag een nieuwe aan op het inlogscherm.',
    fr: 'Ce lien de réinitialisation du mot de passe a expiré. Veuillez en demander un nouveau depuis l’écran d’identification.',
    de: 'Der Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordern Sie auf der Anmeldeseite einen neuen an.',
  },
  'passwordReset.error.notFound': {
    en: 'Could not find password reset request',
    nl: 'Kon de aanvraag voor wachtwoordherstel niet vinden',
    fr: 'Impossible de trouver la demande de réinitialisation du mot de passe',
    de: 'Die Anfrage zum Zurücksetzen des Passworts wurde nicht gefunden',
  },
  'passwordReset.error.failed': {
    en: 'There was a problem resetting your password: {error}',
    nl: 'Er was een probleem bij het herstellen van uw wachtwoord: {error}',
    fr: 'Un problème est survenu lors de la réinitialisation de votre mot de passe : {error}',
    de: 'Beim Zurücksetzen Ihres Passworts ist ein Problem aufgetreten: {error}',
  },
});
