import { defineMessages } from '../messages/define.ts';

/** The generic form rules of product-reference §5. {label} is a field label, already in the user's language. */
export const validationMessages = defineMessages({
  'validation.required': { en: 'Please provide {article} {label}', nl: 'Vul {label} in' },
  'validation.email': { en: 'Email is not valid', nl: 'E-mailadres is niet geldig' },
  'validation.minLength': {
    en: 'Please enter at least {min} characters',
    nl: 'Vul minstens {min} tekens in',
  },
  'validation.maxLength': {
    en: 'Please enter no more than {max} characters',
    nl: 'Vul niet meer dan {max} tekens in',
  },
  'validation.lengthBetween': {
    en: 'Please enter at least {min} and no more than {max} characters',
    nl: 'Vul minstens {min} en niet meer dan {max} tekens in',
  },
  'validation.vat': {
    en: 'Please provide a valid VAT number, beginning with the country code',
    nl: 'Geef een geldig btw-nummer op, beginnend met de landcode',
  },
});
