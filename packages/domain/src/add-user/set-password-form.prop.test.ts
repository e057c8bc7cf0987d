import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setPasswordSchema } from './set-password-form.ts';
import { validate } from '../validation/validate.ts';

describe('set-password properties', () => {
  it('accepts exactly the matching passwords of at least 6 characters (after trimming)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const ok = validate(setPasswordSchema, { password: a, passwordCheck: b }).isOk();
        expect(ok).toBe(a.trim().length >= 6 && a.trim() === b.trim());
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (raw) => void validate(setPasswordSchema, raw)));
  });
});
