import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nameSortKey, sortUsers } from './sort-users.ts';

const user = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  isAdmin: fc.boolean(),
  lastName: fc.string({ maxLength: 8 }),
  firstName: fc.string({ maxLength: 8 }),
});
const users = fc.array(user, { maxLength: 60 });

describe('users sort (properties)', () => {
  it('is a permutation of its input', () => {
    fc.assert(
      fc.property(users, (list) => {
        const sorted = sortUsers(list);
        expect(sorted).toHaveLength(list.length);
        expect(new Set(sorted)).toEqual(new Set(list));
      }),
    );
  });

  it('puts every admin before every non-admin', () => {
    fc.assert(
      fc.property(users, (list) => {
        const sorted = sortUsers(list);
        const lastAdmin = sorted.map((x) => x.isAdmin).lastIndexOf(true);
        const firstOther = sorted.findIndex((x) => !x.isAdmin);
        expect(firstOther === -1 || lastAdmin < firstOther).toBe(true);
      }),
    );
  });

  it('orders each group by last name key, then first name key', () => {
    fc.assert(
      fc.property(users, (list) => {
        const sorted = sortUsers(list);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1]!;
          const b = sorted[i]!;
          if (a.isAdmin !== b.isAdmin) continue;
          const [la, lb] = [nameSortKey(a.lastName, 'en'), nameSortKey(b.lastName, 'en')];
          expect(la <= lb).toBe(true);
          if (la === lb) expect(nameSortKey(a.firstName, 'en') <= nameSortKey(b.firstName, 'en')).toBe(true);
        }
      }),
    );
  });

  it('does not depend on the input order', () => {
    fc.assert(
      fc.property(
        users.map((l) => l.map((x, i) => ({ ...x, id: i }))),
        (list) => {
          expect(sortUsers([...list].reverse())).toEqual(sortUsers(list));
        },
      ),
    );
  });
});
