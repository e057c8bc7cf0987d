import { startTransition, useEffect, useState } from 'react';
import { useContainerLoader, useStoredSession } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';
import { boundService } from '../deps/bound-service.ts';
import { runLogout } from './run-logout.ts';
import type { ShellUser } from './session-context.tsx';

type Restored = { readonly done: boolean; readonly user: ShellUser | null };

/**
 * On a page load, reuses the stored API session when it is still valid (product-reference §4 Login, §9), so a
 * reload keeps the user signed in (unless `logOut`: the SSO build flag). Without a stored session (or
 * with a given initial user) there is nothing to wait for: the first paint then needs no container.
 */
export const useRestoreSession = (initialUser: ShellUser | null, logOut = false): Restored => {
  const stored = useStoredSession();
  const load = useContainerLoader();
  const [restored, setRestored] = useState<Restored>(() => ({
    done: logOut || initialUser !== null || !stored,
    user: null,
  }));
  // Logged out by the build (SSO without authentication, product-reference §6): a stored session is forgotten.
  useEffect(() => {
    if (!logOut || !stored) return;
    void load().then((container) => runLogout(container));
  }, [logOut, stored, load]);
  // Runs once per page load: its inputs do not change while it runs, so no older answer can land
  // over a newer one, and an answer after an unmount sets nothing.
  useEffect(() => {
    if (restored.done) return;
    void load()
      .then(async (container) => {
        const result = await boundService(container, tokens.restoreSession)();
        return result.isOk() ? result.value : null;
      })
      .then((user) => {
        // A transition: the page that follows renders in slices that yield to the browser, not in
        // one long task (on a phone the whole layout and page are a few hundred milliseconds).
        startTransition(() => setRestored({ done: true, user }));
      });
  }, [load, restored.done]);
  return restored;
};
