import { defineMessages } from '../messages/define.ts';

/** The onboarding form of an invited organization (product-reference §2.3, §5 Onboarding, §8 Onboarding). */
export const onboardingMessages = defineMessages({
  'onboarding.step.create': { en: 'Create your account', nl: 'Maak uw account aan' },
  'onboarding.step.ready': { en: 'Ready', nl: 'Klaar' },
  'onboarding.trialOffer': {
    en: 'Start with a 3-month free trial of {product} Premium.',
    nl: 'Start met een gratis proefperiode van 3 maanden van {product} Premium.',
  },
  'onboarding.invitedBy': {
    en: '{inviter} invited your organization to the {product} App.',
    nl: '{inviter} heeft uw organisatie uitgenodigd voor de {product} App.',
  },
  'onboarding.section.organization': { en: 'Your organization', nl: 'Uw organisatie' },
  'onboarding.section.admin': { en: 'Admin user', nl: 'Beheerder' },
  'onboarding.section.onboarder': { en: 'Your details', nl: 'Uw gegevens' },
  'onboarding.section.connections': {
    en: 'Select the organizations you want to connect with',
    nl: 'Selecteer de organisaties waarmee u wilt verbinden',
  },
  'onboarding.field.adminFirstName': { en: 'First name', nl: 'Voornaam' },
  'onboarding.field.adminLastName': { en: 'Last name', nl: 'Achternaam' },
  'onboarding.field.adminEmail': { en: 'Admin email', nl: 'E-mail beheerder' },
  'onboarding.field.adminEmailCheck': { en: 'Repeat admin email', nl: 'Herhaal e-mail beheerder' },
  'onboarding.field.adminPhone': { en: 'Phone', nl: 'Telefoon' },
  'onboarding.field.onboarderFirstName': { en: 'Your first name', nl: 'Uw voornaam' },
  'onboarding.field.onboarderLastName': { en: 'Your last name', nl: 'Uw achternaam' },
  'onboarding.field.onboarderRole': { en: 'Your role', nl: 'Uw functie' },
  'onboarding.field.onboarderEmail': { en: 'Your email', nl: 'Uw e-mail' },
  'onboarding.field.onboarderPhone': { en: 'Your phone', nl: 'Uw telefoon' },
  'onboarding.field.eula': {
    en: 'I accept the end user license agreement',
    nl: 'Ik aanvaard de licentieovereenkomst voor eindgebruikers',
  },
  'onboarding.field.pricing': { en: 'I accept the pricing', nl: 'Ik aanvaard de prijzen' },
  'onboarding.countryRequired': { en: 'Please choose a country', nl: 'Kies een land' },
  'onboarding.emailMismatch': {
    en: 'Admin email addresses do not match',
    nl: 'De e-mailadressen van de beheerder komen niet overeen',
  },
  'onboarding.eulaRequired': {
    en: 'Please accept the end user license agreement',
    nl: 'Aanvaard de licentieovereenkomst voor eindgebruikers',
  },
  'onboarding.pricingRequired': { en: 'Please accept the pricing', nl: 'Aanvaard de prijzen' },
  'onboarding.submit': { en: 'Create account', nl: 'Account aanmaken' },
  'onboarding.ready': {
    en: 'Your account has been created. The admin user will receive an email with a link to set a wallet password.',
    nl: 'Uw account is aangemaakt. De beheerder ontvangt een e-mail met een link om een walletwachtwoord in te stellen.',
  },
  'onboarding.emailCheckHelper': {
    en: 'Type the admin email again; pasting is not possible here.',
    nl: 'Typ het e-mailadres van de beheerder opnieuw; plakken is hier niet mogelijk.',
  },
  'onboarding.column.name': { en: 'Name', nl: 'Naam' },
  'onboarding.column.vat': { en: 'VAT', nl: 'Btw-nummer' },
  'onboarding.column.city': { en: 'City', nl: 'Plaats' },
  'onboarding.column.connect': { en: 'Connect', nl: 'Verbinden' },
  'onboarding.noOrganizations': {
    en: 'There are no organizations to connect with yet.',
    nl: 'Er zijn nog geen organisaties om mee te verbinden.',
  },
  'onboarding.error.missingCode': { en: 'Missing invitation code', nl: 'Uitnodigingscode ontbreekt' },
  'onboarding.error.linkExpired': {
    en: 'Your link expired. Please request a new one from the party that invited you.',
    nl: 'Uw link is verlopen. Vraag een nieuwe aan bij de partij die u heeft uitgenodigd.',
  },
  'onboarding.error.notFound': { en: 'Invitation code not found', nl: 'Uitnodigingscode niet gevonden' },
});
