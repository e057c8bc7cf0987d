// Contract tests of organizations, their meta values and the identity-provider code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaValue } from '@scr/domain';
import { clientOf, signInAs, startFakePlatform, type Client, type FakePlatform } from './support.ts';

let platform: FakePlatform;
let anna: Client;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  anna = await signInAs(platform, 'anna.admin@carrier.example');
});
afterAll(() => platform.close());

describe('organizations', () => {
  it('reads the own organization with its meta, wallet and 2-FA in the domain shape', async () => {
    const org = (await anna.gateways.organizations.get(1))._unsafeUnwrap();
    expect(org).toMatchObject({
      id: 1,
      name: 'Antwerp Carrier NV',
      vat: 'BE0123456789',
      walletUrl: '0',
      twoFactorAuth: 'disabled',
      role: 'carrier',
    });
    expect(Array.isArray(org.organizationMeta)).toBe(true);
    expect(org.adminUsers.length).toBeGreaterThan(0);
  });

  it('saves the profile (2-FA mapped to the wire and back) and keeps the VAT', async () => {
    const saved = await anna.gateways.organizations.patch(1, { city: 'Antwerpen', twoFactorAuth: 'email' });
    expect(saved._unsafeUnwrap()).toMatchObject({ city: 'Antwerpen', twoFactorAuth: 'email' });
    const back = await anna.gateways.organizations.patch(1, { twoFactorAuth: 'disabled' });
    expect(back._unsafeUnwrap().twoFactorAuth).toBe('disabled');
    const vat = await anna.gateways.organizations.patch(1, { vat: 'BE0000000000' });
    expect(vat._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 400 });
  });

  it('refuses other organizations (403), non-org_mgr admins (403), unknown ids (404), no token (401)', async () => {
    expect((await anna.gateways.organizations.patch(2, { city: 'x' }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Forbidden',
    });
    const ulrich = await signInAs(platform, 'ulrich.users@carrier.example');
    expect((await ulrich.gateways.organizations.patch(1, { city: 'x' }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Forbidden',
    });
    expect((await anna.gateways.organizations.get(9_999))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 404,
    });
    expect((await clientOf(platform).gateways.organizations.get(1))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Unauthorized',
    });
  });

  it("reads another organization's public fields as malformed for the profile (no wallet, no 2-FA)", async () => {
    expect((await anna.gateways.organizations.get(2))._unsafeUnwrapErr()).toMatchObject({
      kind: 'MalformedResponse',
    });
  });

  it('stores the identity-provider code as cpoint meta', async () => {
    expect((await anna.gateways.organizations.setCpointCode(1, 'CP-123'))._unsafeUnwrap()).toEqual({
      cpointCode: 'CP-123',
    });
    const org = (await anna.gateways.organizations.get(1))._unsafeUnwrap();
    expect(org.cpointCode).toBe('CP-123');
    expect((await anna.gateways.organizations.setCpointCode(2, 'CP-1'))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Forbidden',
    });
    expect((await anna.gateways.organizations.setCpointCode(1, ''))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 400,
    });
  });
});

describe('organization meta', () => {
  it('upserts a value and removes values by filter lists ($in)', async () => {
    const { organizationMeta, organizations } = anna.gateways;
    const created = await organizationMeta.create({
      organizationId: 1,
      metaSource: 'portbase',
      metaName: 'ean',
      metaValue: '5400000000003',
    });
    expect(created._unsafeUnwrap()).toEqual({
      metaSource: 'portbase',
      metaName: 'ean',
      metaValue: '5400000000003',
    });
    await organizationMeta.create({
      organizationId: 1,
      metaSource: 'portbase',
      metaName: 'send_all',
      metaValue: 'true',
    });
    let org = (await organizations.get(1))._unsafeUnwrap();
    expect(metaValue(org.organizationMeta, 'portbase', 'ean')).toBe('5400000000003');
    expect(org.portbaseAutoSend).toBe(true);
    expect(
      (
        await organizationMeta.remove({
          organizationId: 1,
          metaSource: 'portbase',
          metaName: ['ean', 'send_all'],
        })
      ).isOk(),
    ).toBe(true);
    org = (await organizations.get(1))._unsafeUnwrap();
    expect(metaValue(org.organizationMeta, 'portbase', 'ean')).toBeUndefined();
  });

  it('refuses meta of another organization (403) and an empty name (400)', async () => {
    const { organizationMeta } = anna.gateways;
    expect(
      (
        await organizationMeta.create({ organizationId: 2, metaSource: 'cpu', metaName: 'x', metaValue: '1' })
      )._unsafeUnwrapErr(),
    ).toMatchObject({ kind: 'Forbidden' });
    expect((await organizationMeta.remove({ organizationId: 2 }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Forbidden',
    });
    expect(
      (
        await organizationMeta.create({ organizationId: 1, metaSource: 'cpu', metaName: '', metaValue: '1' })
      )._unsafeUnwrapErr(),
    ).toMatchObject({ kind: 'HttpError', status: 400 });
  });
});
