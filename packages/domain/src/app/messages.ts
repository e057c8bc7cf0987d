import { defineMessages } from '../messages/define.ts';

/**
 * The app shell's texts (product-reference §2.1, §2.2): top bar, help drawer, cookie banner, version tag, language
 * switch and the placeholders of pages a later step fills. The session dialogs ('Please wait', 'Your
 * session has expired', ...) and the error page texts live in session/messages.ts, the access-denied
 * texts and nav labels in access/messages.ts. {product} is the product's short name.
 */
export const appMessages = defineMessages({
  'app.notFound': {
    en: 'No page exists for this route',
    nl: 'Er bestaat geen pagina voor deze route',
    fr: 'Aucune page n’existe à cette adresse',
    de: 'Unter dieser Adresse gibt es keine Seite',
  },
  'app.nav.label': {
    en: 'Admin navigation',
    nl: 'Beheernavigatie',
    fr: 'Navigation d’administration',
    de: 'Verwaltungsnavigation',
  },
  'app.nav.app': { en: 'APP', nl: 'APP', fr: 'APP', de: 'APP' },
  'app.nav.menu': { en: 'Menu', nl: 'Menu', fr: 'Menu', de: 'Menü' },
  'app.nav.home': {
    en: '{product}: home page',
    nl: '{product}: startpagina',
    fr: '{product} : page d’accueil',
    de: '{product}: Startseite',
  },
  'app.skipLink': {
    en: 'Skip to main content',
    nl: 'Naar de hoofdinhoud',
    fr: 'Aller au contenu principal',
    de: 'Zum Hauptinhalt springen',
  },
  'app.wayBack.login': {
    en: 'Back to the login screen',
    nl: 'Terug naar het inlogscherm',
    fr: 'Retour à l’écran d’identification',
    de: 'Zurück zur Anmeldeseite',
  },
  'app.wayBack.home': {
    en: 'Go to the home page',
    nl: 'Naar de startpagina',
    fr: 'Aller à la page d’accueil',
    de: 'Zur Startseite',
  },
  // {name}, not {label}: a {label} is put in lower case to stand inside a sentence ('App' would read 'app').
  'app.nav.newTab': {
    en: '{name} (opens in a new tab)',
    nl: '{name} (opent in een nieuw tabblad)',
    fr: '{name} (s’ouvre dans un nouvel onglet)',
    de: '{name} (öffnet in einem neuen Tab)',
  },
  'app.menu.app': { en: 'App', nl: 'App', fr: 'App', de: 'App' },
  // Beside the EULA and pricing checkboxes: the document each one accepts.
  'app.document.eula': {
    en: 'Read the end user license agreement',
    nl: 'Lees de licentieovereenkomst voor eindgebruikers',
    fr: 'Lire le contrat de licence utilisateur final',
    de: 'Endbenutzer-Lizenzvertrag lesen',
  },
  'app.document.pricing': {
    en: 'Read the pricing',
    nl: 'Lees de prijzen',
    fr: 'Consulter les tarifs',
    de: 'Preise ansehen',
  },
  'app.menu.open': { en: 'Profile menu', nl: 'Profielmenu', fr: 'Menu du profil', de: 'Profilmenü' },
  'app.releaseInfoApp': {
    en: 'Go to the {product} App',
    nl: 'Naar de {product} App',
    fr: 'Accéder à {product} App',
    de: 'Zur {product} App',
  },
  'app.help': { en: 'Help', nl: 'Help', fr: 'Aide', de: 'Hilfe' },
  'app.help.frame': { en: 'Help page', nl: 'Helppagina', fr: 'Page d’aide', de: 'Hilfeseite' },
  'app.language': { en: 'Language', nl: 'Taal', fr: 'Langue', de: 'Sprache' },
  // Each language is named in its own language, in every catalogue (architecture §4).
  'app.language.en': { en: 'English', nl: 'English', fr: 'English', de: 'English' },
  'app.language.nl': { en: 'Nederlands', nl: 'Nederlands', fr: 'Nederlands', de: 'Nederlands' },
  'app.language.fr': { en: 'Français', nl: 'Français', fr: 'Français', de: 'Français' },
  'app.language.de': { en: 'Deutsch', nl: 'Deutsch', fr: 'Deutsch', de: 'Deutsch' },
  'app.cookie.text': {
    en: 'This site uses cookies to keep you signed in and to remember your choices. Do you accept them?',
    nl: 'Deze site gebruikt cookies om u ingelogd te houden en uw keuzes te onthouden. Gaat u daarmee akkoord?',
    fr: 'Ce site utilise des cookies pour que vous restiez identifié et pour mémoriser vos choix. Les acceptez-vous ?',
    de: 'Diese Website verwendet Cookies, damit Sie angemeldet bleiben und Ihre Auswahl gespeichert wird. Akzeptieren Sie die Cookies?',
  },
  'app.cookie.ok': { en: 'OK', nl: 'OK', fr: 'OK', de: 'OK' },
  'app.cookie.decline': { en: 'Decline', nl: 'Weigeren', fr: 'Refuser', de: 'Ablehnen' },
  'app.cookie.label': {
    en: 'Cookie consent',
    nl: 'Toestemming voor cookies',
    fr: 'Consentement aux cookies',
    de: 'Cookie-Einwilligung',
  },
  'app.version': { en: 'v{version}', nl: 'v{version}', fr: 'v{version}', de: 'v{version}' },
  'app.finalActivation.text': {
    en: 'Your account is almost ready. Please contact us at {email} to complete its activation.',
    nl: 'Uw account is bijna klaar. Neem contact met ons op via {email} om de activering te voltooien.',
    fr: 'Votre compte est presque prêt. Veuillez nous contacter à l’adresse {email} pour finaliser son activation.',
    de: 'Ihr Konto ist fast fertig. Bitte kontaktieren Sie uns unter {email}, um die Aktivierung abzuschließen.',
  },
  'app.close': { en: 'Close', nl: 'Sluiten', fr: 'Fermer', de: 'Schließen' },
  // The caret of a native select (Blueprint's HTMLSelect).
  'app.select.open': {
    en: 'Open dropdown',
    nl: 'Keuzelijst openen',
    fr: 'Ouvrir la liste',
    de: 'Liste öffnen',
  },
  'app.error.unexpected': {
    en: 'Something unexpected went wrong while showing this page.',
    nl: 'Er ging iets onverwachts mis bij het tonen van deze pagina.',
    fr: 'Une erreur inattendue s’est produite lors de l’affichage de cette page.',
    de: 'Beim Anzeigen dieser Seite ist ein unerwarteter Fehler aufgetreten.',
  },
  'app.config.error': {
    en: 'The portal could not load its settings. Please try again later.',
    nl: 'De portal kon zijn instellingen niet laden. Probeer het later opnieuw.',
    fr: 'Le portail n’a pas pu charger ses paramètres. Veuillez réessayer plus tard.',
    de: 'Das Portal konnte seine Einstellungen nicht laden. Bitte versuchen Sie es später erneut.',
  },
  'app.notifications': {
    en: 'Notifications',
    nl: 'Meldingen',
    fr: 'Notifications',
    de: 'Benachrichtigungen',
  },
  // The browser tab's title: the page, then the product's name.
  'app.title': {
    en: '{page} – {product}',
    nl: '{page} – {product}',
    fr: '{page} – {product}',
    de: '{page} – {product}',
  },
  // Headings of the pages a later step fills (the onboarding, reset, add-user and callback pages).
  'app.page.invitation': {
    en: 'Create your account',
    nl: 'Maak uw account aan',
    fr: 'Créez votre compte',
    de: 'Erstellen Sie Ihr Konto',
  },
  'app.page.passwordReset': {
    en: 'Reset your password',
    nl: 'Herstel uw wachtwoord',
    fr: 'Réinitialisez votre mot de passe',
    de: 'Setzen Sie Ihr Passwort zurück',
  },
  'app.page.walletAddUser': {
    en: 'Set your wallet password',
    nl: 'Stel uw walletwachtwoord in',
    fr: 'Définissez le mot de passe de votre portefeuille',
    de: 'Legen Sie Ihr Wallet-Passwort fest',
  },
  'app.page.cpoint': {
    en: 'Connecting...',
    nl: 'Verbinden...',
    fr: 'Liaison en cours…',
    de: 'Verbindung wird hergestellt…',
  },
});
