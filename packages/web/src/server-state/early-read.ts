import type { QueryClient } from '@tanstack/react-query';
import { settle, type ResultQueryOptions } from './result-query.ts';

/**
 * How long a read started before its page waits for that page: the time from the platform's
 * acceptance of a sign-in to the first page's render on a slow phone (the EULA check, the frame).
 * A page that comes later (a pending EULA read first) reads for itself.
 */
export const EARLY_READ_KEPT_MS = 10_000;

/** What marks a query started early: its failure is no page's yet (query-client.ts). */
export const earlyReadMeta = { startedEarly: true } as const;

/** A read a page will make, by the page's own key, use case and freshness (its query's options). */
export type PageRead<T, E> = Required<Pick<ResultQueryOptions<T, E>, 'key' | 'load' | 'staleTime'>>;

/**
 * Starts a page's read before the page renders: its query, by the same key, then finds the answer
 * there or on its way, fresh for the page's own `staleTime`, and does not ask again. The answer is
 * kept `EARLY_READ_KEPT_MS` for it (the app keeps no query nobody shows otherwise), so a page opened
 * again within that time may show it too, while it is fresh. A failure is not reported here: no
 * page shows it yet, and the page reads again when it comes (its query has no data).
 */
export const startEarlyRead = <T, E>(client: QueryClient, read: PageRead<T, E>): void =>
  void client.prefetchQuery({
    queryKey: read.key,
    queryFn: () => settle(read.load()),
    staleTime: read.staleTime,
    gcTime: EARLY_READ_KEPT_MS,
    meta: earlyReadMeta,
  });
