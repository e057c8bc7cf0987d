import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from './session-context.tsx';

/**
 * Logout (profile menu, the session-expired dialog): forgets the user and shows '/loggedout'.
 * The sign-in step adds clearing the SessionStore (API token, wallet tokens) through the domain.
 */
export const useLogout = (): (() => void) => {
  const { setUser } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    setUser(null);
    void navigate('/loggedout', { replace: true });
  }, [setUser, navigate]);
};
