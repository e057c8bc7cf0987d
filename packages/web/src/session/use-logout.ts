import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useContainerLoader } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';
import { boundService } from '../deps/bound-service.ts';
import { runLogout } from './run-logout.ts';
import { useSession } from './session-context.tsx';
import { unguardedNavigation } from '../routes/leave-guard.tsx';
import type { ReturnTo } from '../routes/return-to.ts';

/**
 * Logout (profile menu, the session-expired dialog): forgets the user and shows '/loggedout'. The
 * server state goes too, loads still under way with it: the next user of this tab must not see the
 * previous user's data, not even while their own pages load. Given `returnTo` (the page a session
 * ended on), '/loggedout' keeps it, and the login it leads to leads back there.
 */
export const useLogout = (returnTo?: ReturnTo): (() => void) => {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const load = useContainerLoader();
  const pathname = returnTo?.pathname;
  const search = returnTo?.search ?? '';
  return useCallback(() => {
    // The API and wallet sessions are forgotten too.
    void load().then((container) => {
      const { client } = boundService(container, tokens.serverState);
      void client.cancelQueries();
      client.clear();
      runLogout(container);
    });
    setUser(null);
    const from = pathname === undefined ? {} : { from: { pathname, search } };
    void navigate('/loggedout', { replace: true, state: { ...unguardedNavigation, ...from } });
  }, [setUser, navigate, load, pathname, search]);
};
