import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';

/** A use case's ResultAsync as the promise a query runs: its value, or a rejection with its tagged error. */
export const settle = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw settled.error;
  return settled.value;
};

/**
 * Server data read through a use case, cached under `key`. With `keepPrevious` the value shown
 * stays on screen while the next key loads (paging, a filter), so the page does not flash its
 * loading text.
 */
export const useResultQuery = <T, E>(options: {
  readonly key: QueryKey;
  readonly load: () => ResultAsync<T, E>;
  readonly keepPrevious?: boolean;
  readonly enabled?: boolean;
  readonly refetchInterval?: number;
  readonly staleTime?: number;
}): UseQueryResult<T, E> =>
  useQuery<T, E>({
    queryKey: options.key,
    queryFn: () => settle(options.load()),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
    ...(options.refetchInterval === undefined ? {} : { refetchInterval: options.refetchInterval }),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
