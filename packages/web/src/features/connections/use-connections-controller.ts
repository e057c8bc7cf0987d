import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import {
  CONNECTIONS_POLL_MS,
  type ConnectionSort,
  type ConnectionsView,
  type MessageRef,
  type TabIndex,
} from '@scr/domain';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useShellDialogs } from '../../shell/dialogs/shell-dialogs.tsx';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { connectionUseCasesToken } from './connection-use-cases.ts';
import type { ConnectionsController, OpenDialog } from './connections-context.tsx';
import { failureMessage, reactions, type ConnectionsFailure } from './failures.ts';
import { loadFailureText } from '../../ui/load-error.tsx';

/**
 * The state of the Connections page: the tabs' counts and the open tab's page, paged on the server
 * (loaded, then refreshed after every action and every 15 minutes), the auto-advance of a
 * connectionRef on load (product-reference §2.6), the open dialog and the failure reactions of failures.ts.
 */
export const useConnectionsController = (options: {
  readonly isCarrier: boolean;
  readonly connectionRef: string | undefined;
  /** The tab the route opens (product-reference §2.6). */
  readonly opening: TabIndex;
}): ConnectionsController => {
  const useCases = useUseCase(connectionUseCasesToken);
  const { notify } = useSnackbars();
  const { showSessionExpired } = useShellDialogs();
  const [view, setView] = useState<ConnectionsView | null>(null);
  // The last load's failure, shown where the tabs are (they keep what they showed before).
  const [loadError, setLoadError] = useState<MessageRef | null>(null);
  const [selected, setSelected] = useState<TabIndex>(options.opening);
  // What the next refresh loads, and a counter so that only the newest answer is shown.
  const wanted = useRef({ tab: options.opening, page: 0, search: '', sort: null as ConnectionSort | null });
  const latest = useRef(0);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const mounted = useRef(true);

  const fail = useCallback(
    (failure: ConnectionsFailure, reload: () => Promise<void>) => {
      notify({ message: failureMessage(failure), intent: 'danger' });
      const reaction = reactions[failure.kind];
      if (reaction === 'sessionExpired') showSessionExpired();
      if (reaction === 'upgrade' && failure.kind === 'WalletUpgradeRequired') setUpgrade(failure.version);
      if (reaction === 'refresh') void reload();
    },
    [notify, showSessionExpired],
  );

  // A refresh under way (after an action, the poll): a tab or page change waits for it and loads
  // again with fresh counts, so an answer on the old counts never hides a new row.
  const refreshing = useRef<Promise<void> | null>(null);
  const refresh = useCallback((): Promise<void> => {
    const ticket = ++latest.current;
    const done = (async () => {
      const result = await useCases.load(wanted.current);
      if (!mounted.current || ticket !== latest.current) return;
      result.match(
        (loaded) => {
          setView(loaded);
          setLoadError(null);
        },
        (failure) => {
          // Never zeros for counts that could not be read: the view stays as it was.
          setLoadError(loadFailureText(failure));
          if (reactions[failure.kind] === 'sessionExpired') showSessionExpired();
        },
      );
    })();
    refreshing.current = done;
    void done.finally(() => {
      if (refreshing.current === done) refreshing.current = null;
    });
    return done;
  }, [useCases, showSessionExpired]);

  /** Another tab or page, on the counts of the last load (the old rows stay until the new arrive). */
  const show = useCallback(
    async (tab: TabIndex, page: number): Promise<void> => {
      wanted.current = { ...wanted.current, tab, page };
      setSelected(tab);
      if (!view) return;
      if (refreshing.current) {
        await refreshing.current;
        return refresh();
      }
      const ticket = ++latest.current;
      const result = await useCases.loadPage(view.overview, { tab, page });
      if (!mounted.current || ticket !== latest.current) return;
      result.match(
        (shown) => {
          setView((current) => current && { ...current, page: shown });
          setLoadError(null);
        },
        (failure) => setLoadError(loadFailureText(failure)),
      );
    },
    [useCases, fail, view, refresh],
  );

  /** A new search: the counts and the open tab's first page follow it. */
  const find = useCallback(
    (search: string): Promise<void> => {
      wanted.current = { ...wanted.current, page: 0, search };
      return refresh();
    },
    [refresh],
  );

  /** A column sort (null: the tabs' own order): the open tab's first page in that order. */
  const sortBy = useCallback(
    (sort: ConnectionSort | null): Promise<void> => {
      wanted.current = { ...wanted.current, page: 0, sort };
      return refresh();
    },
    [refresh],
  );

  const run = useCallback(
    async <T>(action: ResultAsync<T, ConnectionsFailure>): Promise<T | null> => {
      setBusy(true);
      const result = await action;
      if (mounted.current) setBusy(false);
      return result.match(
        (value) => value,
        (failure) => {
          fail(failure, refresh);
          return null;
        },
      );
    },
    [fail, refresh],
  );

  // First load; with a connectionRef the connection is advanced first, so the tabs show its new state.
  const started = useRef(false);
  useEffect(() => {
    mounted.current = true;
    if (started.current) return;
    started.current = true;
    const reference = options.connectionRef;
    void (async () => {
      if (reference) {
        const advanced = await run(useCases.autoAdvance({ reference }));
        if (advanced?.message) notify({ message: advanced.message, intent: 'success' });
      }
      await refresh();
    })();
  }, [options.connectionRef, useCases, run, refresh, notify]);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // The 15-minute poll (product-reference §2.6, §9).
  useEffect(() => {
    const timer = setInterval(() => {
      setChecking(true);
      void refresh().finally(() => mounted.current && setChecking(false));
    }, CONNECTIONS_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return useMemo(
    () => ({
      useCases,
      isCarrier: options.isCarrier,
      overview: view?.overview ?? null,
      page: view && view.page.tab === selected ? view.page : null,
      selected,
      show,
      search: view?.overview.search ?? '',
      loadError,
      find,
      sort: view?.overview.sort ?? null,
      sortBy,
      checking,
      busy,
      dialog,
      setDialog,
      upgrade,
      closeUpgrade: () => setUpgrade(null),
      refresh,
      run,
    }),
    [
      useCases,
      options.isCarrier,
      view,
      selected,
      show,
      find,
      sortBy,
      loadError,
      checking,
      busy,
      dialog,
      upgrade,
      refresh,
      run,
    ],
  );
};
