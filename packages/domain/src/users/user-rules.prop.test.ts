import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminRoles } from './roles.ts';
import { countActiveAdmins } from './user.ts';
import { authorizeUserChange, guardDelete } from './user-rules.ts';

const admin = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  isAdmin: fc.boolean(),
  isActive: fc.boolean(),
  isDeleted: fc.boolean(),
  pkeySign: fc.option(fc.string({ minLength: 1, maxLength: 4 }), { nil: null }),
});
const users = fc.uniqueArray(admin, { selector: (u) => u.id, maxLength: 12 });

describe('user rules (properties)', () => {
  it('a permitted delete never leaves an organization that had an active admin without one', () => {
    fc.assert(
      fc.property(users, fc.nat(11), (list, pick) => {
        const target = list[pick % Math.max(1, list.length)];
        if (!target) return;
        if (guardDelete(target, list).isOk() && countActiveAdmins(list) > 0)
          expect(countActiveAdmins(list.filter((u) => u.id !== target.id))).toBeGreaterThan(0);
      }),
    );
  });

  it('only an org_mgr ever assigns admin roles', () => {
    fc.assert(
      fc.property(
        fc.subarray([...adminRoles]),
        fc.subarray([...adminRoles], { minLength: 1 }),
        (actor, roles) => {
          const r = authorizeUserChange({ actor: { adminRoles: actor }, adminRoles: roles });
          expect(r.isOk()).toBe(actor.includes('org_mgr'));
        },
      ),
    );
  });
});
