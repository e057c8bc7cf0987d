import { describe, expect, it } from 'vitest';
import { nameSortKey, sortUsers } from './sort-users.ts';

const u = (id: number, lastName: string, firstName: string, isAdmin = false) => ({
  id,
  lastName,
  firstName,
  isAdmin,
});

describe('users sort (product-reference §2.5): admins first, then last and first name', () => {
  it('puts admins first, each group by last then first name', () => {
    const sorted = sortUsers([
      u(1, 'Zeeman', 'Anna'),
      u(2, 'Admin', 'Zoe', true),
      u(3, 'Baker', 'Carl'),
      u(4, 'Baker', 'Anne'),
      u(5, 'Aaron', 'Bob', true),
    ]);
    expect(sorted.map((x) => x.id)).toEqual([5, 2, 4, 3, 1]);
  });

  it('ignores case and accents', () => {
    const sorted = sortUsers([
      u(1, 'émile', 'b'),
      u(2, 'Emile', 'a'),
      u(3, 'EMILY', 'a'),
      u(4, 'dupont', 'x'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual([4, 2, 1, 3]);
    expect(nameSortKey('  Ëlise ', 'nl')).toBe('elise');
  });

  it('breaks full ties on the id, and leaves the input untouched', () => {
    const input = [u(9, 'Same', 'Name'), u(3, 'same', 'name')];
    expect(sortUsers(input).map((x) => x.id)).toEqual([3, 9]);
    expect(input.map((x) => x.id)).toEqual([9, 3]);
  });

  it('sorts 1,000,000 users', { timeout: 60_000 }, () => {
    const names = ['de Vries', 'Jansen', 'Peeters', 'Ölmez', 'janssens', 'Maes', 'Willems', 'Claes'];
    const users = Array.from({ length: 1_000_000 }, (_, i) =>
      u(i, `${names[i % 8]}${(i * 7919) % 50_000}`, `${names[(i * 31) % 8]}`, i % 997 === 0),
    );
    const sorted = sortUsers(users);
    expect(sorted).toHaveLength(1_000_000);
    const firstNonAdmin = sorted.findIndex((x) => !x.isAdmin);
    expect(sorted.slice(firstNonAdmin).every((x) => !x.isAdmin)).toBe(true);
    expect(firstNonAdmin).toBe(users.filter((x) => x.isAdmin).length);
  });
});
