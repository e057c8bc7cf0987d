import { useSearchParams } from 'react-router-dom';
import type { ColumnSort } from '@scr/domain';
import {
  readTableUrl,
  readUrlFilter,
  writeTableUrl,
  writeUrlFilter,
  type TableUrlState,
  type UrlChoices,
  type UrlFilter,
  type UrlFilterValues,
} from './table-url.ts';

export type TableUrl<F extends string, C extends UrlChoices, V extends UrlFilterValues> = TableUrlState<
  F,
  C
> & {
  /** The free filters (none unless the table names them). */
  readonly filter: V;
  /** Another page of the same view. */
  readonly setPage: (page: number, how?: { readonly replace?: boolean }) => void;
  /** A new search: from the first page. */
  readonly setSearch: (search: string) => void;
  /** A new sort (null: the list's own order): from the first page. */
  readonly setSort: (sort: ColumnSort<F> | null) => void;
  /** Another value of a choice (a filter, a tab): from the first page. */
  readonly setChoice: <K extends keyof C & string>(name: K, value: C[K]['values'][number]) => void;
  /** New free filters: from the first page. */
  readonly setFilter: (filter: V) => void;
};

/**
 * The page, search, sort, choices (filter, tab) and free filters of a table, kept in the query string, so a
 * reload, a shared link and Back/Forward restore exactly that view (table-url.ts reads and writes
 * it). Every change is a new history entry, so Back returns to the view before it; a correction
 * the app makes itself (a page past the end) replaces the entry instead.
 */
export const useTableUrlState = <
  F extends string,
  C extends UrlChoices,
  V extends UrlFilterValues = Readonly<Record<never, string>>,
>(
  sortFields: readonly F[],
  choices: C,
  filter?: UrlFilter<V>,
): TableUrl<F, C, V> => {
  const [params, setParams] = useSearchParams();
  // Read on every render (a few string lookups): the URL is the one place the view is held.
  const state = readTableUrl(params, sortFields, choices);
  const write = (next: TableUrlState<F, C>, replace = false) =>
    setParams((current) => writeTableUrl(current, next, choices), { replace });
  return {
    ...state,
    // Without free filters V keeps its default, the record of no parameters.
    filter: filter ? readUrlFilter(params, filter) : ({} as V),
    setFilter: (values) =>
      setParams((current) =>
        writeTableUrl(
          filter ? writeUrlFilter(current, values, filter) : current,
          { ...state, page: 0 },
          choices,
        ),
      ),
    setPage: (page, how) => write({ ...state, page }, how?.replace),
    setSearch: (search) => write({ ...state, search, page: 0 }),
    setSort: (sort) => write({ ...state, sort, page: 0 }),
    setChoice: (name, value) => write({ ...state, choices: { ...state.choices, [name]: value }, page: 0 }),
  };
};
