import { useDeferredValue, useRef } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';

/** A use case's ResultAsync as the promise a query runs: its value, or a rejection with its tagged error. */
export const settle = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw settled.error;
  return settled.value;
};

/** A read of server data: its key, its use case and how it is kept. */
export type ResultQueryOptions<T, E> = {
  readonly key: QueryKey;
  readonly load: () => ResultAsync<T, E>;
  readonly keepPrevious?: boolean;
  readonly enabled?: boolean;
  readonly refetchInterval?: number;
  readonly staleTime?: number;
  /**
   * Read again when the page becomes visible again (the admin back from another window or tab),
   * if the value is older than `staleTime`: for data others change meanwhile. Off by default.
   */
  readonly refetchOnWindowFocus?: boolean;
};

/**
 * Server data read through a use case, cached under `key`. With `keepPrevious` the value shown
 * stays on screen while the next key loads (paging, a filter), so the page does not flash its
 * loading text.
 *
 * An answer that replaces the loading text (a query's first, or a new key's without `keepPrevious`)
 * is shown by a background render: the query's store asks React for a render that cannot be split
 * (useSyncExternalStore), and a page's first rows in one such task blocked a phone's main thread for
 * a few hundred milliseconds. Until the background render is done, the store's render keeps the
 * pending result (the loading text already shown); the background render, in slices that yield to
 * the browser, shows the answer. Other answers (a refresh, a page or a filter with the previous value
 * kept) are shown at once.
 */
export const useResultQuery = <T, E>(options: ResultQueryOptions<T, E>): UseQueryResult<T, E> => {
  const result = useQuery<T, E>({
    queryKey: options.key,
    queryFn: () => settle(options.load()),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
    ...(options.refetchInterval === undefined ? {} : { refetchInterval: options.refetchInterval }),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.refetchOnWindowFocus === undefined
      ? {}
      : { refetchOnWindowFocus: options.refetchOnWindowFocus }),
  });
  // A boolean, not the result: the result is a new object on every render, and each would start
  // a background render of its own.
  const answered = useDeferredValue(!result.isPending);
  const lastPending = useRef(result);
  if (result.isPending) lastPending.current = result;
  return answered || result.isPending ? result : lastPending.current;
};
