import { defineMessages } from '../messages/define.ts';

/** The generic form rules of product-reference §5. {label} is a field label, already in the user's language. */
export const validationMessages = defineMessages({
  'validation.required': {
    en: 'Please provide {article} {label}',
    nl: 'Vul {label} in',
    fr: 'Veuillez renseigner le champ « {label} »',
    de: 'Bitte füllen Sie das Feld „{label}“ aus',
  },
  'validation.email': {
    en: 'Email is not valid',
    nl: 'E-mailadres is niet geldig',
    fr: 'L’adresse e-mail n’est pas valide',
    de: 'Die E-Mail-Adresse ist ungültig',
  },
  'validation.minLength': {
    en: 'Please enter at least {min} characters',
    nl: 'Vul minstens {min} tekens in',
    fr: 'Veuillez saisir au moins {min} caractères',
    de: 'Bitte geben Sie mindestens {min} Zeichen ein',
  },
  'validation.maxLength': {
    en: 'Please enter no more than {max} characters',
    nl: 'Vul niet meer dan {max} tekens in',
    fr: 'Veuillez saisir au maximum {max} caractères',
    de: 'Bitte geben Sie höchstens {max} Zeichen ein',
  },
  'validation.lengthBetween': {
    en: 'Please enter at least {min} and no more than {max} characters',
    nl: 'Vul minstens {min} en niet meer dan {max} tekens in',
    fr: 'Veuillez saisir entre {min} et {max} caractères',
    de: 'Bitte geben Sie mindestens {min} und höchstens {max} Zeichen ein',
  },
  'validation.vat': {
    en: 'Please provide a valid VAT number, beginning with the country code',
    nl: 'Geef een geldig btw-nummer op, beginnend met de landcode',
    fr: 'Veuillez indiquer un numéro de TVA valide, commençant par le code pays',
    de: 'Bitte geben Sie eine gültige USt-IdNr. an, beginnend mit dem Ländercode',
  },
});
