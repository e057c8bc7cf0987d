import { defineMessages } from '../messages/define.ts';

export const walletMessages = defineMessages({
  'wallet.error.unreachable': {
    en: 'Could not reach your wallet. Are you sure it is running?',
    nl: 'Kon uw wallet niet bereiken. Weet u zeker dat deze draait?',
  },
  'wallet.check.noAnswer': { en: 'the wallet does not answer', nl: 'de wallet antwoordt niet' },
  'wallet.check.timeout': {
    en: 'the wallet did not answer within {seconds} seconds',
    nl: 'de wallet antwoordde niet binnen {seconds} seconden',
  },
  'wallet.check.httpStatus': {
    en: 'the wallet answered with an error (HTTP {status})',
    nl: 'de wallet antwoordde met een fout (HTTP {status})',
  },
  'wallet.check.noVersion': {
    en: 'the wallet did not send its version',
    nl: 'de wallet stuurde zijn versie niet',
  },
  'wallet.error.tokenExpired': { en: 'Wallet token expired', nl: 'Wallet-token verlopen' },
  'wallet.error.cannotConnect': {
    en: "Can't connect to wallet on {url}: {message}",
    nl: 'Kan geen verbinding maken met de wallet op {url}: {message}',
  },
  'wallet.error.invalidCredentialsHosted': {
    en: "Invalid credentials. Click the 'Forgot password' button if you forgot your password",
    nl: "Ongeldige inloggegevens. Klik op de knop 'Wachtwoord vergeten' als u uw wachtwoord bent vergeten",
  },
  'wallet.error.invalidCredentialsCompany': {
    en: 'Invalid credentials. If you forgot your password, please ask your administrator.',
    nl: 'Ongeldige inloggegevens. Vraag uw beheerder als u uw wachtwoord bent vergeten.',
  },
  'wallet.banner.howToUpdate': { en: 'How to update your wallet', nl: 'Zo werkt u uw wallet bij' },
  'wallet.banner.dismiss': { en: 'Dismiss', nl: 'Sluiten' },
  'wallet.newerVersionAvailable': {
    en: 'A newer wallet version is available: version {latest}. You are running version {version}.',
    nl: 'Er is een nieuwere walletversie beschikbaar: versie {latest}. U gebruikt versie {version}.',
  },
  'wallet.outdated': {
    en: 'You are running an outdated wallet. Required version is 1.1.4, you are running version {version}',
    nl: 'U gebruikt een verouderde wallet. Vereiste versie is 1.1.4, u gebruikt versie {version}',
  },
  'wallet.error.rejected': { en: '{message}', nl: '{message}' },
});
