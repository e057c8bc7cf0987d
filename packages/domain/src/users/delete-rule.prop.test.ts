import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminRoles } from './roles.ts';
import { countAdmins, guardDelete } from './delete-rule.ts';

const user = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  userId: fc.integer({ min: 1, max: 30 }),
  isAdmin: fc.boolean(),
  isActive: fc.boolean(),
  isDeleted: fc.boolean(),
  adminRoles: fc.subarray([...adminRoles]),
});
const users = fc.uniqueArray(user, { selector: (u) => u.id, maxLength: 12 });

describe('the delete rule (properties)', () => {
  it('a permitted delete keeps an active admin and an active Organization Manager where there was one', () => {
    fc.assert(
      fc.property(users, fc.nat(11), fc.integer({ min: 1, max: 30 }), (list, pick, actor) => {
        const target = list[pick % Math.max(1, list.length)];
        if (!target || guardDelete(actor, target, list).isErr()) return;
        const before = countAdmins(list);
        const after = countAdmins(list.filter((u) => u.id !== target.id));
        if (before.activeAdmins > 0) expect(after.activeAdmins).toBeGreaterThan(0);
        if (before.activeOrgMgrs > 0) expect(after.activeOrgMgrs).toBeGreaterThan(0);
        if (!target.isDeleted) expect(target.userId).not.toBe(actor);
      }),
    );
  });
});
