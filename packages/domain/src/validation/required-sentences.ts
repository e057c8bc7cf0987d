import { defineMessages } from '../messages/define.ts';

/**
 * The required rule of product-reference §5 ('Please provide a/an {label}') written out as a whole
 * sentence per field, in each language: a sentence built from a label reads wrong as soon as the
 * label is not a plain noun ('Please provide a your email', 'Vul herhaal nieuw wachtwoord in'), and
 * Dutch needs the article and word order of each field. The English keeps the spec's wording; where
 * the label is no noun it says the same thing in natural English (a test holds every other sentence
 * to the spec's pattern). Ids are `validation.required.<the field's label id>`.
 */
export const requiredSentencesLogin = defineMessages({
  'validation.required.session.field.email': { en: 'Please provide an email', nl: 'Vul uw e-mailadres in' },
  'validation.required.session.field.password': {
    en: 'Please provide a password',
    nl: 'Vul uw wachtwoord in',
  },
  'validation.required.session.field.twoFactorCode': {
    en: 'Please provide a 2FA code',
    nl: 'Vul de 2FA-code in',
  },
});

/** The required sentences of the fields on every other page (see requiredSentencesLogin). */
export const requiredSentencesPages = defineMessages({
  'validation.required.addUser.field.password': {
    en: 'Please provide a new password',
    nl: 'Vul een nieuw wachtwoord in',
  },
  'validation.required.addUser.field.passwordCheck': {
    en: 'Please re-enter the new password',
    nl: 'Herhaal het nieuwe wachtwoord',
  },
  'validation.required.invitations.field.contactEmail': {
    en: 'Please provide a company email',
    nl: 'Vul het e-mailadres van het bedrijf in',
  },
  'validation.required.invitations.field.name': {
    en: 'Please provide a company name',
    nl: 'Vul de bedrijfsnaam in',
  },
  'validation.required.invitations.field.vat': { en: 'Please provide a VAT', nl: 'Vul het btw-nummer in' },
  'validation.required.onboarding.field.adminEmail': {
    en: 'Please provide an admin email',
    nl: 'Vul het e-mailadres van de beheerder in',
  },
  'validation.required.onboarding.field.adminFirstName': {
    en: 'Please provide a first name',
    nl: 'Vul de voornaam van de beheerder in',
  },
  'validation.required.onboarding.field.adminLastName': {
    en: 'Please provide a last name',
    nl: 'Vul de achternaam van de beheerder in',
  },
  'validation.required.onboarding.field.onboarderEmail': {
    en: 'Please provide your email',
    nl: 'Vul uw e-mailadres in',
  },
  'validation.required.onboarding.field.onboarderFirstName': {
    en: 'Please provide your first name',
    nl: 'Vul uw voornaam in',
  },
  'validation.required.onboarding.field.onboarderLastName': {
    en: 'Please provide your last name',
    nl: 'Vul uw achternaam in',
  },
  'validation.required.organizations.field.city': { en: 'Please provide a city', nl: 'Vul de plaats in' },
  'validation.required.organizations.field.contactEmail': {
    en: 'Please provide a company email',
    nl: 'Vul het e-mailadres van het bedrijf in',
  },
  'validation.required.organizations.field.country': {
    en: 'Please provide a country',
    nl: 'Vul het land in',
  },
  'validation.required.organizations.field.name': {
    en: 'Please provide a company name',
    nl: 'Vul de bedrijfsnaam in',
  },
  'validation.required.organizations.field.postalCode': {
    en: 'Please provide a postal code',
    nl: 'Vul de postcode in',
  },
  'validation.required.organizations.field.streetNbr': {
    en: 'Please provide a street + nbr',
    nl: 'Vul straat en huisnummer in',
  },
  'validation.required.organizations.field.supportEmail': {
    en: 'Please provide a support email',
    nl: 'Vul het e-mailadres voor support in',
  },
  'validation.required.organizations.field.twoFactorAuth': {
    en: 'Please provide a 2-FA',
    nl: 'Kies of 2-FA aan of uit staat',
  },
  'validation.required.organizations.field.vat': { en: 'Please provide a VAT', nl: 'Vul het btw-nummer in' },
  'validation.required.organizations.field.walletUrl': {
    en: 'Please provide a company Wallet URL',
    nl: 'Vul de wallet-URL van het bedrijf in',
  },
  'validation.required.users.field.adminRole': {
    en: 'Please provide an admin role',
    nl: 'Kies een beheerdersrol',
  },
  'validation.required.users.field.email': { en: 'Please provide an email', nl: 'Vul het e-mailadres in' },
  'validation.required.users.field.firstName': {
    en: 'Please provide a first name',
    nl: 'Vul de voornaam in',
  },
  'validation.required.users.field.lastName': {
    en: 'Please provide a last name',
    nl: 'Vul de achternaam in',
  },
  'validation.required.users.field.userRole': {
    en: 'Please provide a SCR App role',
    nl: 'Kies een SCR App-rol',
  },
  'validation.required.integrations.portbase.ean': {
    en: 'Please provide an EAN code',
    nl: 'Vul de EAN-code in',
  },
  'validation.required.users.passwordReset.field.confirmationName': {
    en: 'Please provide a password confirmation',
    nl: 'Vul de wachtwoordbevestiging in',
  },
});
