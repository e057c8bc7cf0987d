import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useUseCase } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';
import { useShellDialogs } from '../shell/dialogs/shell-dialogs.tsx';
import { reactionTo, walletVersionOf } from './failure-reactions.ts';

// Loaded when a change first meets an outdated wallet (architecture §5).
const WalletUpgradeDialog = lazy(() =>
  import('../shell/dialogs/wallet-upgrade-dialog.tsx').then((m) => ({ default: m.WalletUpgradeDialog })),
);

/**
 * The server state of the composition root in reach of the pages below, and the one failure path
 * of every signed-in page: every failed load and change is answered here, once. It sits in the
 * signed-in frame, not at the root, so the login route's scripts do not carry the query library.
 */
export const ServerStateProvider = ({ children }: { children: ReactNode }) => {
  const { client, onFailure } = useUseCase(tokens.serverState);
  const { showSessionExpired } = useShellDialogs();
  const [upgrade, setUpgrade] = useState<string | null>(null);
  useEffect(
    () =>
      onFailure((failure, origin) => {
        const reaction = reactionTo(failure, origin);
        if (reaction === 'sessionExpired') showSessionExpired();
        if (reaction === 'upgrade') setUpgrade(walletVersionOf(failure));
        if (reaction === 'refresh') void client.invalidateQueries();
      }),
    [client, onFailure, showSessionExpired],
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      {upgrade !== null && (
        <Suspense fallback={null}>
          <WalletUpgradeDialog version={upgrade} onClose={() => setUpgrade(null)} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
};

/**
 * A component of the login route, loaded when first shown, with the server state around it: the
 * login route's own scripts carry no query library, and its later steps (2FA, the EULA, 'Forgot
 * password?') bring it along when they load.
 */
export const withServerState =
  <P extends object>(Component: ComponentType<P>) =>
  (props: P) => (
    <ServerStateProvider>
      <Component {...props} />
    </ServerStateProvider>
  );
