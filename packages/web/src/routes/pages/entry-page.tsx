import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { landing, landingPaths, type Landing } from '@scr/domain';
import { useBuildFlags, useContainerLoader } from '../../deps/deps-context.tsx';
import { useSession } from '../../session/session-context.tsx';
import { preloadRoutesAt, preloadSignedInFrame } from '../routes.tsx';
import { usePrefetchOnFirstInput } from '../use-prefetch-on-first-input.ts';
import { preloadSessionBanner } from '../../features/sign-in/shell-slots.ts';
import { useReturnTo } from '../return-to.ts';
// The login screen is what '/' shows nearly always: in this route's chunk, so that it paints in the
// route's first render. Behind a lazy import of its own it suspended that render, which committed
// the page without it and rendered again: two passes before the login screen showed, on a slow
// phone a quarter of a second. Access denied is rare: split off (architecture §5).
import { LoginPage } from './login-page.tsx';

const NotAdminPage = lazy(() => import('./not-admin-page.tsx'));

/**
 * Goes from the login screen to the signed-in page `to`: once its code is in (the login screen
 * fetched it while the user typed), in one synchronous render (`flushSync`), not in a transition
 * that React renders in slices yielding to the browser between them. On a slow phone's main thread
 * the page shows a tenth of a second sooner; the code first, so the render never waits for it.
 */
const GoTo = ({ to }: { to: string }) => {
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void preloadRoutesAt(new URL(to, globalThis.location.href).pathname)
      .catch(() => undefined)
      .then(() => current && navigate(to, { replace: true, flushSync: true }));
    return () => {
      current = false;
    };
  }, [navigate, to]);
  return null;
};

/** What '/' shows, given the decision: the login screen, a redirect to the landing page, or Access denied. */
export const EntryView = ({ decision }: { decision: Landing | null }) => {
  if (decision?.kind === 'page') return <GoTo to={decision.path} />;
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
  // Signed out, from the user's first key or tap on the login screen, while they type: the container
  // (the organizations' look-up on leaving Email needs it), the frame of the signed-in pages with its
  // wallet banner, then the code of the page a deep link asked for, or of every page '/' may land on
  // (the roles come only with the sign-in; a phone's six connections are then the sign-in's own). So
  // after Login the first page waits for its data, not its code. Not before the first input: a login
  // screen nobody has touched stays light. A failed download is tried again when it is needed.
  usePrefetchOnFirstInput(user || ssoWithoutAuth ? null : (from?.pathname ?? '/'), (path) => {
    const container = loadContainer();
    void preloadSessionBanner().catch(() => undefined);
    void preloadSignedInFrame().catch(() => undefined);
    // After the container: the look-up on leaving Email is the first to need the link.
    const pages = path === '/' ? landingPaths : [path];
    void container.then(() => Promise.all(pages.map((page) => preloadRoutesAt(page)))).catch(() => undefined);
  });
  // A build for single sign-on without authentication has no login: the user is logged out (product-reference §6).
  if (ssoWithoutAuth) return <Navigate to="/loggedout" replace />;
  if (user && from && from.pathname !== '/') return <GoTo to={`${from.pathname}${from.search}`} />;
  return <EntryView decision={user ? landing(user.roles) : null} />;
};
export { EntryPage as Component };
