import { useState } from 'react';
import { hashKey, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { settle, useResultQuery, type ResultQueryOptions } from './result-query.ts';

/** A list's read and what the page shows of it. */
export type ListQuery<T, E> = {
  /** The read of the key asked for (its page, filter, search, sort). */
  readonly query: UseQueryResult<T, E>;
  /**
   * What the table shows: the key's value; while it loads, the previous key's (the query's
   * placeholder, `query.isPlaceholderData`); after its load failed, the last key's that answered.
   */
  readonly shown: T | undefined;
  /**
   * For a list paged on the server (`page` given): the page the pager names. The page asked for,
   * or after its load failed the page of the rows still shown.
   */
  readonly shownPage: number | undefined;
};

/** The last key whose read answered, with its use case and page: the query it names stays in the cache. */
type Answered<T, E> = {
  readonly key: QueryKey;
  readonly load: () => ResultAsync<T, E>;
  readonly page: number | undefined;
};

/**
 * A list paged, filtered, searched or sorted on the server, keyed by that view.
 *
 * While another view loads, TanStack Query's `keepPreviousData` keeps the rows shown, so the table
 * does not flash its loading text. If that load fails, the library drops the placeholder (the new
 * key has an error and no data). An admin table then keeps the rows it showed beside the load error
 * and its Retry, as a failed refresh of the same key does (the library keeps a key's data when its
 * read fails): an empty table or a count of 0 would read as "nothing there", which was never read.
 * Those rows are the last key's that answered, read from the query cache under that key: this hook
 * observes it without fetching, so the cache keeps it (the client drops a query nobody observes)
 * until another key answers.
 */
export const useListQuery = <T, E>({
  page,
  ...options
}: Omit<ResultQueryOptions<T, E>, 'keepPrevious'> & {
  /** The page the key reads, for a list paged on the server. */
  readonly page?: number;
}): ListQuery<T, E> => {
  const query = useResultQuery({ ...options, keepPrevious: true });
  const [answered, setAnswered] = useState<Answered<T, E>>(() => ({
    key: options.key,
    load: options.load,
    page,
  }));
  // Adjusting state while rendering (React's documented pattern): no extra paint with the old key.
  if (query.isSuccess && !query.isPlaceholderData && hashKey(answered.key) !== hashKey(options.key))
    setAnswered({ key: options.key, load: options.load, page });
  const last = useQuery<T, E>({
    queryKey: answered.key,
    queryFn: () => settle(answered.load()),
    enabled: false,
  });
  return {
    query,
    shown: query.data ?? (query.isError ? last.data : undefined),
    shownPage: query.isError ? answered.page : page,
  };
};
