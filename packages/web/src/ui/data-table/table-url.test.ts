import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SEARCH_MAX_LENGTH } from '@scr/domain';
import {
  MAX_URL_PAGE,
  readTableUrl,
  readUrlFilter,
  writeTableUrl,
  writeUrlFilter,
  type UrlFilter,
} from './table-url.ts';

const fields = ['lastName', 'email', 'createdAt'] as const;
const choices = { deleted: { values: ['notDeleted', 'deleted', 'all'], fallback: 'notDeleted' } } as const;
const read = (query: string) => readTableUrl(new URLSearchParams(query), fields, choices);

describe('the table view in the query string', () => {
  it('reads the view a link names', () => {
    expect(read('q=claes&deleted=all&page=2&sort=-createdAt')).toEqual({
      page: 1,
      search: 'claes',
      sort: { field: 'createdAt', direction: 'desc' },
      choices: { deleted: 'all' },
    });
    expect(read('sort=email').sort).toEqual({ field: 'email', direction: 'asc' });
  });

  it('reads the plain address as the default view', () => {
    expect(read('')).toEqual({ page: 0, search: '', sort: null, choices: { deleted: 'notDeleted' } });
  });

  it.each([
    'page=0',
    'page=-2',
    'page=1.5',
    'page=1e3',
    'page=abc',
    `page=${MAX_URL_PAGE + 1}`,
    'page=99999999999999999999',
    'sort=phone',
    'sort=__proto__',
    'sort=-',
    'sort=--email',
    'deleted=DELETED',
    'deleted=constructor',
    `q=${'x'.repeat(SEARCH_MAX_LENGTH + 1)}`,
  ])('reads %s as the default', (query) => {
    expect(read(query)).toEqual(read(''));
  });

  it('normalizes the search as the search box does', () => {
    expect(read('q=%20%20anna%20%20de%20%20vries%20').search).toBe('anna de vries');
  });

  it('leaves the defaults out and keeps the parameters of others', () => {
    const written = writeTableUrl(
      new URLSearchParams('dialog=invite&page=4'),
      { page: 0, search: '', sort: null, choices: { deleted: 'notDeleted' } },
      choices,
    );
    expect(written.toString()).toBe('dialog=invite');
    expect(
      writeTableUrl(
        new URLSearchParams(),
        { page: 2, search: 'a&b', sort: { field: 'email', direction: 'desc' }, choices: { deleted: 'all' } },
        choices,
      ).toString(),
    ).toBe('deleted=all&q=a%26b&sort=-email&page=3');
  });

  it('reads back what it writes, and reads any query string without throwing', () => {
    const state = fc.record({
      page: fc.integer({ min: 0, max: MAX_URL_PAGE - 1 }),
      search: fc.string({ maxLength: 40 }).map((s) => s.replace(/\s+/g, ' ').trim()),
      sort: fc.option(
        fc.record({ field: fc.constantFrom(...fields), direction: fc.constantFrom('asc', 'desc') }),
        { nil: null },
      ),
      choices: fc.record({ deleted: fc.constantFrom(...choices.deleted.values) }),
    });
    fc.assert(
      fc.property(state, (s) => {
        expect(readTableUrl(writeTableUrl(new URLSearchParams(), s, choices), fields, choices)).toEqual(s);
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('page', 'q', 'sort', 'deleted', 'x'), fc.string()), (raw) => {
        const got = readTableUrl(new URLSearchParams(raw), fields, choices);
        expect(Number.isSafeInteger(got.page) && got.page >= 0 && got.page < MAX_URL_PAGE).toBe(true);
        expect(choices.deleted.values).toContain(got.choices.deleted);
      }),
    );
  });
});

/** Free filters of a table: a name (any text) and a day (YYYY-MM-DD or none), read by the page's rule. */
type Named = { readonly name: string; readonly day: string };
const named: UrlFilter<Named> = {
  empty: { name: '', day: '' },
  read: (raw) => ({ name: raw.name.trim(), day: /^\d{4}-\d{2}-\d{2}$/.test(raw.day) ? raw.day : '' }),
};

describe('free filters in the query string', () => {
  it("reads the filters a link names by the page's rule, a missing or refused one as blank", () => {
    expect(readUrlFilter(new URLSearchParams('name=%20anna%20&day=2026-11-20'), named)).toEqual({
      name: 'anna',
      day: '2026-11-20',
    });
    expect(readUrlFilter(new URLSearchParams('day=yesterday&page=2'), named)).toEqual(named.empty);
  });

  it('writes only the filters set and keeps the parameters of others', () => {
    const written = writeUrlFilter(new URLSearchParams('name=old&page=3'), { name: 'a&b', day: '' }, named);
    expect(written.toString()).toBe('page=3&name=a%26b');
    expect(writeUrlFilter(written, named.empty, named).toString()).toBe('page=3');
  });

  it('reads back what it writes, and reads any query string as filters that hold', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const values = fc.record({
      name: fc.string({ maxLength: 20 }).map((s) => s.trim()),
      day: fc.oneof(fc.constant(''), day),
    });
    fc.assert(
      fc.property(values, (v) => {
        expect(readUrlFilter(writeUrlFilter(new URLSearchParams(), v, named), named)).toEqual(v);
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('name', 'day', 'page', 'x'), fc.string()), (raw) => {
        const got = readUrlFilter(new URLSearchParams(raw), named);
        expect(named.read(got)).toEqual(got);
      }),
    );
  });
});
