import { describe, expect, it } from 'vitest';
import type { Organization } from './organization.ts';
import { profileFormValues } from './profile-form.ts';
import { hasUnsavedProfileChanges } from './profile-changes.ts';

// Leaving the profile asks first only when the form holds something a save would send.
const stored: Organization = {
  id: 1,
  name: 'Antwerp Carrier NV',
  vat: 'BE0123456789',
  streetNbr: 'Kaai 1',
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'België',
  contactEmail: 'info@carrier.example',
  contactPhone: null,
  supportEmail: 'support@carrier.example',
  supportPhone: null,
  walletUrl: '0',
  twoFactorAuth: 'disabled',
  status: 'active',
  role: 'carrier',
  organizationMeta: [],
  adminUsers: [],
  version: '"v1"',
};
const form = profileFormValues(stored);

describe('hasUnsavedProfileChanges', () => {
  it('holds nothing for the form as loaded, nor for what a save would not send', () => {
    expect(hasUnsavedProfileChanges(stored, form)).toBe(false);
    expect(hasUnsavedProfileChanges(stored, { ...form, country: 'Belgium' })).toBe(false);
    expect(hasUnsavedProfileChanges(stored, { ...form, city: ' Antwerpen ' })).toBe(false);
    expect(hasUnsavedProfileChanges(stored, { ...form, contactEmail: 'INFO@carrier.example' })).toBe(false);
  });

  it('holds a changed field, a blanked one and a changed choice', () => {
    expect(hasUnsavedProfileChanges(stored, { ...form, city: 'Gent' })).toBe(true);
    expect(hasUnsavedProfileChanges(stored, { ...form, name: '' })).toBe(true);
    expect(hasUnsavedProfileChanges(stored, { ...form, twoFactorAuth: 'email' })).toBe(true);
  });

  it('does not count a stored value the checks refuse as a change while untouched', () => {
    const odd = { ...stored, supportEmail: 'not an email' };
    expect(hasUnsavedProfileChanges(odd, profileFormValues(odd))).toBe(false);
  });
});
