import { defineMessages } from '../messages/define.ts';

/** The reset-password link flow (product-reference §2.3 forgot password, §4, §8 Password reset). */
export const passwordResetMessages = defineMessages({
  'passwordReset.title': { en: 'Reset your password', nl: 'Herstel uw wachtwoord' },
  'passwordReset.intro': {
    en: 'Choose a new wallet password for {name}.',
    nl: 'Kies een nieuw walletwachtwoord voor {name}.',
  },
  'passwordReset.submit': { en: 'Reset password', nl: 'Wachtwoord herstellen' },
  'passwordReset.success': {
    en: 'Your password has been reset. You can now log in with your new password.',
    nl: 'Uw wachtwoord is hersteld. U kunt nu inloggen met uw nieuwe wachtwoord.',
  },
  'passwordReset.request': { en: 'Send password link', nl: 'Wachtwoordlink versturen' },
  'passwordReset.error.companyWallet': {
    en: 'The wallet for this organization seems to be hosted by the company itself. Please contact the administrator for your password reset.',
    nl: 'De wallet van deze organisatie lijkt door het bedrijf zelf te worden gehost. Neem contact op met de beheerder om uw wachtwoord te herstellen.',
  },
  // The spec's sentence sends a user to their administrator; the administrator reading it has nobody to
  // ask: their company wallet's passwords are reset in this portal, by another of its administrators.
  'passwordReset.companyWallet.adminNote': {
    en: "Are you this organization's administrator? Your company wallet's passwords are reset in this portal: another administrator of your organization signs in and chooses Users, then Change password on your row. Without another administrator, the people who run your company wallet reset it in the wallet itself.",
    nl: 'Bent u de beheerder van deze organisatie? De wachtwoorden van uw bedrijfswallet worden in dit portaal hersteld: een andere beheerder van uw organisatie logt in en kiest Gebruikers, dan Wachtwoord wijzigen op uw rij. Zonder andere beheerder herstellen de mensen die uw bedrijfswallet beheren het in de wallet zelf.',
  },
  'passwordReset.error.missingCode': {
    en: 'Missing password reset code',
    nl: 'Code voor wachtwoordherstel ontbreekt',
  },
  'passwordReset.error.linkExpired': {
    en: 'Your link expired. Please request a new one on the login screen.',
    nl: 'Uw link is verlopen. Vraag een nieuwe aan op het inlogscherm.',
  },
  'passwordReset.error.alreadyUsed': {
    en: 'Password reset link has already been used. Please request a new one on the login screen.',
    nl: 'De link voor wachtwoordherstel is al gebruikt. Vraag een nieuwe aan op het inlogscherm.',
  },
  'passwordReset.error.expired': {
    en: 'Password reset link has expired. Please request a new one on the login screen.',
    nl: 'De link voor wachtwoordherstel is verlopen. Vraag een nieuwe aan op het inlogscherm.',
  },
  'passwordReset.error.notFound': {
    en: 'Could not find password reset request',
    nl: 'Kon de aanvraag voor wachtwoordherstel niet vinden',
  },
  'passwordReset.error.failed': {
    en: 'There was a problem resetting your password: {error}',
    nl: 'Er was een probleem bij het herstellen van uw wachtwoord: {error}',
  },
});
