import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import {
  CONNECTIONS_POLL_MS,
  comparesFingerprintFirst,
  type ConnectionSort,
  type TabIndex,
} from '@scr/domain';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { useResultQuery } from '../../server-state/result-query.ts';
import { useListQuery } from '../../server-state/list-query.ts';
import type { ConnectionsController, OpenDialog } from './connections-context.tsx';
import { connectionsKeys } from './connections-keys.ts';
import { failureMessage, type ConnectionsFailure } from './failures.ts';
import { useResultMutation } from '../../server-state/result-mutation.ts';
import { loadFailureText } from '../../ui/load-error.tsx';
import { connectionUseCasesToken } from './connection-use-cases.ts';

/** What the page shows: a tab's page, searched and sorted (the URL holds it). */
export type ConnectionsListing = {
  readonly tab: TabIndex;
  readonly page: number;
  readonly search: string;
  readonly sort: ConnectionSort | null;
};

/**
 * The state of the Connections page: the tabs' counts and the open tab's page, paged on the server
 * (loaded, then read again after every action and every 15 minutes), the auto-advance of a
 * connectionRef on load (product-reference §2.6), the open dialog and the failure reactions of failures.ts.
 *
 * Two queries: the overview (the counts, with the page open when it was read) and, for another
 * tab or page on the same counts, that page alone. The page's key holds the time the overview was
 * read, so an answer on old counts can never show under new ones.
 */
export const useConnectionsController = (options: {
  readonly isCarrier: boolean;
  readonly connectionRef: string | undefined;
  /** The view to show (the URL's): another tab or page reads on the counts it has. */
  readonly listing: ConnectionsListing;
}): Omit<ConnectionsController, 'show' | 'find' | 'sortBy'> => {
  const useCases = useUseCase(connectionUseCasesToken);
  const client = useQueryClient();
  const { notify } = useSnackbars();
  const wanted = options.listing;
  // What the overview's next read also loads: the tab and page open at that moment.
  const opened = useRef(wanted);
  useEffect(() => {
    opened.current = wanted;
  });
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const refreshOverview = useCallback(
    () => client.invalidateQueries({ queryKey: connectionsKeys.all }),
    [client],
  );

  // Every action is a mutation (its failure reaches the signed-in frame's one failure table, which
  // shows the session-expired or upgrade dialog or reads the page again) and shows its text as a
  // toast here. Busy while any of them runs (two can overlap: a row's action during Accept All).
  const action = useResultMutation((act: () => ResultAsync<unknown, ConnectionsFailure>) => act(), {
    key: connectionsKeys.change,
  });
  const busy = useIsMutating({ mutationKey: connectionsKeys.change }) > 0;
  const { mutateAsync } = action;
  const run = useCallback(
    async <T>(
      act: () => ResultAsync<T, ConnectionsFailure>,
      answersItself?: (failure: ConnectionsFailure) => boolean,
    ): Promise<T | null> => {
      try {
        return (await mutateAsync(act)) as T;
      } catch (caught) {
        const failure = caught as ConnectionsFailure;
        if (!answersItself?.(failure)) notify({ message: failureMessage(failure), intent: 'danger' });
        return null;
      }
    },
    [notify, mutateAsync],
  );

  // With a connectionRef the connection is advanced first (a write, once per reference while the
  // page is open), so the tabs show its new state; the overview waits for it to settle.
  const reference = options.connectionRef;
  const advance = useResultMutation((ref: string) => useCases.autoAdvance({ reference: ref }), {
    key: connectionsKeys.advance,
  });
  const advanced = useRef<string | undefined>(undefined);
  const { mutate: advanceOnce } = advance;
  useEffect(() => {
    if (reference === undefined || advanced.current === reference) return;
    advanced.current = reference;
    advanceOnce(reference, {
      onSuccess: (result) => {
        if (result.message) notify({ message: result.message, intent: 'success' });
        const { decision, confirmFirst } = result;
        if (confirmFirst && decision !== 'none' && comparesFingerprintFirst(decision))
          setDialog({ kind: 'compareFirst', action: decision, row: confirmFirst });
      },
      onError: (failure) => notify({ message: failureMessage(failure), intent: 'danger' }),
    });
  }, [reference, advanceOnce, notify]);
  const advanceSettled = advance.isSuccess || advance.isError;

  // Never zeros for counts that could not be read: after a failed load of another search or sort,
  // the last view read (shownView) stays beside the error.
  const { query: overview, shown: shownView } = useListQuery({
    key: connectionsKeys.overview(wanted.search, wanted.sort),
    load: () => useCases.load({ ...opened.current, search: wanted.search, sort: wanted.sort }),
    enabled: reference === undefined || advanceSettled,
    // The 15-minute poll (product-reference §2.6, §9). It is skipped while the page is hidden; a
    // return to the page reads at once when a poll was skipped so (the view is older than the poll's
    // period), and shows 'Checking new connections...' as the poll does: never more often than it.
    refetchInterval: CONNECTIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: CONNECTIONS_POLL_MS,
  });
  const view = overview.data;
  const onLoadedPage = view?.page.tab === wanted.tab && view.page.page === wanted.page;
  const page = useResultQuery({
    key: connectionsKeys.page(wanted, overview.dataUpdatedAt),
    load: () => useCases.loadPage(view!.overview, { tab: wanted.tab, page: wanted.page }),
    enabled: view !== undefined && !overview.isPlaceholderData && !onLoadedPage,
    keepPrevious: true,
    staleTime: Infinity,
  });
  const shownPage = onLoadedPage ? view.page : (page.data ?? shownView?.page);

  const failure = overview.error ?? page.error;
  const loadError = failure ? loadFailureText(failure) : null;

  const pageFailed = page.isError;
  const refetchPage = page.refetch;
  const refresh = useCallback(async (): Promise<void> => {
    await Promise.all([refreshOverview(), pageFailed ? refetchPage() : undefined]);
  }, [refreshOverview, pageFailed, refetchPage]);

  // 'Checking new connections...' while the overview is read again by itself (the poll), not on a
  // search (another key) or after an action (busy says so there).
  const checking = overview.isRefetching && !overview.isPlaceholderData && !busy;
  // A search or sort (a new overview key) or another page of the tab: the rows shown are the last
  // view's until its answer arrives, and the table says so (aria-busy).
  const loading = overview.isPlaceholderData || (!onLoadedPage && page.isFetching);

  return useMemo(
    () => ({
      useCases,
      isCarrier: options.isCarrier,
      overview: shownView?.overview ?? null,
      page: shownPage && shownPage.tab === wanted.tab ? shownPage : null,
      selected: wanted.tab,
      search: shownView?.overview.search ?? '',
      loadError,
      sort: shownView?.overview.sort ?? null,
      checking,
      loading,
      busy,
      dialog,
      setDialog,
      refresh,
      run,
    }),
    [
      useCases,
      options.isCarrier,
      shownView,
      shownPage,
      wanted.tab,
      loadError,
      checking,
      loading,
      busy,
      dialog,
      refresh,
      run,
    ],
  );
};
