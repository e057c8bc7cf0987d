import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../session/session-context.tsx';

/**
 * Routes marked 'login' in product-reference §2.1: without a session the user is sent to the login screen at '/',
 * (or to /loggedout right after a logout), with the wanted location in the navigation state so the sign-in step can return there.
 */
export const RequireSession = ({ children }: { children?: ReactNode }) => {
  const { user, loggedOut } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={loggedOut ? '/loggedout' : '/'} replace state={{ from: location }} />;
  return <>{children ?? <Outlet />}</>;
};
