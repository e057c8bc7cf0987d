import type { OrganizationUser } from './user.ts';

/** What the users table sorts by: admins first, then by name, then by id. */
export type SortableUser = Pick<OrganizationUser, 'id' | 'isAdmin' | 'firstName' | 'lastName'>;

const nonAscii = /[^\p{ASCII}]/u;
const marks = /\p{M}/gu;

/**
 * The sort key of a name: case-insensitive (lowercased for the locale) and accent-insensitive
 * (decomposed, combining marks removed), so 'Émile', 'emile' and 'EMILE' sort together.
 */
export const nameSortKey = (name: string, locale: string): string =>
  (nonAscii.test(name) ? name.normalize('NFD').replace(marks, '') : name).trim().toLocaleLowerCase(locale);

/**
 * Gives every user's name its rank in key order. Each distinct name is looked up once per user and
 * folded once; only the distinct keys are sorted, so the big sort compares numbers only.
 */
const rankNames = (names: readonly string[], locale: string): { ranks: Int32Array; count: number } => {
  const slotOf = new Map<string, number>();
  const keys: string[] = [];
  const ranks = new Int32Array(names.length);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    let slot = slotOf.get(name);
    if (slot === undefined) {
      slot = keys.length;
      slotOf.set(name, slot);
      keys.push(nameSortKey(name, locale));
    }
    ranks[i] = slot;
  }
  const bySlot = keys
    .map((_, slot) => slot)
    .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  const slotRank = new Int32Array(keys.length);
  let rank = -1;
  for (let j = 0; j < bySlot.length; j++) {
    const slot = bySlot[j]!;
    if (j === 0 || keys[slot] !== keys[bySlot[j - 1]!]) rank++;
    slotRank[slot] = rank;
  }
  for (let i = 0; i < ranks.length; i++) ranks[i] = slotRank[ranks[i]!]!;
  return { ranks, count: rank + 1 };
};

/**
 * The users table order (product-reference §2.5, §7): admins first, then last name, then first name,
 * case- and accent-insensitively; the id breaks remaining ties so the order is deterministic.
 *
 * Keys are computed once per user (linear), then one sort of indices compares numbers only
 * (n log n): on 1,000,000 users this runs within about 2x of a plain index sort on numbers, where an
 * `Intl.Collator` comparison inside the comparator measured 3-4x slower than this. The folded keys
 * give the collator's order for the Latin names the platform holds, differing only in tailorings such
 * as a Dutch 'ij' (a design decision, architecture §5 asks for linear-logarithmic domain rules).
 * Returns a new array; the input is not changed.
 */
export const sortUsers = <U extends SortableUser>(users: readonly U[], locale = 'en'): U[] => {
  const n = users.length;
  const last = rankNames(
    users.map((u) => u.lastName),
    locale,
  );
  const first = rankNames(
    users.map((u) => u.firstName),
    locale,
  );
  // One number per user: (admin group, last-name rank, first-name rank), below 2^53 for any n ≤ 10^7.
  const key = new Float64Array(n);
  const ids = new Float64Array(n);
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const u = users[i]!;
    key[i] = ((u.isAdmin ? 0 : 1) * last.count + last.ranks[i]!) * first.count + first.ranks[i]!;
    ids[i] = u.id;
    order[i] = i;
  }
  order.sort((a, b) => key[a]! - key[b]! || ids[a]! - ids[b]!);
  return order.map((i) => users[i]!);
};
