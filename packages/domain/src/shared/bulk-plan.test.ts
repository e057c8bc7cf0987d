import { describe, expect, it } from 'vitest';
import { groupExclusions, planBulk } from './bulk-plan.ts';

const notOurs = { id: 'connections.bulk.excluded.notOurs' } as const;
const invitation = { id: 'connections.bulk.excluded.invitation' } as const;

describe('grouping the rows a bulk action leaves out', () => {
  it('says each reason once, with its rows in the selection order, groups by first row', () => {
    const plan = planBulk(['a', 'b', 'c', 'd', 'e'], (item) =>
      item === 'c' ? null : item === 'b' || item === 'e' ? invitation : notOurs,
    );
    expect(plan.included).toEqual(['c']);
    expect(groupExclusions(plan.excluded)).toEqual([
      { reason: notOurs, items: ['a', 'd'] },
      { reason: invitation, items: ['b', 'e'] },
    ]);
  });

  it('keeps apart the same text worded with other values, and joins values given in another order', () => {
    const upgrade = (version: string) =>
      ({ id: 'connections.error.walletUpgradeRequired', values: { version, required: '1.1.0' } }) as const;
    const sameOtherOrder = {
      id: 'connections.error.walletUpgradeRequired',
      values: { required: '1.1.0', version: '1.0.0' },
    } as const;
    const groups = groupExclusions([
      { item: 1, reason: upgrade('1.0.0') },
      { item: 2, reason: upgrade('0.9.0') },
      { item: 3, reason: sameOtherOrder },
    ]);
    expect(groups.map((g) => g.items)).toEqual([[1, 3], [2]]);
  });

  it('compares a text given as a value by its own id and values', () => {
    const wrapped = (id: 'connections.bulk.excluded.notOurs' | 'connections.bulk.excluded.invitation') =>
      ({ id: 'table.bulk.result.failed', values: { reason: { id } } }) as const;
    const groups = groupExclusions([
      { item: 'x', reason: wrapped('connections.bulk.excluded.notOurs') },
      { item: 'y', reason: wrapped('connections.bulk.excluded.invitation') },
      { item: 'z', reason: wrapped('connections.bulk.excluded.notOurs') },
    ]);
    expect(groups.map((g) => g.items)).toEqual([['x', 'z'], ['y']]);
  });

  it('has no group when nothing is left out', () => {
    expect(groupExclusions([])).toEqual([]);
  });
});
