import { defineMessages } from '../messages/define.ts';

/** Login, two-factor, EULA and session texts (product-reference §2.3, §5 Login, §8 Session and Login). */
export const sessionMessages = defineMessages({
  'session.field.email': { en: 'Email', nl: 'E-mail' },
  'session.field.organization': { en: 'Organization', nl: 'Organisatie' },
  'session.field.password': { en: 'Password', nl: 'Wachtwoord' },
  'session.field.twoFactorCode': { en: '2FA code', nl: '2FA-code' },
  'session.password.show': { en: 'Show password', nl: 'Wachtwoord tonen' },
  'session.password.hide': { en: 'Hide password', nl: 'Wachtwoord verbergen' },
  'session.login': { en: 'Login', nl: 'Inloggen' },
  'session.useAnotherEmail': { en: 'Use another email address', nl: 'Een ander e-mailadres gebruiken' },
  'session.forgotPassword': { en: 'Forgot password?', nl: 'Wachtwoord vergeten?' },
  'session.selectOrganization': {
    en: 'Please select an organization from the list',
    nl: 'Selecteer een organisatie uit de lijst',
  },
  'session.notActivatedYet': { en: 'Not activated yet', nl: 'Nog niet geactiveerd' },
  'session.twoFactor.codeLength': {
    en: 'The 2FA code has 6 digits',
    nl: 'De 2FA-code bestaat uit 6 cijfers',
  },
  'session.twoFactor.note': {
    en: 'We sent a verification code to your email address. The code comes from {sender}; if you do not see it, please check your spam folder.',
    nl: 'We hebben een verificatiecode naar uw e-mailadres gestuurd. De code komt van {sender}; ziet u hem niet, kijk dan in uw spammap.',
  },
  'session.twoFactor.verify': { en: 'Verify', nl: 'Verifiëren' },
  'session.twoFactor.resend': { en: 'Re-send code', nl: 'Code opnieuw versturen' },
  'session.cancel': { en: 'Cancel', nl: 'Annuleren' },
  'session.twoFactor.codeSent': {
    en: 'Verification code sent successfully',
    nl: 'Verificatiecode succesvol verstuurd',
  },
  'session.twoFactor.invalidCode': {
    en: 'The verification code is not valid. Please try again or re-send the code.',
    nl: 'De verificatiecode is niet geldig. Probeer opnieuw of verstuur de code opnieuw.',
  },
  'session.eula.accept': {
    en: 'I have read and accept the end user license agreement',
    nl: 'Ik heb de licentieovereenkomst voor eindgebruikers gelezen en aanvaard deze',
  },
  'session.eula.required': {
    en: 'Please accept the end user license agreement',
    nl: 'Aanvaard de licentieovereenkomst voor eindgebruikers',
  },
  'session.eula.continue': { en: 'Accept and continue to app', nl: 'Aanvaarden en doorgaan naar de app' },
  'session.pleaseWait': { en: 'Please wait', nl: 'Even geduld' },
  'session.expired': { en: 'Your session has expired', nl: 'Uw sessie is verlopen' },
  'session.finalActivation': {
    en: 'Contact us for your final activation',
    nl: 'Neem contact met ons op voor uw definitieve activering',
  },
  'session.problem': { en: 'A problem occured', nl: 'Er is een probleem opgetreden' },
  'session.returnToLogin': { en: 'Return to login screen', nl: 'Terug naar het inlogscherm' },
  'session.passwordLinkSent': { en: 'Password link sent', nl: 'Wachtwoordlink verstuurd' },
  'session.passwordLinkSent.text': {
    en: 'If this email address is known for the chosen organization, a link to reset your password has been sent to it.',
    nl: 'Als dit e-mailadres bekend is voor de gekozen organisatie, is er een link gestuurd om uw wachtwoord te herstellen.',
  },
  'session.logout': { en: 'Logout', nl: 'Uitloggen' },
  'session.loggedOut': { en: 'Logged out', nl: 'Uitgelogd' },
  'session.organization.placeholder': { en: 'Select an organization', nl: 'Selecteer een organisatie' },
  'session.organization.notActivated': {
    en: '{name} – Not activated yet',
    nl: '{name} – Nog niet geactiveerd',
  },
  'session.notice.title': {
    en: 'Sign in with your identity wallet',
    nl: 'Veilig inloggen met uw identiteitswallet',
  },
  'session.notice.text': {
    en: 'Enter your email address, choose your organization and type the password of your wallet. Your password never leaves your wallet.',
    nl: 'Vul uw e-mailadres in, kies uw organisatie en typ het wachtwoord van uw wallet. Uw wachtwoord verlaat uw wallet nooit.',
  },
  'session.forgotPassword.intro': {
    en: 'Enter your email address and choose the organization whose wallet password you want to reset. We will mail you a link.',
    nl: 'Vul uw e-mailadres in en kies de organisatie waarvan u het walletwachtwoord wilt herstellen. We mailen u een link.',
  },
  'session.twoFactor.title': { en: 'Two-factor authentication', nl: 'Tweestapsverificatie' },
  'session.eula.title': { en: 'End user license agreement', nl: 'Licentieovereenkomst voor eindgebruikers' },
  'session.eula.text': {
    en: 'We have updated our end user license agreement. Please read and accept it to continue using the app.',
    nl: 'We hebben onze licentieovereenkomst voor eindgebruikers bijgewerkt. Lees en aanvaard deze om de app te blijven gebruiken.',
  },
  'session.expiredPage.orderPremium': { en: 'Order {product} Premium', nl: '{product} Premium bestellen' },
  'session.expiredPage.migrateBasic': {
    en: 'Migrate to {product} Basic',
    nl: 'Migreren naar {product} Basic',
  },
  'session.error.noUser': {
    en: 'No user found for this email address',
    nl: 'Geen gebruiker gevonden voor dit e-mailadres',
  },
  'session.error.notActivated': {
    en: 'Your account has not been activated. Please contact your administrator.',
    nl: 'Uw account is nog niet geactiveerd. Neem contact op met uw beheerder.',
  },
  'session.error.credentials': {
    en: 'Email or wallet password incorrect.',
    nl: 'E-mail of walletwachtwoord onjuist.',
  },
  'session.error.credentialsHint': {
    en: 'Please try another password or email address.',
    nl: 'Probeer een ander wachtwoord of e-mailadres.',
  },
  'session.error.couldNotGetToken': { en: 'Could not get token', nl: 'Kon geen token verkrijgen' },
  'session.error.notAuthenticated': {
    en: 'User not authenticated. Please click the button to return to the login screen',
    nl: 'Gebruiker niet ingelogd. Klik op de knop om terug te keren naar het inlogscherm',
  },
  'session.error.offline': {
    en: 'Login failed. We cannot reach the ID wallet of your organization. Please check your internet connection and make sure the wallet is running, then try again.',
    nl: 'Inloggen mislukt. We kunnen de ID-wallet van uw organisatie niet bereiken. Controleer uw internetverbinding en zorg dat de wallet draait, en probeer het dan opnieuw.',
  },
  'session.switch.menu': { en: 'Switch organization', nl: 'Van organisatie wisselen' },
  'session.switch.title': { en: 'Switch organization', nl: 'Van organisatie wisselen' },
  'session.switch.intro': {
    en: 'Sign in to another organization of {email} with the password of its wallet.',
    nl: 'Log in bij een andere organisatie van {email} met het wachtwoord van haar wallet.',
  },
  'session.switch.submit': { en: 'Switch', nl: 'Wisselen' },
});
