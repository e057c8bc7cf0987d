import { MutationCache, MutationObserver, QueryCache, QueryClient } from '@tanstack/react-query';
import { ResultAsync } from 'neverthrow';
import { settle } from './result-query.ts';
import { followPageReads } from './platform-reads.ts';
import { earlyReadMeta } from './early-read.ts';

/** Where a failure came from: a page's load, or a change the admin asked for. */
export type FailureOrigin = 'load' | 'change';
export type FailureListener = (failure: unknown, origin: FailureOrigin) => void;

/**
 * The app's server state: one QueryClient (built by the composition root, one per app) and the
 * channel its failures go out on, so the signed-in frame can react to them in one place.
 */
export type ServerState = {
  readonly client: QueryClient;
  /** Calls `listener` with every failed load and change until the returned function is called. */
  readonly onFailure: (listener: FailureListener) => () => void;
  /** Reports a failure of a change that did not run as a mutation (a gate, a look-up). */
  readonly report: FailureListener;
  /**
   * Runs a write as a mutation of this client from outside a React tree that holds it: the sign-in
   * steps, whose screen paints before the query library's React bindings load. Its failure goes out
   * through the MutationCache like any mutation's; `answers` as a mutation's `meta.answers`.
   */
  readonly mutate: <I, T, E>(
    run: (input: I) => ResultAsync<T, E>,
    input: I,
    answers?: readonly string[],
  ) => ResultAsync<T, E>;
};

/**
 * Whether a change answers this failure itself (its mutation's `meta.answers` names the failure's
 * kind): the failure table then leaves it alone, so the admin sees one answer, not two.
 */
const answersInPlace = (meta: Record<string, unknown> | undefined, failure: unknown): boolean => {
  const answers = meta?.['answers'];
  const kind =
    typeof failure === 'object' && failure !== null && 'kind' in failure ? failure.kind : undefined;
  return Array.isArray(answers) && answers.includes(kind);
};

/**
 * The QueryClient with the app's defaults. A failed load is shown at once with its own Retry (no
 * silent retries that keep the admin waiting); a page's data is read again when it is opened, and
 * when the window is shown again only for a query that asks for it (`refetchOnWindowFocus`, with a
 * `staleTime` saying how old its value may be: data others change while the admin is elsewhere);
 * and nothing is kept once no page shows it, so a page opened again shows what the platform has
 * now, not a stale copy.
 */
export const createServerState = (): ServerState => {
  const listeners = new Set<FailureListener>();
  const report: FailureListener = (failure, origin) => {
    for (const listener of listeners) listener(failure, origin);
  };
  const client = new QueryClient({
    // A read started before its page (early-read.ts) fails for no page yet: the page reads again.
    queryCache: new QueryCache({
      onError: (failure, query) => {
        if (query.meta?.['startedEarly'] !== earlyReadMeta.startedEarly) report(failure, 'load');
      },
    }),
    mutationCache: new MutationCache({
      onError: (failure, _input, _context, mutation) => {
        if (!answersInPlace(mutation.meta, failure)) report(failure, 'change');
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, gcTime: 0 },
      // A change asked for while offline runs and fails at once with the offline text (the
      // transport's Offline), instead of waiting paused: the admin is told, and what was typed stays.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // A page that reads again asks the platform for the reads it builds on (platform-reads.ts).
  followPageReads(client);
  const mutate = <I, T, E>(
    run: (input: I) => ResultAsync<T, E>,
    input: I,
    answers?: readonly string[],
  ): ResultAsync<T, E> =>
    ResultAsync.fromPromise(
      new MutationObserver<T, E, I>(client, {
        mutationFn: (value) => settle(run(value)),
        ...(answers === undefined ? {} : { meta: { answers } }),
      }).mutate(input),
      (failure) => failure as E,
    );
  return {
    client,
    report,
    mutate,
    onFailure: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};
