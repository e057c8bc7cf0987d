import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminRoles } from './roles.ts';
import { authorizeUserChange } from './user-rules.ts';

describe('user rules (properties)', () => {
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
