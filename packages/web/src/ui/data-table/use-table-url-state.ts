import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
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
  // The router renders a new URL in a transition: until it has, `params` is still the URL before a
  // change, and a second change made meanwhile (a filter chosen right after a search went out) built
  // on it would drop the first. Each change therefore applies to the newest URL: the one this hook
  // last wrote while the router still renders the one it was written over, else the rendered one.
  // Once the router renders that URL the write has landed and is forgotten, so a later Back to the
  // URL it was written over is read as it is.
  const written = useRef<{ readonly over: string; readonly url: URLSearchParams } | null>(null);
  useEffect(() => {
    if (written.current?.url.toString() === params.toString()) written.current = null;
  }, [params]);
  const change = (next: (current: URLSearchParams) => URLSearchParams, replace = false) => {
    const rendered = params.toString();
    const newest = written.current?.over === rendered ? written.current.url : params;
    const url = next(new URLSearchParams(newest));
    written.current = { over: rendered, url };
    setParams(url, { replace });
  };
  /** A change of the view as it stands in the newest URL. */
  const update = (next: (current: TableUrlState<F, C>) => TableUrlState<F, C>, replace = false) =>
    change((url) => writeTableUrl(url, next(readTableUrl(url, sortFields, choices)), choices), replace);
  return {
    ...state,
    // Without free filters V keeps its default, the record of no parameters.
    filter: filter ? readUrlFilter(params, filter) : ({} as V),
    setFilter: (values) =>
      change((url) => {
        const filtered = filter ? writeUrlFilter(url, values, filter) : url;
        return writeTableUrl(filtered, { ...readTableUrl(filtered, sortFields, choices), page: 0 }, choices);
      }),
    setPage: (page, how) => update((current) => ({ ...current, page }), how?.replace),
    setSearch: (search) => update((current) => ({ ...current, search, page: 0 })),
    setSort: (sort) => update((current) => ({ ...current, sort, page: 0 })),
    setChoice: (name, value) =>
      update((current) => ({ ...current, choices: { ...current.choices, [name]: value }, page: 0 })),
  };
};
