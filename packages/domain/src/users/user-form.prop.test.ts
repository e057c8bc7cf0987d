import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validate } from '../validation/validate.ts';
import { adminRoles } from './roles.ts';
import {
  activeSwitchState,
  adminRoleSelectorState,
  editUserFormSchema,
  inviteUserFormSchema,
} from './user-form.ts';

const user = fc.record({
  isAdmin: fc.boolean(),
  isActive: fc.boolean(),
  isDeleted: fc.boolean(),
  activatedAt: fc.option(fc.constant('2026-01-01T00:00:00Z'), { nil: null }),
  adminRoles: fc.subarray([...adminRoles]),
});
const counts = fc.record({ activeAdmins: fc.nat(5), activeOrgMgrs: fc.nat(5) });
const lastOrgMgr = (
  u: { isAdmin: boolean; isActive: boolean; isDeleted: boolean; adminRoles: readonly string[] },
  c: { activeOrgMgrs: number },
) => u.isAdmin && u.isActive && !u.isDeleted && u.adminRoles.includes('org_mgr') && c.activeOrgMgrs < 2;

describe('user form (properties)', () => {
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        validate(inviteUserFormSchema, raw);
        validate(editUserFormSchema, raw);
      }),
    );
  });

  it('only enables the Admin role selector for an org_mgr, never on the last active admin or org_mgr', () => {
    fc.assert(
      fc.property(
        fc.subarray([...adminRoles]),
        fc.option(user, { nil: undefined }),
        counts,
        (roles, u, c) => {
          const s = adminRoleSelectorState({
            actorAdminRoles: roles,
            ...(u ? { user: u, counts: c } : {}),
          });
          if (s.enabled) {
            expect(roles).toContain('org_mgr');
            expect(u?.isAdmin === true && c.activeAdmins < 2).toBe(false);
            expect(u !== undefined && lastOrgMgr(u, c)).toBe(false);
          } else expect(s.helper).toBeDefined();
        },
      ),
    );
  });

  it('never enables the Active switch for a user without a password, the last active admin or org_mgr', () => {
    fc.assert(
      fc.property(user, counts, (u, c) => {
        const s = activeSwitchState({ user: u, counts: c });
        expect(s.enabled).toBe(
          u.activatedAt !== null && !(u.isAdmin && c.activeAdmins < 2) && !lastOrgMgr(u, c),
        );
      }),
    );
  });
});
