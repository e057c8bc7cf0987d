import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { onboardingFormSchema, sameEmail } from './form.ts';
import { validate } from '../validation/validate.ts';

describe('onboarding properties', () => {
  it('an email matches itself with any case and spaces', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.array(fc.nat(), { maxLength: 3 }), (email, cuts) => {
        let messy = email.toUpperCase();
        for (const cut of cuts) {
          const at = cut % (messy.length + 1);
          messy = `${messy.slice(0, at)} ${messy.slice(at)}`;
        }
        expect(sameEmail(email, messy)).toBe(true);
      }),
    );
  });

  it('the form validator never throws', () => {
    fc.assert(fc.property(fc.anything(), (raw) => void validate(onboardingFormSchema, raw)));
  });
});
