import { defineMessages } from '../messages/define.ts';

/** The access rules' texts (product-reference §2.1) and the admin nav links (§2.2). */
export const accessMessages = defineMessages({
  'access.notAdmin': {
    en: 'Access denied: you cannot enter this page because you are not an admin user',
    nl: 'Toegang geweigerd: u kunt deze pagina niet openen omdat u geen beheerder bent',
  },
  'access.notAdminAdvice': {
    en: 'Please contact the admin of your organization if you need access, or continue to the {product} App.',
    nl: 'Neem contact op met de beheerder van uw organisatie als u toegang nodig hebt, of ga verder naar de {product} App.',
  },
  'access.errorTitle': { en: 'An error occured', nl: 'Er is een fout opgetreden' },
  'access.denied': { en: 'Access denied', nl: 'Toegang geweigerd' },
  'access.goBack': { en: 'Go back', nl: 'Ga terug' },
  'access.nav.organization': { en: 'Organization profile', nl: 'Organisatieprofiel' },
  'access.nav.users': { en: 'Users', nl: 'Gebruikers' },
  'access.nav.connections': { en: 'Connections', nl: 'Verbindingen' },
  'access.nav.integrations': { en: 'Integrations', nl: 'Integraties' },
  'access.nav.activity': { en: 'Activity', nl: 'Activiteit' },
});
