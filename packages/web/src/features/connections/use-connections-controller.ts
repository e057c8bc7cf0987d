import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import { CONNECTIONS_POLL_MS, groupConnections, type ConnectionTabs } from '@scr/domain';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useShellDialogs } from '../../shell/dialogs/shell-dialogs.tsx';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { connectionUseCasesToken } from './connection-use-cases.ts';
import type { ConnectionsController, OpenDialog } from './connections-context.tsx';
import { failureMessage, reactions, type ConnectionsFailure } from './failures.ts';

/**
 * The state of the Connections page: the tabs (loaded, then refreshed after every action and every
 * 15 minutes), the auto-advance of a connectionRef on load (spec §2.6), the open dialog and the
 * failure reactions of failures.ts.
 */
export const useConnectionsController = (options: {
  readonly isCarrier: boolean;
  readonly connectionRef: string | undefined;
}): ConnectionsController => {
  const useCases = useUseCase(connectionUseCasesToken);
  const { notify } = useSnackbars();
  const { showSessionExpired } = useShellDialogs();
  const [tabs, setTabs] = useState<ConnectionTabs | null>(null);
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

  const refresh = useCallback(async (): Promise<void> => {
    const result = await useCases.load();
    if (!mounted.current) return;
    result.match(setTabs, (failure) => {
      setTabs((current) => current ?? emptyTabs);
      fail(failure, async () => {});
    });
  }, [useCases, fail]);

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

  // The 15-minute poll (spec §2.6, §9).
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
      tabs,
      checking,
      busy,
      dialog,
      setDialog,
      upgrade,
      closeUpgrade: () => setUpgrade(null),
      refresh,
      run,
    }),
    [useCases, options.isCarrier, tabs, checking, busy, dialog, upgrade, refresh, run],
  );
};

/** What a failed first load shows: five empty tabs (the failure's text is in a snackbar). */
const emptyTabs: ConnectionTabs = groupConnections({ organizationId: 0, now: new Date(0) }, [], []);
