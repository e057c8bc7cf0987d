import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { validate } from '../validation/validate.ts';
import { OUR_ID, party, us } from '../testing/connections.ts';
import { connectToFoundSchema, inviteFormSchema, inviteSubmitLabel, vatLookupNotice } from './invite-form.ts';

const en = createMessageFormatter('en');
const lookup = (
  matches: ReturnType<typeof party>[],
  links: [number, 'requested' | 'connected'][] = [],
  vat = 'BE1',
) => vatLookupNotice({ vat, matches, links: new Map(links), organizationId: OUR_ID, product: 'SCR' });

describe("'Invite a new organization to onboard' (product-reference §2.6, §5)", () => {
  it('requires Company name, Company email and VAT with the generic texts', () => {
    const r = validate(inviteFormSchema(false), { contactEmail: 'nope', vat: '123' });
    expect(r.isErr()).toBe(true);
    if (r.isErr()) {
      expect(en.format(r.error.fields.name!)).toBe('Please provide a company name');
      expect(en.format(r.error.fields.contactEmail!)).toBe('Email is not valid');
      expect(en.format(r.error.fields.vat!)).toBe(
        'Please provide a valid VAT number, beginning with the country code',
      );
    }
  });

  it('keeps the message optional and the customer reference for carriers only', () => {
    const raw = {
      name: ' New ',
      contactEmail: 'A@B.be',
      vat: 'be 0123',
      customerReference: 'C1',
      msg: 'Hi\nthere',
    };
    expect(validate(inviteFormSchema(true), raw)._unsafeUnwrap()).toEqual({
      name: 'New',
      contactEmail: 'a@b.be',
      vat: 'BE0123',
      msg: 'Hi\nthere',
      customerReference: 'C1',
    });
    expect(validate(inviteFormSchema(false), raw)._unsafeUnwrap().customerReference).toBe('');
    const bare = validate(inviteFormSchema(false), { name: 'N', contactEmail: 'n@n.be', vat: 'NL1' });
    expect(bare._unsafeUnwrap()).toEqual({
      name: 'N',
      contactEmail: 'n@n.be',
      vat: 'NL1',
      msg: '',
      customerReference: '',
    });
  });

  it("asks to 'Select an organization' among the selectable matches", () => {
    const r = validate(connectToFoundSchema([2, 3], false), { organizationId: 9 });
    expect(r.isErr() && en.format(r.error.fields.organizationId!)).toBe(
      'Please select an organization from the list',
    );
    expect(validate(connectToFoundSchema([2, 3], false), { organizationId: 3 }).isOk()).toBe(true);
  });
});

describe('VAT lookup notice (product-reference §5)', () => {
  it('makes no lookup for an empty VAT', () => {
    expect(lookup([party(2)], [], '  ').kind).toBe('skipped');
  });

  it('invites when nothing is found', () => {
    const r = lookup([]);
    expect(r.kind === 'notRegistered' && en.format(r.notice)).toBe(
      'Organization not registered yet. Please fill in the other required fields and an invitation to register will be sent to the organization.',
    );
    expect(en.format(inviteSubmitLabel(r))).toBe('Send invitation to register');
    expect(lookup([us]).kind).toBe('notRegistered');
  });

  it('offers the found organizations, preselecting a single one', () => {
    const r = lookup([party(2)]);
    expect(r.kind === 'found' && [en.format(r.notice), r.preselected]).toEqual([
      'VAT number found. Choose an existing organization to connect to from the list below, or complete the form to send an invitation to onboard to the SCR App.',
      2,
    ]);
    expect(en.format(inviteSubmitLabel(r))).toBe('Send connection request');
    const several = lookup([party(2), party(3)], [[3, 'connected']]);
    expect(several.kind === 'found' && several.options.map((o) => o.disabled)).toEqual([false, true]);
    expect(several.kind === 'found' && several.preselected).toBeNull();
  });

  it('refuses a single hit that is already requested or connected, with a notice', () => {
    const r = lookup([party(2, { name: 'Ghent Forwarding BV' })], [[2, 'requested']]);
    expect(r.kind === 'alreadyLinked' && en.format(r.notice)).toBe(
      'VAT number found, but a connection request was already sent to Ghent Forwarding BV.',
    );
    const c = lookup([party(2)], [[2, 'connected']]);
    expect(c.kind === 'alreadyLinked' && c.link).toBe('connected');
  });
});
