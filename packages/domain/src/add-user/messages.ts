import { defineMessages } from '../messages/define.ts';

/** The set-password page of a new user (product-reference §2.3, §5 New password, §8 Add user). */
export const addUserMessages = defineMessages({
  'addUser.title': {
    en: 'Set your wallet password',
    nl: 'Stel uw walletwachtwoord in',
    fr: 'Définissez le mot de passe de votre portefeuille',
    de: 'Legen Sie Ihr Wallet-Passwort fest',
  },
  'addUser.intro': {
    en: 'Welcome {name}. Choose the password of your wallet account for {organization}.',
    nl: 'Welkom {name}. Kies het wachtwoord van uw walletaccount voor {organization}.',
    fr: 'Bienvenue, {name}. Choisissez le mot de passe de votre compte de portefeuille pour {organization}.',
    de: 'Willkommen, {name}. Wählen Sie das Passwort Ihres Wallet-Kontos für {organization}.',
  },
  'addUser.field.password': {
    en: 'New password',
    nl: 'Nieuw wachtwoord',
    fr: 'Nouveau mot de passe',
    de: 'Neues Passwort',
  },
  'addUser.field.passwordCheck': {
    en: 'Re-enter new password',
    nl: 'Herhaal nieuw wachtwoord',
    fr: 'Confirmer le nouveau mot de passe',
    de: 'Neues Passwort wiederholen',
  },
  'addUser.passwordsDontMatch': {
    en: "Passwords don't match",
    nl: 'Wachtwoorden komen niet overeen',
    fr: 'Le mot de passe et sa confirmation ne correspondent pas',
    de: 'Passwort und Bestätigung stimmen nicht überein',
  },
  'addUser.submit': {
    en: 'Set password',
    nl: 'Wachtwoord instellen',
    fr: 'Définir le mot de passe',
    de: 'Passwort festlegen',
  },
  'addUser.success': {
    en: 'Your password has been set. You can now log in with your email address and this password.',
    nl: 'Uw wachtwoord is ingesteld. U kunt nu inloggen met uw e-mailadres en dit wachtwoord.',
    fr: 'Votre mot de passe a été défini. Vous pouvez maintenant vous identifier avec votre adresse e-mail et ce mot de passe.',
    de: 'Ihr Passwort wurde festgelegt. Sie können sich jetzt mit Ihrer E-Mail-Adresse und diesem Passwort anmelden.',
  },
  'addUser.toLogin': {
    en: 'Go to login',
    nl: 'Naar inloggen',
    fr: 'Aller à l’identification',
    de: 'Zur Anmeldung',
  },
  'addUser.toApp': {
    en: 'Open the {product} App',
    nl: 'Open de {product} App',
    fr: 'Ouvrir {product} App',
    de: '{product} App öffnen',
  },
  'addUser.error.missingCode': {
    en: 'Missing accept code',
    nl: 'Acceptatiecode ontbreekt',
    fr: 'Code d’acceptation manquant',
    de: 'Annahmecode fehlt',
  },
  'addUser.error.linkExpired': {
    en: 'Your link expired. Please request a new one from the admin that invited you.',
    nl: 'Uw link is verlopen. Vraag een nieuwe aan bij de beheerder die u heeft uitgenodigd.',
    fr: 'Votre lien a expiré. Veuillez en demander un nouveau à l’administrateur qui vous a invité.',
    de: 'Ihr Link ist abgelaufen. Bitte fordern Sie bei dem Administrator, der Sie eingeladen hat, einen neuen an.',
  },
  'addUser.error.alreadyActive': {
    en: 'Your account is already active. You can log in with your email address and wallet password.',
    nl: 'Uw account is al actief. U kunt inloggen met uw e-mailadres en walletwachtwoord.',
    fr: 'Votre compte est déjà actif. Vous pouvez vous identifier avec votre adresse e-mail et le mot de passe de votre portefeuille.',
    de: 'Ihr Konto ist bereits aktiv. Sie können sich mit Ihrer E-Mail-Adresse und Ihrem Wallet-Passwort anmelden.',
  },
  'addUser.error.walletUrlUnknown': {
    en: 'Wallet URL is unknown. Please contact support at {support}.',
    nl: 'Wallet-URL is onbekend. Neem contact op met support via {support}.',
    fr: 'L’URL du portefeuille est inconnue. Veuillez contacter le support à l’adresse {support}.',
    de: 'Die Wallet-URL ist unbekannt. Bitte wenden Sie sich an den Support unter {support}.',
  },
});
