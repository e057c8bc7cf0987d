import { describe, expect, it } from 'vitest';
import { isValidWalletUrl, profileFormSchema } from './profile-form.ts';
import { organizationSchema } from './organization.ts';
import { validate } from '../validation/validate.ts';
import { createMessageFormatter } from '../messages/format.ts';
import { aProfileForm } from './test-support.ts';

const en = createMessageFormatter('en');
const valid = aProfileForm();

describe('organization form (product-reference §2.4, §5)', () => {
  it('accepts a complete profile, phones optional', () => {
    expect(validate(profileFormSchema, valid)._unsafeUnwrap()).toMatchObject({
      contactPhone: '',
      supportPhone: '',
    });
  });

  it('names each missing required field', () => {
    const r = validate(profileFormSchema, {});
    if (r.isOk()) throw new Error('expected errors');
    const f = r.error.fields;
    expect(en.format(f.name!)).toBe('Please provide a company name');
    expect(en.format(f.streetNbr!)).toBe('Please provide a street + nbr');
    expect(en.format(f.contactEmail!)).toBe('Please provide a company email');
    expect(en.format(f.walletUrl!)).toBe('Please provide a company Wallet URL');
    expect(en.format(f.twoFactorAuth!)).toBe('Please provide a 2-FA');
    expect(f.contactPhone).toBeUndefined();
  });

  it('checks emails and the wallet URL', () => {
    const r = validate(profileFormSchema, {
      ...valid,
      supportEmail: 'nope',
      walletUrl: 'https://wallet.example',
    });
    if (r.isOk()) throw new Error('expected errors');
    expect(en.format(r.error.fields.supportEmail!)).toBe('Email is not valid');
    expect(en.format(r.error.fields.walletUrl!)).toMatch(/^Please provide a full URL with https and a port/);
  });

  it('accepts https with a port, 0 for provider-hosted, http only on loopback', () => {
    expect(isValidWalletUrl('https://wallet.example:443')).toBe(true);
    expect(isValidWalletUrl('https://10.0.0.5:8443/wallet')).toBe(true);
    expect(isValidWalletUrl('0')).toBe(true);
    expect(isValidWalletUrl('http://127.0.0.1:4410')).toBe(true);
    expect(isValidWalletUrl('http://localhost:4410')).toBe(true);
    expect(isValidWalletUrl('http://[::1]:4410')).toBe(true);
    expect(isValidWalletUrl('http://wallet.example:8080')).toBe(false);
    expect(isValidWalletUrl('https://wallet.example')).toBe(false);
    expect(isValidWalletUrl('https://wallet.example:70000')).toBe(false);
    expect(isValidWalletUrl('ftp://wallet.example:21')).toBe(false);
  });
});

describe('organization entity (product-reference §3)', () => {
  it('parses the camelCase organization with meta defaults', () => {
    const org = organizationSchema.parse({
      id: 1,
      name: 'Antwerp Carrier NV',
      vat: 'BE0123456789',
      walletUrl: '0',
      twoFactorAuth: 'email',
      status: 'active',
      role: 'carrier',
    });
    expect(org.organizationMeta).toEqual([]);
  });
});
