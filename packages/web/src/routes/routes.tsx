import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../shell/root-layout.tsx';
import { RouteErrorPage } from '../shell/error-page.tsx';

/**
 * The route table of spec §2.1, exactly. Every page is a lazy route module (it exports `Component`),
 * so each route loads only its own code; the root layout (help, dialogs, snackbars, cookie banner,
 * version tag) is shared.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: null,
    children: [
      // Admin entry: login, or the landing by roles, or Access denied.
      { index: true, lazy: () => import('./pages/entry-page.tsx') },
      {
        lazy: () => import('./pages/public-layout.tsx'),
        children: [
          { path: 'loggedout', lazy: () => import('./pages/logged-out-page.tsx') },
          { path: 'invitation/:invitationId', lazy: () => import('./pages/invitation-page.tsx') },
          { path: 'password-reset/:passwordResetId', lazy: () => import('./pages/password-reset-page.tsx') },
          { path: 'wallet-add-user/:acceptCode', lazy: () => import('./pages/wallet-add-user-page.tsx') },
        ],
      },
      {
        lazy: () => import('./pages/admin-layout.tsx'),
        children: [
          { path: 'organization', lazy: () => import('./pages/organization-page.tsx') },
          { path: 'organization/users', lazy: () => import('./pages/users-page.tsx') },
          { path: 'organization/connections', lazy: () => import('./pages/connections-page.tsx') },
          {
            path: 'organization/connections/:connectionStatus',
            lazy: () => import('./pages/connections-page.tsx'),
          },
          {
            path: 'organization/connections/:connectionStatus/:connectionRef',
            lazy: () => import('./pages/connections-page.tsx'),
          },
          { path: 'organization/integrations', lazy: () => import('./pages/integrations-page.tsx') },
          { path: 'cpoint', lazy: () => import('./pages/cpoint-page.tsx') },
        ],
      },
      { path: '*', lazy: () => import('./pages/not-found-page.tsx') },
    ],
  },
];
