import { defineMessages } from '../messages/define.ts';

/**
 * The app shell's texts (product-reference §2.1, §2.2): top bar, help drawer, cookie banner, version tag, language
 * switch and the placeholders of pages a later step fills. The session dialogs ('Please wait', 'Your
 * session has expired', ...) and the error page texts live in session/messages.ts, the access-denied
 * texts and nav labels in access/messages.ts. {product} is the product's short name.
 */
export const appMessages = defineMessages({
  'app.notFound': { en: 'No page exists for this route', nl: 'Er bestaat geen pagina voor deze route' },
  'app.nav.label': { en: 'Admin navigation', nl: 'Beheernavigatie' },
  'app.nav.app': { en: 'APP', nl: 'APP' },
  'app.nav.menu': { en: 'Menu', nl: 'Menu' },
  'app.nav.home': { en: '{product}: home page', nl: '{product}: startpagina' },
  'app.skipLink': { en: 'Skip to main content', nl: 'Naar de hoofdinhoud' },
  'app.wayBack.login': { en: 'Back to the login screen', nl: 'Terug naar het inlogscherm' },
  'app.wayBack.home': { en: 'Go to the home page', nl: 'Naar de startpagina' },
  // {name}, not {label}: a {label} is put in lower case to stand inside a sentence ('App' would read 'app').
  'app.nav.newTab': { en: '{name} (opens in a new tab)', nl: '{name} (opent in een nieuw tabblad)' },
  'app.menu.app': { en: 'App', nl: 'App' },
  // Beside the EULA and pricing checkboxes: the document each one accepts.
  'app.document.eula': {
    en: 'Read the end user license agreement',
    nl: 'Lees de licentieovereenkomst voor eindgebruikers',
  },
  'app.document.pricing': { en: 'Read the pricing', nl: 'Lees de prijzen' },
  'app.menu.open': { en: 'Profile menu', nl: 'Profielmenu' },
  'app.releaseInfoApp': { en: 'Go to the {product} App', nl: 'Naar de {product} App' },
  'app.help': { en: 'Help', nl: 'Help' },
  'app.help.frame': { en: 'Help page', nl: 'Helppagina' },
  'app.language': { en: 'Language', nl: 'Taal' },
  // Each language is named in its own language, in both catalogues (architecture §4).
  'app.language.en': { en: 'English', nl: 'English' },
  'app.language.nl': { en: 'Nederlands', nl: 'Nederlands' },
  'app.cookie.text': {
    en: 'This site uses cookies to keep you signed in and to remember your choices. Do you accept them?',
    nl: 'Deze site gebruikt cookies om u ingelogd te houden en uw keuzes te onthouden. Gaat u daarmee akkoord?',
  },
  'app.cookie.ok': { en: 'OK', nl: 'OK' },
  'app.cookie.decline': { en: 'Decline', nl: 'Weigeren' },
  'app.cookie.label': { en: 'Cookie consent', nl: 'Toestemming voor cookies' },
  'app.version': { en: 'v{version}', nl: 'v{version}' },
  'app.finalActivation.text': {
    en: 'Your account is almost ready. Please contact us at {email} to complete its activation.',
    nl: 'Uw account is bijna klaar. Neem contact met ons op via {email} om de activering te voltooien.',
  },
  'app.close': { en: 'Close', nl: 'Sluiten' },
  // The caret of a native select (Blueprint's HTMLSelect).
  'app.select.open': { en: 'Open dropdown', nl: 'Keuzelijst openen' },
  'app.error.unexpected': {
    en: 'Something unexpected went wrong while showing this page.',
    nl: 'Er ging iets onverwachts mis bij het tonen van deze pagina.',
  },
  'app.config.error': {
    en: 'The portal could not load its settings. Please try again later.',
    nl: 'De portal kon zijn instellingen niet laden. Probeer het later opnieuw.',
  },
  'app.notifications': { en: 'Notifications', nl: 'Meldingen' },
  // The browser tab's title: the page, then the product's name.
  'app.title': { en: '{page} – {product}', nl: '{page} – {product}' },
  // Headings of the pages a later step fills (the onboarding, reset, add-user and callback pages).
  'app.page.invitation': { en: 'Create your account', nl: 'Maak uw account aan' },
  'app.page.passwordReset': { en: 'Reset your password', nl: 'Herstel uw wachtwoord' },
  'app.page.walletAddUser': { en: 'Set your wallet password', nl: 'Stel uw walletwachtwoord in' },
  'app.page.cpoint': { en: 'Connecting...', nl: 'Verbinden...' },
});
