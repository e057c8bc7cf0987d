import { describe, expect, it } from 'vitest';
import { countActiveAdmins, hasSetPassword, organizationUserSchema, rolesText } from './user.ts';
import { aUser, anAdmin } from '../testing/users.ts';

describe('OrganizationUser (product-reference §3)', () => {
  it('parses a platform record and fills the optional fields', () => {
    const user = organizationUserSchema.parse({
      id: 7,
      userId: 70,
      organizationId: 1,
      email: 'ulrich.users@carrier.example',
      firstName: 'Ulrich',
      lastName: 'Users',
      isAdmin: true,
      isActive: true,
      isDeleted: false,
      roles: ['usr_mgr'],
      adminRoles: ['usr_mgr'],
      userRole: 'viewer',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    });
    expect(user).toMatchObject({
      phone: null,
      lang: 'en',
      pkeySign: null,
      activatedAt: null,
      deletedAt: null,
    });
    expect(user.download).toBeNull();
  });

  it('rejects an unknown admin role or app role', () => {
    const base = { ...aUser() };
    expect(organizationUserSchema.safeParse({ ...base, adminRoles: ['root'] }).success).toBe(false);
    expect(organizationUserSchema.safeParse({ ...base, userRole: 'admin' }).success).toBe(false);
  });

  it('shows the roles comma-joined', () => {
    expect(rolesText(['org_mgr', 'usr_mgr'])).toBe('org_mgr, usr_mgr');
    expect(rolesText([])).toBe('');
  });

  it('knows who set a password and counts active admins', () => {
    expect(hasSetPassword(aUser())).toBe(true);
    expect(hasSetPassword(aUser({ activatedAt: null }))).toBe(false);
    const users = [
      anAdmin({ id: 1 }),
      anAdmin({ id: 2, isActive: false }),
      anAdmin({ id: 3, isDeleted: true }),
      aUser({ id: 4 }),
      anAdmin({ id: 5 }),
    ];
    expect(countActiveAdmins(users)).toBe(2);
  });
});
