import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router';
import { RootLayout } from '../shell/root-layout.tsx';
import { RouteErrorBoundary } from '../shell/error-page.tsx';
import { MessagesGate } from '../i18n/messages-gate.tsx';
import { useSession } from '../session/session-context.tsx';
import { RequireSession } from './access/require-session.tsx';

type RouteModule = { readonly Component: ComponentType };
/** `session`: the route is behind a login; signed out, its code is not loaded (RequireSession). */
type Preload = { readonly preload: () => Promise<unknown>; readonly session?: boolean };

/**
 * A route's element from its own module, loaded when the route first renders (React.lazy), so each
 * route loads only its own code. The loader is kept as the route's `handle` too: AppRoutes starts
 * every matched route's load at once (a layout and its page in parallel, not one after the other).
 */
const lazyRoute = (load: () => Promise<RouteModule>, wrap = (page: ReactNode) => page) => {
  // Once loaded (see preloadRoutesAt), the page renders at once: React.lazy suspends on its first
  // render even when the module is in, and a first render that suspends commits without the page and
  // renders it in a second pass.
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.Component;
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: module.Component })));
  const Page = () => {
    // Decided once per mount: switching from the lazy to the loaded one would mount the page again.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return { element: wrap(<Page />), handle: { preload } satisfies Preload };
};

/** Every page but the login screen shows texts of the catalogue's second part (i18n/message-parts.ts). */
const withPageTexts = (page: ReactNode) => <MessagesGate part="pages">{page}</MessagesGate>;

/**
 * The pages behind a login: the session is checked here, outside their lazy layout, so that a
 * signed-out deep link goes to the login screen without first downloading the layout, the container
 * and the page (the login screen fetches them once it is painted, while the user types:
 * pages/entry-page.tsx).
 */
const behindLogin = (route: ReturnType<typeof lazyRoute>) => ({
  element: <RequireSession>{route.element}</RequireSession>,
  handle: { ...route.handle, session: true } satisfies Preload,
});

/** The frame of every signed-in page. */
const adminLayout = lazyRoute(() => import('./pages/admin-layout.tsx'), withPageTexts);

/**
 * Loads the frame every signed-in page shares (the admin layout and what it imports), whichever page
 * a user's roles will lead to: the login screen fetches it while the user types.
 */
export const preloadSignedInFrame = (): Promise<unknown> => adminLayout.handle.preload();

/**
 * Starts every matched route's module at once, before the routes below render; React.lazy then finds
 * it loaded or on its way (a layout and its page in parallel, not one after the other).
 */
const PreloadMatched = () => {
  const location = useLocation();
  const { user } = useSession();
  void preloadRoutesAt(location.pathname, user !== null);
  return <Outlet />;
};

/**
 * The route table of product-reference §2.1, exactly. Failures of any route land in
 * RouteErrorBoundary; the root layout (help, dialogs, snackbars, cookie banner, version tag) is
 * shared. The routes have no loaders or actions: each page loads its data through its use cases.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      // Admin entry: login, or the landing by roles, or Access denied.
      { index: true, ...lazyRoute(() => import('./pages/entry-page.tsx')) },
      {
        ...lazyRoute(() => import('./pages/public-layout.tsx'), withPageTexts),
        children: [
          { path: 'loggedout', ...lazyRoute(() => import('./pages/logged-out-page.tsx')) },
          { path: 'invitation/:invitationId', ...lazyRoute(() => import('./pages/invitation-page.tsx')) },
          {
            path: 'password-reset/:passwordResetId',
            ...lazyRoute(() => import('./pages/password-reset-page.tsx')),
          },
          {
            path: 'wallet-add-user/:acceptCode',
            ...lazyRoute(() => import('./pages/wallet-add-user-page.tsx')),
          },
        ],
      },
      {
        ...behindLogin(adminLayout),
        children: [
          { path: 'organization', ...lazyRoute(() => import('./pages/organization-page.tsx')) },
          { path: 'organization/users', ...lazyRoute(() => import('./pages/users-page.tsx')) },
          ...[
            'organization/connections',
            'organization/connections/:connectionStatus',
            'organization/connections/:connectionStatus/:connectionRef',
          ].map((path) => ({ path, ...lazyRoute(() => import('./pages/connections-page.tsx')) })),
          { path: 'organization/integrations', ...lazyRoute(() => import('./pages/integrations-page.tsx')) },
          { path: 'organization/activity', ...lazyRoute(() => import('./pages/activity-page.tsx')) },
          { path: 'cpoint', ...lazyRoute(() => import('./pages/cpoint-page.tsx')) },
        ],
      },
      { path: '*', ...lazyRoute(() => import('./pages/not-found-page.tsx')) },
    ],
  },
];

/**
 * Loads the modules of every route that `pathname` matches; once they are in, the first render
 * draws those routes in one pass (the entry waits for it before the login screen's first render).
 * Signed out, the routes behind a login are left out: that URL shows the login screen.
 */
export const preloadRoutesAt = (pathname: string, signedIn = true): Promise<unknown> => {
  const matches = (matchRoutes(routes, pathname) ?? []).map((m) => m.route.handle as Preload | undefined);
  // Matches run from the root down: a route behind a login and the pages inside it.
  const behind = matches.findIndex((handle) => handle?.session === true);
  const wanted = signedIn || behind < 0 ? matches : matches.slice(0, behind);
  return Promise.all(wanted.map((handle) => handle?.preload()));
};

/**
 * The app's router: React Router's data router over the browser's history, so a page can hold a
 * navigation back while it has unsaved changes (useBlocker, routes/leave-guard.tsx).
 */
export const createAppRouter = () => createBrowserRouter([{ element: <PreloadMatched />, children: routes }]);
