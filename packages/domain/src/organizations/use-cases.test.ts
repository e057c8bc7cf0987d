import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { loadOrganization, saveProfile, setCpuCheck } from './profile.ts';
import { connectCpoint, connectPortbase, removePortbase } from './connect-integrations.ts';
import { transportErrors } from '../shared/errors.ts';
import { createMessageFormatter } from '../messages/format.ts';
import type {
  OrganizationMetaGateway,
  OrganizationMetaFilter,
  OrganizationsGateway,
  PortbaseGateway,
} from './ports.ts';
import type { Organization } from './organization.ts';
import { aProfileForm } from './test-support.ts';

const en = createMessageFormatter('en');
const org: Organization = {
  id: 1,
  name: 'Antwerp Carrier NV',
  vat: 'BE0123456789',
  walletUrl: '0',
  twoFactorAuth: 'disabled',
  status: 'active',
  role: 'carrier',
  organizationMeta: [],
  adminUsers: [],
};
const form = aProfileForm({ country: 'belgie', walletUrl: '0', twoFactorAuth: 'email' });

const organizations = (over: Partial<OrganizationsGateway> = {}) => {
  const patched: unknown[] = [];
  const gateway: OrganizationsGateway = {
    get: (id) => (id === 1 ? okAsync(org) : errAsync(transportErrors.http(404, 'Not found'))),
    patch: (_id, fields) => (patched.push(fields), okAsync({ ...org, ...fields })),
    setCpointCode: (_id, code) => okAsync({ cpointCode: code }),
    ...over,
  };
  return { gateway, patched };
};

const metaGateway = () => {
  const log: string[] = [];
  const meta: OrganizationMetaGateway = {
    create: (m) => (log.push(`create ${m.metaSource}/${m.metaName}=${m.metaValue}`), okAsync(m)),
    remove: (f: OrganizationMetaFilter) => (
      log.push(`remove ${f.metaSource}/${[f.metaName].flat().join(',')}`),
      okAsync(undefined)
    ),
  };
  return { meta, log };
};

/** A Portbase gateway that logs each call: one connect or removal must be one call. */
const portbaseGateway = () => {
  const log: string[] = [];
  const portbase: PortbaseGateway = {
    connect: (organizationId, ean) => (
      log.push(`connect ${organizationId} ean=${ean}`),
      okAsync({ connected: true, ean, autosend: false })
    ),
    disconnect: (organizationId) => (
      log.push(`disconnect ${organizationId}`),
      okAsync({ connected: false, ean: null, autosend: false })
    ),
  };
  return { portbase, log };
};

describe('organization profile use cases', () => {
  it('loads an organization, or says it was not found', async () => {
    const { gateway } = organizations();
    expect((await loadOrganization({ organizations: gateway })(1))._unsafeUnwrap().name).toBe(
      'Antwerp Carrier NV',
    );
    const none = await loadOrganization({ organizations: gateway })(undefined);
    expect(en.format(none._unsafeUnwrapErr().message)).toBe('Organization not found');
    expect((await loadOrganization({ organizations: gateway })(2))._unsafeUnwrapErr().kind).toBe(
      'OrganizationNotFound',
    );
  });

  it('saves the profile without the VAT, country in English', async () => {
    const { gateway, patched } = organizations();
    const r = await saveProfile({ organizations: gateway })({ base: org, form });
    expect(en.format(r._unsafeUnwrap().message)).toBe('Organization saved successfully');
    expect(patched[0]).toMatchObject({ country: 'Belgium', twoFactorAuth: 'email' });
    expect(patched[0]).not.toHaveProperty('vat');
  });

  it('fails on invalid input and transport errors', async () => {
    const { gateway } = organizations({ patch: () => errAsync(transportErrors.apiUnreachable()) });
    expect(
      (await saveProfile({ organizations: gateway })({ base: org, form: {} }))._unsafeUnwrapErr().kind,
    ).toBe('Invalid');
    expect((await saveProfile({ organizations: gateway })({ base: org, form }))._unsafeUnwrapErr().kind).toBe(
      'ApiUnreachable',
    );
  });

  it('sets the CPU check for the configured users only', async () => {
    const { meta, log } = metaGateway();
    const run = setCpuCheck({ meta, cpuCheckUserIds: [11, 12] });
    expect((await run({ organizationId: 1, orgUserId: 11, enabled: false })).isOk()).toBe(true);
    expect(log).toEqual(['remove cpu/terminal.cpu.enabled', 'create cpu/terminal.cpu.enabled=false']);
    expect((await run({ organizationId: 1, orgUserId: 13, enabled: true }))._unsafeUnwrapErr().kind).toBe(
      'CpuCheckNotAllowed',
    );
  });
});

describe('integrations use cases (product-reference §2.7)', () => {
  it('connects the first port community system from the /cpoint code', async () => {
    const run = connectCpoint({ organizations: organizations().gateway });
    expect(en.format((await run({ organizationId: 1, code: 'ABC123' }))._unsafeUnwrap().message)).toBe(
      'Success! You have connected your organization with My Port of Antwerp-Bruges. Your code is ABC123. You may close this window.',
    );
    expect(en.format((await run({ organizationId: 1, code: null }))._unsafeUnwrapErr().message)).toBe(
      'No My Port of Antwerp-Bruges code found',
    );
    expect((await run({ organizationId: undefined, code: 'x' }))._unsafeUnwrapErr().kind).toBe(
      'OrganizationNotFound',
    );
  });

  it('shows the rich failure text when the platform refuses the code', async () => {
    const refused = connectCpoint({
      organizations: organizations({ setCpointCode: () => errAsync(transportErrors.http(400, 'invalid')) })
        .gateway,
    });
    const e = (await refused({ organizationId: 1, code: 'x' }))._unsafeUnwrapErr();
    expect(e.kind).toBe('CpointFailed');
    expect(en.format(e.message)).toMatch(/service desk/);
    const offline = connectCpoint({
      organizations: organizations({ setCpointCode: () => errAsync(transportErrors.offline()) }).gateway,
    });
    expect((await offline({ organizationId: 1, code: 'x' }))._unsafeUnwrapErr().kind).toBe('Offline');
  });

  it('connects, re-connects and removes Portbase, one call each', async () => {
    const { portbase, log } = portbaseGateway();
    const saved = await connectPortbase({ portbase })({
      organizationId: 1,
      form: { inlandOperator: true, ean: '8712345678906' },
    });
    expect(en.format(saved._unsafeUnwrap())).toBe('Portbase information saved successfully');
    expect(log).toEqual(['connect 1 ean=8712345678906']);
    // Without 'I am also an Inland Operator' the EAN typed earlier is not sent: the link loses it.
    await connectPortbase({ portbase })({ organizationId: 1, form: { ean: '8712345678906' } });
    expect(log.at(-1)).toBe('connect 1 ean=null');
    const invalid = await connectPortbase({ portbase })({
      organizationId: 1,
      form: { inlandOperator: true },
    });
    expect(invalid._unsafeUnwrapErr().kind).toBe('Invalid');
    expect(log).toHaveLength(2);
    const removed = await removePortbase({ portbase })(1);
    expect(en.format(removed._unsafeUnwrap())).toBe('Portbase connection removed successfully');
    expect(log).toEqual(['connect 1 ean=8712345678906', 'connect 1 ean=null', 'disconnect 1']);
  });

  it('passes transport failures of the Portbase calls on', async () => {
    const portbase: PortbaseGateway = {
      connect: () => errAsync(transportErrors.offline()),
      disconnect: () => errAsync(transportErrors.sessionExpired()),
    };
    expect((await removePortbase({ portbase })(1))._unsafeUnwrapErr().kind).toBe('SessionExpired');
    expect(
      (await connectPortbase({ portbase })({ organizationId: 1, form: {} }))._unsafeUnwrapErr().kind,
    ).toBe('Offline');
  });
});
