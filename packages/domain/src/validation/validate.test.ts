import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { validate } from './validate.ts';
import { requiredText, requiredEmail, lengthBetween, vatNumber } from './rules.ts';
import { createMessageFormatter } from '../messages/format.ts';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');
const form = z.object({
  name: requiredText('invitations.field.name'),
  email: requiredEmail('users.field.email'),
  vat: vatNumber('invitations.field.vat'),
  code: lengthBetween(z.string(), 2, 4),
});

describe('generic validation (product-reference §5)', () => {
  it("names the field in the field's own required sentence", () => {
    const r = validate(z.object({ email: requiredEmail('users.field.email') }), { email: ' ' });
    expect(r.isErr() && en.format(r.error.fields.email!)).toBe('Please provide an email');
    expect(r.isErr() && nl.format(r.error.fields.email!)).toBe('Vul het e-mailadres in');
    const a = validate(z.object({ x: requiredText('addUser.field.passwordCheck') }), {});
    expect(a.isErr() && en.format(a.error.fields.x!)).toBe('Please re-enter the new password');
    expect(a.isErr() && nl.format(a.error.fields.x!)).toBe('Herhaal het nieuwe wachtwoord');
  });

  it('gives the email, VAT and length texts', () => {
    const r = validate(form, { name: 'x', email: 'nope', vat: '12345', code: 'abcdef' });
    expect(r.isErr()).toBe(true);
    if (r.isErr()) {
      expect(en.format(r.error.fields.email!)).toBe('Email is not valid');
      expect(en.format(r.error.fields.vat!)).toBe(
        'Please provide a valid VAT number, beginning with the country code',
      );
      expect(en.format(r.error.fields.code!)).toBe('Please enter at least 2 and no more than 4 characters');
      expect(nl.format(r.error.fields.email!)).toBe('E-mailadres is niet geldig');
    }
  });

  it('normalizes valid input', () => {
    const r = validate(form, {
      name: ' Anna ',
      email: ' Anna@Carrier.Example ',
      vat: 'be 0123.456.789',
      code: 'abc',
    });
    expect(r._unsafeUnwrap()).toEqual({
      name: 'Anna',
      email: 'anna@carrier.example',
      vat: 'BE0123456789',
      code: 'abc',
    });
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(fc.property(fc.anything(), (raw) => void validate(form, raw)));
  });
});
