import { useSearchParams } from 'react-router-dom';
import type { ColumnSort } from '@scr/domain';
import { readTableUrl, writeTableUrl, type TableUrlState, type UrlChoices } from './table-url.ts';

export type TableUrl<F extends string, C extends UrlChoices> = TableUrlState<F, C> & {
  /** Another page of the same view. */
  readonly setPage: (page: number, how?: { readonly replace?: boolean }) => void;
  /** A new search: from the first page. */
  readonly setSearch: (search: string) => void;
  /** A new sort (null: the list's own order): from the first page. */
  readonly setSort: (sort: ColumnSort<F> | null) => void;
  /** Another value of a choice (a filter, a tab): from the first page. */
  readonly setChoice: <K extends keyof C & string>(name: K, value: C[K]['values'][number]) => void;
};

/**
 * The page, search, sort and choices (filter, tab) of a table, kept in the query string, so a
 * reload, a shared link and Back/Forward restore exactly that view (table-url.ts reads and writes
 * it). Every change is a new history entry, so Back returns to the view before it; a correction
 * the app makes itself (a page past the end) replaces the entry instead.
 */
export const useTableUrlState = <F extends string, C extends UrlChoices>(
  sortFields: readonly F[],
  choices: C,
): TableUrl<F, C> => {
  const [params, setParams] = useSearchParams();
  // Read on every render (a few string lookups): the URL is the one place the view is held.
  const state = readTableUrl(params, sortFields, choices);
  const write = (next: TableUrlState<F, C>, replace = false) =>
    setParams((current) => writeTableUrl(current, next, choices), { replace });
  return {
    ...state,
    setPage: (page, how) => write({ ...state, page }, how?.replace),
    setSearch: (search) => write({ ...state, search, page: 0 }),
    setSort: (sort) => write({ ...state, sort, page: 0 }),
    setChoice: (name, value) => write({ ...state, choices: { ...state.choices, [name]: value }, page: 0 }),
  };
};
