import { describe, expect, it } from 'vitest';
import { catalogues, type MessageId } from '../messages/catalogue.ts';
import { createMessageFormatter } from '../messages/format.ts';
import { requiredSentencesLogin, requiredSentencesPages } from './required-sentences.ts';

const en = createMessageFormatter('en');
const sentences = { ...requiredSentencesLogin, ...requiredSentencesPages };
const labelOf = (id: string) => id.slice('validation.required.'.length) as MessageId;

// Labels that are no plain noun: 'Please provide a your email' and 'Please provide a re-enter new
// password' say nothing a person would; their sentences say the same thing in natural English.
const notNouns = new Set([
  'onboarding.field.onboarderEmail',
  'onboarding.field.onboarderFirstName',
  'onboarding.field.onboarderLastName',
  'addUser.field.passwordCheck',
]);

describe('required sentences (product-reference §5)', () => {
  it('belong to a field label of the catalogue', () => {
    for (const id of Object.keys(sentences)) expect(catalogues.en[labelOf(id)], id).toBeTypeOf('string');
  });

  it("keep the spec's 'Please provide a/an {label}' in English for every noun label", () => {
    for (const [id, texts] of Object.entries(sentences)) {
      const label = labelOf(id);
      const spec = en.format({ id: 'validation.required', values: { label: { id: label } } });
      if (notNouns.has(label)) expect(texts.en, id).not.toBe(spec);
      else expect(texts.en, id).toBe(spec);
    }
  });

  it('say the others as a person would', () => {
    expect(sentences['validation.required.onboarding.field.onboarderFirstName'].en).toBe(
      'Please provide your first name',
    );
    expect(sentences['validation.required.addUser.field.passwordCheck'].nl).toBe(
      'Herhaal het nieuwe wachtwoord',
    );
  });
});
