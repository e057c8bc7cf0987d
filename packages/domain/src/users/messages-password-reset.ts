import { defineMessages } from '../messages/define.ts';

/** The admin password reset chooser, its results and the upgrade dialog (product-reference §2.5, §5, §8). */
export const userPasswordResetMessages = defineMessages({
  'users.passwordReset.title': {
    en: 'Choose for which organizations you wish to reset your password',
    nl: 'Kies voor welke organisaties u uw wachtwoord wilt resetten',
  },
  // The spec's title speaks to the user whose password it is; an admin resetting someone else's
  // password is told whose it is under the title.
  'users.passwordReset.target': {
    en: 'You are resetting the password of {name} ({email}).',
    nl: 'U reset het wachtwoord van {name} ({email}).',
  },
  'users.passwordReset.column.name': { en: 'Name', nl: 'Naam' },
  'users.passwordReset.column.vat': { en: 'VAT', nl: 'Btw-nummer' },
  'users.passwordReset.column.address': { en: 'Address', nl: 'Adres' },
  'users.passwordReset.column.url': { en: 'URL', nl: 'URL' },
  'users.passwordReset.column.status': { en: 'Status', nl: 'Status' },
  'users.passwordReset.dot.grey': { en: 'Not checked', nl: 'Niet gecontroleerd' },
  'users.passwordReset.dot.green': { en: 'Available', nl: 'Beschikbaar' },
  'users.passwordReset.dot.red': { en: 'Unreachable', nl: 'Onbereikbaar' },
  'users.passwordReset.field.password': { en: 'New password', nl: 'Nieuw wachtwoord' },
  'users.passwordReset.field.confirmation': { en: 'Re-enter new password', nl: 'Herhaal nieuw wachtwoord' },
  /** The confirmation's name inside 'Please provide a {label}'. */
  'users.passwordReset.field.confirmationName': { en: 'password confirmation', nl: 'wachtwoordbevestiging' },
  'users.passwordReset.submit': { en: 'Reset password(s)', nl: 'Wachtwoord(en) resetten' },
  'users.passwordReset.cancel': { en: 'Cancel password reset', nl: 'Wachtwoordreset annuleren' },
  'users.passwordReset.error.noOrganization': {
    en: 'Please choose at least one organization from the list',
    nl: 'Kies minstens één organisatie uit de lijst',
  },
  'users.passwordReset.error.password': {
    en: 'Choose a password for the company wallet, containing at least 6 characters',
    nl: 'Kies een wachtwoord voor de bedrijfswallet van minstens 6 tekens',
  },
  'users.passwordReset.error.mismatch': {
    en: "Passwords don't match",
    nl: 'Wachtwoorden komen niet overeen',
  },
  'users.passwordReset.error.notSelectable': {
    en: 'Organization {name} cannot be chosen for a password reset',
    nl: 'Organisatie {name} kan niet gekozen worden voor een wachtwoordreset',
  },
  'users.passwordReset.upgrade.title': { en: 'Wallet upgrade required', nl: 'Wallet-upgrade vereist' },
  'users.passwordReset.upgrade.text': {
    en: 'Resetting passwords needs wallet version {required} or later. The wallet on {url} runs version {version}. Please upgrade it by following the procedure.',
    nl: 'Voor het resetten van wachtwoorden is walletversie {required} of hoger nodig. De wallet op {url} draait versie {version}. Werk deze bij volgens de procedure.',
  },
  'users.passwordReset.upgrade.link': {
    en: 'Upgrade procedure (PDF)',
    nl: 'Upgradeprocedure (PDF)',
  },
  'users.passwordReset.results.title': { en: 'Password reset results', nl: 'Resultaten wachtwoordreset' },
  'users.passwordReset.results.organization': { en: 'Organization', nl: 'Organisatie' },
  'users.passwordReset.results.result': { en: 'Result', nl: 'Resultaat' },
  'users.passwordReset.results.message': { en: 'Message', nl: 'Bericht' },
  'users.passwordReset.results.success': { en: 'Success', nl: 'Gelukt' },
  'users.passwordReset.results.failure': { en: 'Failure', nl: 'Mislukt' },
  'users.passwordReset.results.successMessage': {
    en: 'Password reset successfully',
    nl: 'Wachtwoord succesvol gereset',
  },
  'users.passwordReset.results.failureMessage': {
    en: 'Password reset failed: {error}',
    nl: 'Wachtwoordreset mislukt: {error}',
  },
  'users.passwordReset.results.noAnswer': {
    en: 'The wallet gave no answer for this organization',
    nl: 'De wallet gaf geen antwoord voor deze organisatie',
  },
  'users.passwordReset.results.close': { en: 'Close', nl: 'Sluiten' },
});
