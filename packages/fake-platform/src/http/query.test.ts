// The accepted query in the store's words: a date becomes the instant records hold; an `$ilike`
// pattern stays the text the request sent, for the store's own matcher (no RegExp from input).
import { describe, expect, it } from 'vitest';
import { storeQuery } from './query.ts';

const hostile = '%a%a%a%a%a%a%a%a%a%a%!';

describe('storeQuery', () => {
  it('keeps $ilike patterns as the text sent, wherever they stand', () => {
    const query = storeQuery(
      {
        name: { $ilike: hostile },
        $or: [{ firstName: { $ilike: '%50\\%%' } }, { email: { $ilike: '%a_b%', $ne: 'x' } }],
        $and: [{ $or: [{ lastName: { $ilike: '%' } }] }],
        $limit: 5,
      },
      new Set(),
    );
    expect(query).toEqual({
      name: { $ilike: hostile },
      $or: [{ firstName: { $ilike: '%50\\%%' } }, { email: { $ilike: '%a_b%', $ne: 'x' } }],
      $and: [{ $or: [{ lastName: { $ilike: '%' } }] }],
      $limit: 5,
    });
  });

  it('turns dates into the instants the records hold', () => {
    const query = storeQuery(
      { createdAt: { $gte: '2026-01-01T01:00:00+01:00' }, at: '2026-01-02T00:00:00Z' },
      new Set(['createdAt', 'at']),
    );
    expect(query).toEqual({
      createdAt: { $gte: '2026-01-01T00:00:00.000Z' },
      at: '2026-01-02T00:00:00.000Z',
    });
  });
});
