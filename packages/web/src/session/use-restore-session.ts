import { useEffect, useState } from 'react';
import { useDeps } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';
import type { ShellUser } from './session-context.tsx';

type Restored = { readonly done: boolean; readonly user: ShellUser | null };

/**
 * On a page load, reuses the stored API session when it is still valid (spec §4 Login, §9), so a
 * reload keeps the user signed in. Containers without the sign-in bindings (component tests) and
 * a given initial user skip it.
 */
export const useRestoreSession = (initialUser: ShellUser | null): Restored => {
  const container = useDeps();
  const [restored, setRestored] = useState<Restored>(() => ({
    done: initialUser !== null || !container.isBound(tokens.restoreSession),
    user: null,
  }));
  useEffect(() => {
    if (restored.done) return;
    let live = true;
    void container
      .get(tokens.restoreSession)()
      .map((user) => {
        if (live) setRestored({ done: true, user });
      });
    return () => {
      live = false;
    };
  }, [container, restored.done]);
  return restored;
};
