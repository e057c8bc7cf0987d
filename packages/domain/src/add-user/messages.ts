import { defineMessages } from '../messages/define.ts';

/** The set-password page of a new user (product-reference §2.3, §5 New password, §8 Add user). */
export const addUserMessages = defineMessages({
  'addUser.title': { en: 'Set your wallet password', nl: 'Stel uw walletwachtwoord in' },
  'addUser.intro': {
    en: 'Welcome {name}. Choose the password of your wallet account for {organization}.',
    nl: 'Welkom {name}. Kies het wachtwoord van uw walletaccount voor {organization}.',
  },
  'addUser.field.password': { en: 'New password', nl: 'Nieuw wachtwoord' },
  'addUser.field.passwordCheck': { en: 'Re-enter new password', nl: 'Herhaal nieuw wachtwoord' },
  'addUser.passwordsDontMatch': { en: "Passwords don't match", nl: 'Wachtwoorden komen niet overeen' },
  'addUser.submit': { en: 'Set password', nl: 'Wachtwoord instellen' },
  'addUser.success': {
    en: 'Your password has been set. You can now log in with your email address and this password.',
    nl: 'Uw wachtwoord is ingesteld. U kunt nu inloggen met uw e-mailadres en dit wachtwoord.',
  },
  'addUser.toLogin': { en: 'Go to login', nl: 'Naar inloggen' },
  'addUser.toApp': { en: 'Open the {product} App', nl: 'Open de {product} App' },
  'addUser.error.missingCode': { en: 'Missing accept code', nl: 'Acceptatiecode ontbreekt' },
  'addUser.error.linkExpired': {
    en: 'Your link expired. Please request a new one from the admin that invited you.',
    nl: 'Uw link is verlopen. Vraag een nieuwe aan bij de beheerder die u heeft uitgenodigd.',
  },
  'addUser.error.alreadyActive': {
    en: 'Your account is already active. You can log in with your email address and wallet password.',
    nl: 'Uw account is al actief. U kunt inloggen met uw e-mailadres en walletwachtwoord.',
  },
  'addUser.error.walletUrlUnknown': {
    en: 'Wallet URL is unknown. Please contact support at {support}.',
    nl: 'Wallet-URL is onbekend. Neem contact op met support via {support}.',
  },
});
