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
  activatedAt: fc.option(fc.constant('2026-01-01T00:00:00Z'), { nil: null }),
});

describe('user form (properties)', () => {
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        validate(inviteUserFormSchema, raw);
        validate(editUserFormSchema, raw);
      }),
    );
  });

  it('only enables the Admin role selector for an org_mgr, never on the last active admin', () => {
    fc.assert(
      fc.property(
        fc.subarray([...adminRoles]),
        fc.option(user, { nil: undefined }),
        fc.nat(5),
        (roles, u, count) => {
          const s = adminRoleSelectorState({
            actorAdminRoles: roles,
            ...(u ? { user: u } : {}),
            activeAdminCount: count,
          });
          if (s.enabled) {
            expect(roles).toContain('org_mgr');
            expect(u?.isAdmin === true && count < 2).toBe(false);
          } else expect(s.helper).toBeDefined();
        },
      ),
    );
  });

  it('never enables the Active switch for a user without a password or the last active admin', () => {
    fc.assert(
      fc.property(user, fc.nat(5), (u, count) => {
        const s = activeSwitchState({ user: u, activeAdminCount: count });
        expect(s.enabled).toBe(u.activatedAt !== null && !(u.isAdmin && count < 2));
      }),
    );
  });
});
