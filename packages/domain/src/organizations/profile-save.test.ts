import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { transportErrors } from '../shared/errors.ts';
import { createMessageFormatter } from '../messages/format.ts';
import type { Organization } from './organization.ts';
import type { OrganizationsGateway } from './ports.ts';
import { profileFormValues } from './profile-form.ts';
import { rebasedProfileValues } from './profile-changes.ts';
import { saveProfile } from './profile.ts';

// No lost update (product-reference §2.4 'Save changes'; our choice where the spec is silent): a save
// sends only what the admin changed, on condition that the organization is still the version the form
// was filled from; over another admin's save it says what they changed.
const en = createMessageFormatter('en');
const stored: Organization = {
  id: 1,
  name: 'Antwerp Carrier NV',
  vat: 'BE0123456789',
  streetNbr: 'Kaai 1',
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'Belgium',
  contactEmail: 'info@carrier.example',
  contactPhone: '+32 3 000 00 00',
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

type Patch = { id: number; fields: unknown; version: string | undefined };
const platform = (
  answer: OrganizationsGateway['patch'] = (_id, fields) => okAsync({ ...stored, ...fields }),
) => {
  const patches: Patch[] = [];
  let current = stored;
  const gateway: OrganizationsGateway = {
    get: () => okAsync(current),
    patch: (id, fields, version) => (patches.push({ id, fields, version }), answer(id, fields, version)),
    setCpointCode: (_id, code) => okAsync({ cpointCode: code }),
  };
  return { gateway, patches, changeStored: (o: Organization) => (current = o) };
};

describe('saveProfile sends only the changed fields, on the version it was filled from', () => {
  it('sends the one field the admin changed, with the version as If-Match', async () => {
    const { gateway, patches } = platform();
    const form = { ...profileFormValues(stored), contactPhone: '+32 3 123 45 67' };
    const saved = await saveProfile({ organizations: gateway })({ base: stored, form });
    expect(saved.isOk()).toBe(true);
    expect(patches).toEqual([{ id: 1, fields: { contactPhone: '+32 3 123 45 67' }, version: '"v1"' }]);
  });

  it('compares as the platform stores: a trimmed, lowercased email or a Dutch country name is no change', async () => {
    const { gateway, patches } = platform();
    const form = {
      ...profileFormValues(stored),
      contactEmail: '  INFO@carrier.example ',
      country: 'België',
      supportEmail: 'help@carrier.example',
    };
    await saveProfile({ organizations: gateway })({ base: stored, form });
    expect(patches.map((p) => p.fields)).toEqual([{ supportEmail: 'help@carrier.example' }]);
  });

  it('sends nothing when nothing changed, and says there was nothing to save', async () => {
    const { gateway, patches } = platform();
    const saved = await saveProfile({ organizations: gateway })({
      base: stored,
      form: profileFormValues(stored),
    });
    expect(en.format(saved._unsafeUnwrap().message)).toBe('There were no changes to save');
    expect(patches).toEqual([]);
  });

  it("over another admin's save (412) says which fields they changed and hands the stored version", async () => {
    const { gateway, changeStored } = platform(() =>
      errAsync(transportErrors.http(412, 'changed meanwhile')),
    );
    const theirs: Organization = { ...stored, city: 'Gent', supportPhone: '+32 9 1', version: '"v2"' };
    changeStored(theirs);
    const form = { ...profileFormValues(stored), contactPhone: '+32 3 999' };
    const refused = (
      await saveProfile({ organizations: gateway })({ base: stored, form })
    )._unsafeUnwrapErr();
    expect(refused).toMatchObject({
      kind: 'ChangedMeanwhile',
      fields: ['city', 'supportPhone'],
      current: theirs,
    });
    expect(refused.kind === 'ChangedMeanwhile' && en.format(refused.message)).toMatch(
      /^Someone else saved this organization/,
    );
  });

  it('Reload takes their values and keeps what the admin typed', () => {
    const typed = { ...profileFormValues(stored), contactPhone: '+32 3 999', city: 'Antwerpen' };
    const theirs: Organization = { ...stored, city: 'Gent', contactPhone: '+32 3 555', version: '"v2"' };
    expect(rebasedProfileValues(typed, stored, theirs)).toEqual({
      ...profileFormValues(theirs),
      contactPhone: '+32 3 999',
    });
  });
});
