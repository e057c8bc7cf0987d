import { z } from 'zod';
import { message } from '../validation/rules.ts';

/**
 * What a list asks the platform for besides its page: a search text and a column sort. Both are
 * rules of the lists (users, connections), so the web app, the URL and the adapters share them.
 */

/** The longest search text (the search box says so before a request goes out). */
export const SEARCH_MAX_LENGTH = 100;

/** A search as it is sent: surrounding space removed, inner runs of space as one (so 'a  b' finds 'a b'). */
export const normalizeSearch = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A search text from a form or a URL: normalized, at most SEARCH_MAX_LENGTH characters. */
export const searchSchema = z
  .string()
  .transform(normalizeSearch)
  .pipe(z.string().max(SEARCH_MAX_LENGTH, message('paging.search.tooLong', { max: SEARCH_MAX_LENGTH })));

/** Ascending or descending. */
export type SortDirection = 'asc' | 'desc';
/** A list sorted by one column, in one direction; the list's own order breaks ties. */
export type ColumnSort<F extends string> = { readonly field: F; readonly direction: SortDirection };

/** The schema of a column sort over these fields (null: the list's default order). */
export const columnSortSchema = <F extends string>(fields: readonly [F, ...F[]]) =>
  z.object({ field: z.enum(fields), direction: z.enum(['asc', 'desc']) }).nullable();

/** The sort as one token: 'lastName' ascending, '-createdAt' descending (the URL's `sort=`). */
export const sortToken = <F extends string>(sort: ColumnSort<F>): string =>
  `${sort.direction === 'desc' ? '-' : ''}${sort.field}`;

/** The sort a token names, or null when it names no field of `fields`. */
export const parseSortToken = <F extends string>(
  token: string,
  fields: readonly F[],
): ColumnSort<F> | null => {
  const direction: SortDirection = token.startsWith('-') ? 'desc' : 'asc';
  const field = direction === 'desc' ? token.slice(1) : token;
  return (fields as readonly string[]).includes(field) ? { field: field as F, direction } : null;
};

/** The next sort when a column header is clicked: ascending, then descending, then the default order. */
export const nextSort = <F extends string>(current: ColumnSort<F> | null, field: F): ColumnSort<F> | null =>
  current?.field !== field
    ? { field, direction: 'asc' }
    : current.direction === 'asc'
      ? { field, direction: 'desc' }
      : null;
