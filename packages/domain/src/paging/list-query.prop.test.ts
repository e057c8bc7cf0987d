import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validate } from '../validation/validate.ts';
import {
  SEARCH_MAX_LENGTH,
  nextSort,
  normalizeSearch,
  parseSortToken,
  searchSchema,
  sortToken,
  type ColumnSort,
} from './list-query.ts';

const fields = ['lastName', 'createdAt', 'name'] as const;
const sort = fc.record({
  field: fc.constantFrom(...fields),
  direction: fc.constantFrom('asc' as const, 'desc' as const),
});

describe('search normalization', () => {
  it('is idempotent and leaves no space at the ends nor two in a row', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\t', '\n', '%', '_', 'é') }), (raw) => {
        const once = normalizeSearch(raw);
        expect(normalizeSearch(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/\s\s|[\t\n]/);
        expect(once.replace(/\s/g, '')).toBe(raw.replace(/\s/g, ''));
      }),
    );
  });

  it('accepts up to the longest search after normalizing, and says so past it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2 * SEARCH_MAX_LENGTH }), (raw) => {
        const result = validate(searchSchema, raw);
        expect(result.isOk()).toBe(normalizeSearch(raw).length <= SEARCH_MAX_LENGTH);
        if (result.isErr()) expect(result.error.fields['_form']?.id).toBe('paging.search.tooLong');
      }),
    );
  });
});

describe('sort tokens', () => {
  it('round-trip every sort of the allowed fields', () => {
    fc.assert(
      fc.property(sort, (s) => {
        expect(parseSortToken(sortToken(s), fields)).toEqual(s);
      }),
    );
  });

  it('name a sort only for an allowed field, whatever the token', () => {
    fc.assert(
      fc.property(fc.string(), (token) => {
        const parsed = parseSortToken(token, fields);
        if (parsed) expect(sortToken(parsed)).toBe(token);
        else expect(fields.some((f) => token === f || token === `-${f}`)).toBe(false);
      }),
    );
  });

  it('cycle ascending, descending, default on three clicks of one header', () => {
    fc.assert(
      fc.property(fc.option(sort), fc.constantFrom(...fields), (start, field) => {
        let s: ColumnSort<(typeof fields)[number]> | null = start;
        const seen = [0, 1, 2].map(() => (s = nextSort(s, field)));
        expect(new Set(seen.map((x) => (x ? sortToken(x) : 'default')))).toEqual(
          new Set([field, `-${field}`, 'default']),
        );
      }),
    );
  });
});
