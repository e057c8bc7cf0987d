import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useContainerLoader } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';
import { useSession } from './session-context.tsx';

/**
 * Logout (profile menu, the session-expired dialog): forgets the user and shows '/loggedout'.
 */
export const useLogout = (): (() => void) => {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const load = useContainerLoader();
  return useCallback(() => {
    // The API and wallet sessions are forgotten too (containers of component tests bind no logout).
    void load().then((container) => {
      if (container.isBound(tokens.logout)) void container.get(tokens.logout)();
    });
    setUser(null);
    void navigate('/loggedout', { replace: true });
  }, [setUser, navigate, load]);
};
