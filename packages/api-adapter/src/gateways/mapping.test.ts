// The small wire ↔ domain mapping functions, without a server.
import { describe, expect, it } from 'vitest';
import { defaultUserSort } from '@scr/domain/testing';
import { serializeQuery } from '../query.ts';
import { toConnectionCreate } from './connections.ts';
import { metaQuery, toOrganizationPatch } from './organizations.ts';
import { listQuery, toUserPatch } from './users.ts';
import { organizationUserWire, organizationWire, sessionUserWire } from './wire.ts';

describe('requests', () => {
  it('pages, sorts and filters the users list in the Feathers syntax', () => {
    const query = listQuery({
      organizationId: 1,
      page: 2,
      pageSize: 8,
      sort: defaultUserSort,
      deleted: 'notDeleted',
      search: '',
    });
    expect(decodeURIComponent(serializeQuery(query))).toBe(
      'organizationId=1&$limit=8&$skip=16&$sort[isAdmin]=-1&$sort[lastName]=1&$sort[firstName]=1&isDeleted=false',
    );
    expect(
      listQuery({ organizationId: 1, page: 0, pageSize: 8, sort: [], deleted: 'all', search: '' }),
    ).not.toHaveProperty('isDeleted');
  });

  it('searches first name, last name and email with every typed character literal', () => {
    const query = listQuery({
      organizationId: 1,
      page: 0,
      pageSize: 8,
      sort: [],
      deleted: 'all',
      search: '50%_a\\b',
    });
    expect(decodeURIComponent(serializeQuery(query))).toBe(
      'organizationId=1&$limit=8&$skip=0&$or[0][firstName][$ilike]=%50\\%\\_a\\\\b%' +
        '&$or[1][lastName][$ilike]=%50\\%\\_a\\\\b%&$or[2][email][$ilike]=%50\\%\\_a\\\\b%',
    );
  });

  it('turns restoring a user into reactivate, and keeps it out of a re-sent mail', () => {
    expect(toUserPatch({ isDeleted: false, deletedAt: null, isActive: true })).toEqual({
      isActive: true,
      reactivate: true,
    });
    expect(toUserPatch({ resendMail: true, isDeleted: false, deletedAt: null })).toEqual({
      resendMail: true,
    });
    expect(toUserPatch({ adminRoles: ['org_mgr'] })).toEqual({ adminRoles: ['org_mgr'] });
  });

  it("spells 2-FA the platform's way and lists meta filters as $in", () => {
    expect(toOrganizationPatch({ city: 'Gent', twoFactorAuth: 'email' })).toEqual({
      city: 'Gent',
      twoFactorAuth: '2FA using email',
    });
    expect(toOrganizationPatch({ twoFactorAuth: 'disabled' })).toEqual({ twoFactorAuth: '2FA disabled' });
    expect(metaQuery({ organizationId: 1, metaSource: 'portbase', metaName: ['ean', 'manual'] })).toEqual({
      organizationId: 1,
      metaSource: 'portbase',
      metaName: { $in: ['ean', 'manual'] },
    });
  });

  it('names side A and B of a connection request and sends an empty customer reference as null', () => {
    expect(
      toConnectionCreate({
        id: 9,
        name: 'N',
        vat: 'V',
        customerReference: '',
        inviterId: 1,
        reference: 'r',
        encrInviterData: { publicKey: 'k' },
      }),
    ).toEqual({
      organizationIdA: 1,
      organizationIdB: 9,
      reference: 'r',
      customerReference: null,
      encrInviterData: { publicKey: 'k' },
    });
  });
});

describe('responses', () => {
  const organization = {
    id: 1,
    name: 'Antwerp Carrier NV',
    vat: 'BE0123456789',
    city: 'Antwerpen',
    role: 'carrier',
    status: 'active',
    walletUrl: '0',
    twoFactorAuth: '2FA using email',
    organization_meta: [
      { id: 3, organizationId: 1, metaSource: 'cpu', metaName: 'terminal.cpu.enabled', metaValue: 'true' },
    ],
  };

  it('maps organization_meta and the 2-FA spelling into the domain organization', () => {
    expect(organizationWire.parse(organization)).toMatchObject({
      twoFactorAuth: 'email',
      organizationMeta: [{ metaSource: 'cpu', metaName: 'terminal.cpu.enabled', metaValue: 'true' }],
      adminUsers: [],
    });
  });

  it('rejects malformed bodies instead of crashing', () => {
    expect(organizationWire.safeParse({ ...organization, walletUrl: undefined }).success).toBe(false);
    expect(organizationWire.safeParse({ ...organization, twoFactorAuth: 'sometimes' }).success).toBe(false);
    expect(sessionUserWire.safeParse({ id: 'one' }).success).toBe(false);
    expect(organizationUserWire.safeParse(null).success).toBe(false);
  });

  it("fills an organization user's names from the nested user when the top level lacks them", () => {
    const user = organizationUserWire.parse({
      id: 5,
      userId: 5,
      organizationId: 1,
      email: 'x@y.example',
      isAdmin: false,
      isActive: true,
      isDeleted: false,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      user: { firstName: 'Xavier', lastName: 'Ypres', phone: '+32', language: 'nl' },
    });
    expect(user).toMatchObject({
      firstName: 'Xavier',
      lastName: 'Ypres',
      phone: '+32',
      lang: 'nl',
      activatedAt: null,
    });
  });
});
