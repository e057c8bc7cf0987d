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
  'validation.required.session.field.email': {
    en: 'Please provide an email',
    nl: 'Vul uw e-mailadres in',
    fr: 'Veuillez saisir votre adresse e-mail',
    de: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  },
  'validation.required.session.field.password': {
    en: 'Please provide a password',
    nl: 'Vul uw wachtwoord in',
    fr: 'Veuillez saisir votre mot de passe',
    de: 'Bitte geben Sie Ihr Passwort ein',
  },
  'validation.required.session.field.twoFactorCode': {
    en: 'Please provide a 2FA code',
    nl: 'Vul de 2FA-code in',
    fr: 'Veuillez saisir le code 2FA',
    de: 'Bitte geben Sie den 2FA-Code ein',
  },
});

/** The required sentences of the fields on every other page (see requiredSentencesLogin). */
export const requiredSentencesPages = defineMessages({
  'validation.required.addUser.field.password': {
    en: 'Please provide a new password',
    nl: 'Vul een nieuw wachtwoord in',
    fr: 'Veuillez saisir un nouveau mot de passe',
    de: 'Bitte geben Sie ein neues Passwort ein',
  },
  'validation.required.addUser.field.passwordCheck': {
    en: 'Please re-enter the new password',
    nl: 'Herhaal het nieuwe wachtwoord',
    fr: 'Veuillez confirmer le nouveau mot de passe',
    de: 'Bitte wiederholen Sie das neue Passwort',
  },
  'validation.required.invitations.field.contactEmail': {
    en: 'Please provide a company email',
    nl: 'Vul het e-mailadres van het bedrijf in',
    fr: 'Veuillez indiquer l’adresse e-mail de l’entreprise',
    de: 'Bitte geben Sie die E-Mail-Adresse des Unternehmens ein',
  },
  'validation.required.invitations.field.name': {
    en: 'Please provide a company name',
    nl: 'Vul de bedrijfsnaam in',
    fr: 'Veuillez indiquer le nom de l’entreprise',
    de: 'Bitte geben Sie den Firmennamen ein',
  },
  'validation.required.invitations.field.vat': {
    en: 'Please provide a VAT',
    nl: 'Vul het btw-nummer in',
    fr: 'Veuillez indiquer le numéro de TVA',
    de: 'Bitte geben Sie die USt-IdNr. ein',
  },
  'validation.required.onboarding.field.adminEmail': {
    en: 'Please provide an admin email',
    nl: 'Vul het e-mailadres van de beheerder in',
    fr: 'Veuillez indiquer l’adresse e-mail de l’administrateur',
    de: 'Bitte geben Sie die E-Mail-Adresse des Administrators ein',
  },
  'validation.required.onboarding.field.adminFirstName': {
    en: 'Please provide a first name',
    nl: 'Vul de voornaam van de beheerder in',
    fr: 'Veuillez indiquer le prénom de l’administrateur',
    de: 'Bitte geben Sie den Vornamen des Administrators ein',
  },
  'validation.required.onboarding.field.adminLastName': {
    en: 'Please provide a last name',
    nl: 'Vul de achternaam van de beheerder in',
    fr: 'Veuillez indiquer le nom de l’administrateur',
    de: 'Bitte geben Sie den Nachnamen des Administrators ein',
  },
  'validation.required.onboarding.field.onboarderEmail': {
    en: 'Please provide your email',
    nl: 'Vul uw e-mailadres in',
    fr: 'Veuillez indiquer votre adresse e-mail',
    de: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  },
  'validation.required.onboarding.field.onboarderFirstName': {
    en: 'Please provide your first name',
    nl: 'Vul uw voornaam in',
    fr: 'Veuillez indiquer votre prénom',
    de: 'Bitte geben Sie Ihren Vornamen ein',
  },
  'validation.required.onboarding.field.onboarderLastName': {
    en: 'Please provide your last name',
    nl: 'Vul uw achternaam in',
    fr: 'Veuillez indiquer votre nom',
    de: 'Bitte geben Sie Ihren Nachnamen ein',
  },
  'validation.required.organizations.field.city': {
    en: 'Please provide a city',
    nl: 'Vul de plaats in',
    fr: 'Veuillez indiquer la ville',
    de: 'Bitte geben Sie den Ort ein',
  },
  'validation.required.organizations.field.contactEmail': {
    en: 'Please provide a company email',
    nl: 'Vul het e-mailadres van het bedrijf in',
    fr: 'Veuillez indiquer l’adresse e-mail de l’entreprise',
    de: 'Bitte geben Sie die E-Mail-Adresse des Unternehmens ein',
  },
  'validation.required.organizations.field.country': {
    en: 'Please provide a country',
    nl: 'Vul het land in',
    fr: 'Veuillez indiquer le pays',
    de: 'Bitte geben Sie das Land ein',
  },
  'validation.required.organizations.field.name': {
    en: 'Please provide a company name',
    nl: 'Vul de bedrijfsnaam in',
    fr: 'Veuillez indiquer le nom de l’entreprise',
    de: 'Bitte geben Sie den Firmennamen ein',
  },
  'validation.required.organizations.field.postalCode': {
    en: 'Please provide a postal code',
    nl: 'Vul de postcode in',
    fr: 'Veuillez indiquer le code postal',
    de: 'Bitte geben Sie die Postleitzahl ein',
  },
  'validation.required.organizations.field.streetNbr': {
    en: 'Please provide a street + nbr',
    nl: 'Vul straat en huisnummer in',
    fr: 'Veuillez indiquer la rue et le numéro',
    de: 'Bitte geben Sie Straße und Hausnummer ein',
  },
  'validation.required.organizations.field.supportEmail': {
    en: 'Please provide a support email',
    nl: 'Vul het e-mailadres voor support in',
    fr: 'Veuillez indiquer l’adresse e-mail du support',
    de: 'Bitte geben Sie die Support-E-Mail-Adresse ein',
  },
  'validation.required.organizations.field.twoFactorAuth': {
    en: 'Please provide a 2-FA',
    nl: 'Kies of 2-FA aan of uit staat',
    fr: 'Veuillez indiquer si la 2-FA est activée ou non',
    de: 'Bitte wählen Sie, ob 2-FA aktiviert ist',
  },
  'validation.required.organizations.field.vat': {
    en: 'Please provide a VAT',
    nl: 'Vul het btw-nummer in',
    fr: 'Veuillez indiquer le numéro de TVA',
    de: 'Bitte geben Sie die USt-IdNr. ein',
  },
  'validation.required.organizations.field.walletUrl': {
    en: 'Please provide a company Wallet URL',
    nl: 'Vul de wallet-URL van het bedrijf in',
    fr: 'Veuillez indiquer l’URL du portefeuille de l’entreprise',
    de: 'Bitte geben Sie die Wallet-URL des Unternehmens ein',
  },
  'validation.required.users.field.adminRole': {
    en: 'Please provide an admin role',
    nl: 'Kies een beheerdersrol',
    fr: 'Veuillez choisir un rôle d’administrateur',
    de: 'Bitte wählen Sie eine Administratorrolle',
  },
  'validation.required.users.field.email': {
    en: 'Please provide an email',
    nl: 'Vul het e-mailadres in',
    fr: 'Veuillez indiquer l’adresse e-mail',
    de: 'Bitte geben Sie die E-Mail-Adresse ein',
  },
  'validation.required.users.field.firstName': {
    en: 'Please provide a first name',
    nl: 'Vul de voornaam in',
    fr: 'Veuillez indiquer le prénom',
    de: 'Bitte geben Sie den Vornamen ein',
  },
  'validation.required.users.field.lastName': {
    en: 'Please provide a last name',
    nl: 'Vul de achternaam in',
    fr: 'Veuillez indiquer le nom',
    de: 'Bitte geben Sie den Nachnamen ein',
  },
  'validation.required.users.field.userRole': {
    en: 'Please provide a SCR App role',
    nl: 'Kies een SCR App-rol',
    fr: 'Veuillez choisir un rôle SCR App',
    de: 'Bitte wählen Sie eine SCR-App-Rolle',
  },
  'validation.required.integrations.portbase.ean': {
    en: 'Please provide an EAN code',
    nl: 'Vul de EAN-code in',
    fr: 'Veuillez indiquer le code EAN',
    de: 'Bitte geben Sie den EAN-Code ein',
  },
  'validation.required.users.passwordReset.field.confirmationName': {
    en: 'Please provide a password confirmation',
    nl: 'Vul de wachtwoordbevestiging in',
    fr: 'Veuillez confirmer le mot de passe',
    de: 'Bitte bestätigen Sie das Passwort',
  },
});
