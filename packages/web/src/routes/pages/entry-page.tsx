import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { landing, type Landing } from '@scr/domain';
import { useBuildFlags, useContainerLoader } from '../../deps/deps-context.tsx';
import { useSession } from '../../session/session-context.tsx';
import { preloadRoutesAt, preloadSignedInFrame } from '../routes.tsx';
import { useIdlePrefetch } from '../use-idle-prefetch.ts';
import { useReturnTo } from '../return-to.ts';
// The login screen is what '/' shows nearly always: in this route's chunk, so that it paints in the
// route's first render. Behind a lazy import of its own it suspended that render, which committed
// the page without it and rendered again: two passes before the login screen showed, on a slow
// phone a quarter of a second. Access denied is rare: split off (architecture §5).
import { LoginPage } from './login-page.tsx';

const NotAdminPage = lazy(() => import('./not-admin-page.tsx'));

/** What '/' shows, given the decision: the login screen, a redirect to the landing page, or Access denied. */
export const EntryView = ({ decision }: { decision: Landing | null }) => {
  if (decision?.kind === 'page') return <Navigate to={decision.path} replace />;
  if (decision === null) return <LoginPage />;
  return (
    <Suspense fallback={null}>
      <NotAdminPage />
    </Suspense>
  );
};

/** '/': signed out → login; usr_mgr → users, else cnx_mgr → connections, else org_mgr → organization (product-reference §2.1). */
export const EntryPage = () => {
  const { user } = useSession();
  const { ssoWithoutAuth } = useBuildFlags();
  // After signing in, back to the page that sent a signed-out user here (RequireSession keeps it).
  const from = useReturnTo();
  const loadContainer = useContainerLoader();
  // Signed out, once the login screen is painted: the container (the organizations' look-up on leaving
  // Email needs it), the frame of the signed-in pages, and the code of the page a deep link asked for,
  // while the user types; after Login only the landing page's own code is left (the sign-in starts it
  // as soon as the roles are known). A failed download is tried again when it is needed.
  useIdlePrefetch(user || ssoWithoutAuth ? null : (from?.pathname ?? '/'), (path) => {
    void loadContainer().catch(() => undefined);
    void (path === '/' ? preloadSignedInFrame() : preloadRoutesAt(path)).catch(() => undefined);
  });
  // A build for single sign-on without authentication has no login: the user is logged out (product-reference §6).
  if (ssoWithoutAuth) return <Navigate to="/loggedout" replace />;
  if (user && from && from.pathname !== '/')
    return <Navigate to={`${from.pathname}${from.search}`} replace />;
  return <EntryView decision={user ? landing(user.roles) : null} />;
};
export { EntryPage as Component };
