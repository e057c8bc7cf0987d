// One email rule and one VAT rule: the domain's (validation/rules.ts). The platform checks the
// contract's copies (the `UserEmail` and `Vat` patterns of openapi/platform.yaml, through the fake
// platform's own validator); this holds them to the domain's verdict on what a client sends: an email
// trimmed and in lower case, a VAT number without spaces or dots and in upper case.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredEmail, vatNumber } from '@scr/domain/testing';
import { contractAccepts } from '@scr/fake-platform';

const email = requiredEmail('session.field.email');
const vat = vatNumber('invitations.field.vat');

/** What a client sends of a typed value, as the domain's own rule outputs it. */
const sentEmail = (typed: string): string => typed.trim().toLowerCase();
const sentVat = (typed: string): string => typed.replace(/[\s.]/g, '').toUpperCase();

const emailCases = [
  'anna.admin@carrier.example',
  'a@b.co',
  "o'brien+tag@sub.example.org",
  'first.last@example.com',
  '.dot@example.com',
  'dot.@example.com',
  'two..dots@example.com',
  'no-at.example.com',
  'a@b',
  'a@b.c',
  'a@-b.example',
  'a b@example.com',
  'a@b.example.',
  'ü@example.com',
  '',
];
const vatCases = ['BE0123456789', 'NL999', 'CHE-123.456', 'BE', 'B', '12BE', 'É1', 'Be0123', ''];

/** Arbitrary text near an address: local parts, dots, hyphens and domains mixed with any string. */
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.string({ maxLength: 40 }),
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9_.'+-]{0,12}$/),
      fc.stringMatching(/^[a-z0-9.-]{0,12}$/),
      fc.stringMatching(/^[a-z]{0,4}$/),
    )
    .map(([local, domain, top]) => `${local}@${domain}.${top}`),
);
const vatLike = fc.oneof(fc.string({ maxLength: 24 }), fc.stringMatching(/^[A-Za-z0-9 .-]{0,16}$/));

describe('the email and VAT rules: the domain and the contract agree', () => {
  it('on the cases that matter', () => {
    const emailDisagreements = emailCases
      .map(sentEmail)
      .filter((value) => email.safeParse(value).success !== contractAccepts('UserEmail', value));
    const vatDisagreements = vatCases
      .map(sentVat)
      .filter((value) => vat.safeParse(value).success !== contractAccepts('Vat', value));
    expect({ emailDisagreements, vatDisagreements }).toEqual({
      emailDisagreements: [],
      vatDisagreements: [],
    });
    // The cases are not all one verdict: both rules refuse some and take others.
    expect(emailCases.filter((value) => contractAccepts('UserEmail', sentEmail(value))).length).toBe(4);
    expect(vatCases.filter((value) => contractAccepts('Vat', sentVat(value))).length).toBe(5);
  });

  it('on generated emails: same verdict, and what the domain takes is what it sends', () => {
    fc.assert(
      fc.property(emailLike, (typed) => {
        const parsed = email.safeParse(typed);
        expect(contractAccepts('UserEmail', sentEmail(typed))).toBe(parsed.success);
        if (parsed.success) expect(parsed.data).toBe(sentEmail(typed));
      }),
      { numRuns: 2000 },
    );
  });

  it('on generated VAT numbers: same verdict, and what the domain takes is what it sends', () => {
    fc.assert(
      fc.property(vatLike, (typed) => {
        const parsed = vat.safeParse(typed);
        expect(contractAccepts('Vat', sentVat(typed))).toBe(parsed.success);
        if (parsed.success) expect(parsed.data).toBe(sentVat(typed));
      }),
      { numRuns: 2000 },
    );
  });
});
