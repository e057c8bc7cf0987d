import { defineMessages } from '../messages/define.ts';

/** Account types (product-reference §1, §9), prefixed with the product's short name, and the expired page. */
export const subscriptionMessages = defineMessages({
  'subscriptions.type.api': { en: '{product} API', nl: '{product} API' },
  'subscriptions.type.premiumFreeTrial': {
    en: '{product} Premium Free Trial',
    nl: '{product} Premium gratis proefperiode',
  },
  'subscriptions.type.premium': { en: '{product} Premium', nl: '{product} Premium' },
  'subscriptions.type.freemium': { en: '{product} Freemium', nl: '{product} Freemium' },
  'subscriptions.type.basic': { en: '{product} Basic', nl: '{product} Basic' },
  'subscriptions.expired': {
    en: 'Your subscription expired. Therefore, your account has been deactivated temporarily.',
    nl: 'Uw abonnement is verlopen. Daarom is uw account tijdelijk gedeactiveerd.',
  },
  'subscriptions.expired.options': {
    en: 'To continue, choose one of the following options:',
    nl: 'Kies een van de volgende opties om verder te gaan:',
  },
  'subscriptions.expired.orderPremium': {
    en: 'Order {product} Premium to reactivate your account with all features.',
    nl: 'Bestel {product} Premium om uw account met alle functies opnieuw te activeren.',
  },
  'subscriptions.expired.migrateBasic': {
    en: 'Migrate to {product} Basic, with an on-premise wallet run by your company.',
    nl: 'Migreer naar {product} Basic, met een on-premise wallet die uw bedrijf zelf draait.',
  },
});
