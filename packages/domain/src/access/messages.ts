import { defineMessages } from '../messages/define.ts';

/** The access rules' texts (product-reference §2.1) and the admin nav links (§2.2). */
export const accessMessages = defineMessages({
  'access.notAdmin': {
    en: 'Access denied: you cannot enter this page because you are not an admin user',
    nl: 'Toegang geweigerd: u kunt deze pagina niet openen omdat u geen beheerder bent',
    fr: 'Accès refusé : vous ne pouvez pas accéder à cette page, car vous n’êtes pas administrateur',
    de: 'Zugriff verweigert: Sie können diese Seite nicht öffnen, da Sie kein Administrator sind',
  },
  'access.notAdminAdvice': {
    en: 'Please contact the admin of your organization if you need access, or continue to the {product} App.',
    nl: 'Neem contact op met de beheerder van uw organisatie als u toegang nodig hebt, of ga verder naar de {product} App.',
    fr: 'Veuillez contacter l’administrateur de votre organisation si vous avez besoin d’un accès, ou accédez à {product} App.',
    de: 'Wenden Sie sich an den Administrator Ihrer Organisation, wenn Sie Zugriff benötigen, oder wechseln Sie zur {product} App.',
  },
  'access.errorTitle': {
    en: 'An error occured',
    nl: 'Er is een fout opgetreden',
    fr: 'Une erreur s’est produite',
    de: 'Ein Fehler ist aufgetreten',
  },
  'access.denied': {
    en: 'Access denied',
    nl: 'Toegang geweigerd',
    fr: 'Accès refusé',
    de: 'Zugriff verweigert',
  },
  'access.goBack': { en: 'Go back', nl: 'Ga terug', fr: 'Retour', de: 'Zurück' },
  'access.nav.organization': {
    en: 'Organization profile',
    nl: 'Organisatieprofiel',
    fr: 'Profil de l’organisation',
    de: 'Organisationsprofil',
  },
  'access.nav.users': { en: 'Users', nl: 'Gebruikers', fr: 'Utilisateurs', de: 'Benutzer' },
  'access.nav.connections': { en: 'Connections', nl: 'Verbindingen', fr: 'Connexions', de: 'Verbindungen' },
  'access.nav.integrations': {
    en: 'Integrations',
    nl: 'Integraties',
    fr: 'Intégrations',
    de: 'Integrationen',
  },
  'access.nav.activity': { en: 'Activity', nl: 'Activiteit', fr: 'Activité', de: 'Aktivität' },
});
