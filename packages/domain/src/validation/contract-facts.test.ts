import { describe, expect, it } from 'vitest';
import { connectionStatuses } from '../connections/entities.ts';
import { invitationStatuses } from '../invitations/entities.ts';
import { createMessageFormatter } from '../messages/format.ts';
import { locales } from '../messages/define.ts';
import { adminRoles, appRoles } from '../users/roles.ts';
import { editUserFormSchema, inviteUserFormSchema } from '../users/user-form.ts';
import { profileFormSchema } from '../organizations/profile-form.ts';
import { aProfileForm } from '../organizations/test-support.ts';
import { contractEnums, contractMaxLength } from './generated/contract-facts.ts';
import { validate } from './validate.ts';

// The domain's lists and form limits against the platform contract (openapi/platform.yaml, read
// through the generated contract facts): a drift fails here, not as a raw 400 in front of a user.
const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');

describe('the contract and the domain agree', () => {
  it('on the statuses and roles, in the same order', () => {
    expect(adminRoles).toEqual(contractEnums.AdminRole);
    expect(appRoles).toEqual(contractEnums.UserRole);
    expect(locales).toEqual(contractEnums.Lang);
    expect(connectionStatuses).toEqual(contractEnums.ConnectionStatus);
    expect(invitationStatuses).toEqual(contractEnums.InvitationStatus);
  });

  it("on every limit of a user's fields: the invite and edit forms refuse one character more", () => {
    const form = {
      firstName: 'Nico',
      lastName: 'New',
      email: 'nico.new@carrier.example',
      phone: '',
      adminRole: 'none',
      userRole: 'regular',
      isActive: true,
    };
    const local = (n: number) => `${'n'.repeat(n - '@carrier.example'.length)}@carrier.example`;
    const limits = contractMaxLength.OrganizationUserCreate;
    expect(contractMaxLength.OrganizationUserPatch).toEqual(limits);
    for (const [field, max] of Object.entries(limits)) {
      const value = (n: number) => (field === 'email' ? local(n) : 'x'.repeat(n));
      for (const schema of [inviteUserFormSchema, editUserFormSchema]) {
        expect(validate(schema, { ...form, [field]: value(max) }).isOk()).toBe(true);
        const r = validate(schema, { ...form, [field]: value(max + 1) });
        const message = r.isErr() ? r.error.fields[field] : undefined;
        expect(message && en.format(message)).toBe(`Please enter no more than ${max} characters`);
        expect(message && nl.format(message)).toBe(`Vul niet meer dan ${max} tekens in`);
      }
    }
  });

  it("on every limit of an organization's fields: the profile form refuses one character more", () => {
    const form = aProfileForm();
    const local = (n: number) => `${'n'.repeat(n - '@carrier.example'.length)}@carrier.example`;
    const url = (n: number) => `https://w${'w'.repeat(n - 'https://w.example:8443'.length)}.example:8443`;
    const value = (field: string, n: number) =>
      field.endsWith('Email') ? local(n) : field === 'walletUrl' ? url(n) : 'x'.repeat(n);
    const limits = contractMaxLength.OrganizationInput;
    expect(contractMaxLength.OrganizationPatch).toEqual(limits);
    for (const [field, max] of Object.entries(limits)) {
      expect(validate(profileFormSchema, { ...form, [field]: value(field, max) }).isOk()).toBe(true);
      const r = validate(profileFormSchema, { ...form, [field]: value(field, max + 1) });
      const message = r.isErr() ? r.error.fields[field] : undefined;
      expect(message && en.format(message)).toBe(`Please enter no more than ${max} characters`);
      expect(message && nl.format(message)).toBe(`Vul niet meer dan ${max} tekens in`);
    }
  });
});
