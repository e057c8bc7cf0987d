import { describe, expect, it } from 'vitest';
import { decide, decideRole, policyCells, rolesAllowed } from './policy.ts';
import { accessPolicy, apiPolicy, walletPolicy } from './policy-table.ts';
import { pageAccess } from './access.ts';

const cell = (
  roles: string[],
  relation: 'self' | 'sameOrganization' | 'otherOrganization',
  target?: 'admin' | 'user',
) => ({
  roles,
  relation,
  ...(target ? { target } : {}),
});

describe('the access policy (product-reference §2.1, §6)', () => {
  it('gives the admin pages the roles of the route table', () => {
    expect(pageAccess).toEqual({
      organization: ['org_mgr'],
      users: ['org_mgr', 'usr_mgr'],
      connections: ['org_mgr', 'cnx_mgr'],
      integrations: ['org_mgr'],
      activity: ['org_mgr'],
    });
  });

  it('lets a User Manager manage users without an admin role only; only org_mgr makes admins', () => {
    const patch = (roles: string[], target: 'admin' | 'user') =>
      decide(accessPolicy, 'organization-users.patch', cell(roles, 'sameOrganization', target));
    expect(patch(['usr_mgr'], 'user')).toEqual({ allowed: true });
    expect(patch(['usr_mgr'], 'admin')).toEqual({ allowed: false, reason: 'targetRole' });
    expect(patch(['org_mgr'], 'admin')).toEqual({ allowed: true });
    expect(patch(['cnx_mgr'], 'user')).toEqual({
      allowed: false,
      reason: 'needsRole',
      roles: ['org_mgr', 'usr_mgr'],
    });
    expect(patch([], 'user')).toEqual({ allowed: false, reason: 'notAdmin' });
    expect(rolesAllowed(accessPolicy, 'organization-users.create', 'admin')).toEqual(['org_mgr']);
  });

  it("reads one's own user as part of one's organization, and refuses other organizations", () => {
    // A User Manager is an admin: on themselves they are an admin target.
    expect(decide(accessPolicy, 'organization-users.patch', cell(['usr_mgr'], 'self', 'admin')).allowed).toBe(
      false,
    );
    expect(
      decide(accessPolicy, 'password-reset-grants.create', cell(['usr_mgr'], 'self', 'admin')).allowed,
    ).toBe(true);
    expect(decide(accessPolicy, 'organization-users.get', cell([], 'self', 'user')).allowed).toBe(true);
    expect(
      decide(accessPolicy, 'organization-users.get', cell([], 'sameOrganization', 'user')),
    ).toMatchObject({
      reason: 'notAdmin',
    });
    expect(decide(accessPolicy, 'connections.get', cell(['org_mgr'], 'otherOrganization'))).toMatchObject({
      reason: 'otherOrganization',
    });
    expect(decide(accessPolicy, 'eulas-users.create', cell(['org_mgr'], 'sameOrganization'))).toMatchObject({
      reason: 'notSelf',
    });
  });

  it("keeps a wallet's private addresses and pins to the connection admins", () => {
    for (const operation of ['wallet GET /connections', 'wallet POST /connections/verified'] as const) {
      expect(rolesAllowed(accessPolicy, operation)).toEqual(['org_mgr', 'cnx_mgr']);
      expect(decide(accessPolicy, operation, cell([], 'sameOrganization'))).toMatchObject({
        reason: 'notAdmin',
      });
    }
    expect(decide(accessPolicy, 'wallet POST /sign', cell([], 'self')).allowed).toBe(true);
  });

  it('refuses an operation missing from the table, whatever the caller', () => {
    expect(decideRole(accessPolicy, 'organizations.remove', ['org_mgr'])).toEqual({
      allowed: false,
      reason: 'unknownOperation',
    });
    expect(decide(accessPolicy, 'toString', cell(['org_mgr'], 'sameOrganization')).allowed).toBe(false);
  });

  it('lets anyone reach the public operations and link flows, which check their own credential', () => {
    for (const operation of [
      'find-user.find',
      'authentication.create',
      'pwreset.create',
      'wallet POST /accounts/verify',
    ])
      expect(decideRole(accessPolicy, operation, []).allowed).toBe(true);
  });

  it('walks every role, relation and target of every signed-in operation', () => {
    const cells = policyCells(accessPolicy);
    expect(Object.keys(accessPolicy).length).toBe(
      Object.keys(apiPolicy).length + Object.keys(walletPolicy).length,
    );
    expect(new Set(cells.map((c) => c.operation)).size).toBeGreaterThan(40);
    // On one's own user, the target's role is one's own.
    expect(
      cells
        .filter((c) => c.relation === 'self' && c.target !== undefined)
        .every((c) => (c.role === 'none') === (c.target === 'user')),
    ).toBe(true);
  });
});
