import { defineMessages } from '../messages/define.ts';

/** Account types (product-reference §1, §9), prefixed with the product's short name, and the expired page. */
export const subscriptionMessages = defineMessages({
  'subscriptions.type.api': {
    en: '{product} API',
    nl: '{product} API',
    fr: 'API {product}',
    de: '{product} API',
  },
  'subscriptions.type.premiumFreeTrial': {
    en: '{product} Premium Free Trial',
    nl: '{product} Premium gratis proefperiode',
    fr: '{product} Premium – essai gratuit',
    de: '{product} Premium – kostenlose Testphase',
  },
  'subscriptions.type.premium': {
    en: '{product} Premium',
    nl: '{product} Premium',
    fr: '{product} Premium',
    de: '{product} Premium',
  },
  'subscriptions.type.freemium': {
    en: '{product} Freemium',
    nl: '{product} Freemium',
    fr: '{product} Freemium',
    de: '{product} Freemium',
  },
  'subscriptions.type.basic': {
    en: '{product} Basic',
    nl: '{product} Basic',
    fr: '{product} Basic',
    de: '{product} Basic',
  },
  'subscriptions.expired': {
    en: 'Your subscription expired. Therefore, your account has been deactivated temporarily.',
    nl: 'Uw abonnement is verlopen. Daarom is uw account tijdelijk gedeactiveerd.',
    fr: 'Votre abonnement a expiré. Votre compte a donc été temporairement désactivé.',
    de: 'Ihr Abonnement ist abgelaufen. Ihr Konto wurde daher vorübergehend deaktiviert.',
  },
  'subscriptions.expired.options': {
    en: 'To continue, choose one of the following options:',
    nl: 'Kies een van de volgende opties om verder te gaan:',
    fr: 'Pour continuer, choisissez l’une des options suivantes :',
    de: 'Wählen Sie eine der folgenden Optionen, um fortzufahren:',
  },
  'subscriptions.expired.orderPremium': {
    en: 'Order {product} Premium to reactivate your account with all features.',
    nl: 'Bestel {product} Premium om uw account met alle functies opnieuw te activeren.',
    fr: 'Commandez {product} Premium pour réactiver votre compte avec toutes les fonctionnalités.',
    de: 'Bestellen Sie {product} Premium, um Ihr Konto mit allen Funktionen zu reaktivieren.',
  },
  'subscriptions.expired.migrateBasic': {
    en: 'Migrate to {product} Basic, with an on-premise wallet run by your company.',
    nl: 'Migreer naar {product} Basic, met een on-premise wallet die uw bedrijf zelf draait.',
    fr: 'Passez à {product} Basic, avec un portefeuille hébergé sur site par votre entreprise.',
    de: 'Wechseln Sie zu {product} Basic, mit einer Wallet, die Ihr Unternehmen selbst vor Ort betreibt.',
  },
});
