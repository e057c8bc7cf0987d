/**
 * What each URL loads before it can paint, as build inputs: the modules (source paths from the web
 * package's root, or virtual catalogue parts) whose chunks index.html preloads for that URL
 * (vite.route-preloads.ts writes the chunk lists, src/di/preload-route.ts picks the current URL's).
 * Without them the browser finds each chunk only once the one before it has run: entry → container →
 * layout → page. routes.test.tsx proves each path leads to these page modules in the route table.
 * English texts only: the default language (a stored Dutch choice loads its part on demand).
 */
export type RoutePreload = {
  /** Route patterns as in the route table (`:name` for one segment). */
  readonly paths: readonly string[];
  /** True for the pages behind a login: without a stored session the URL leads to the login screen. */
  readonly session: boolean;
  readonly modules: readonly string[];
};

const pages = (name: string) => `/src/routes/pages/${name}.tsx`;

export const loginModules = [pages('entry-page'), 'virtual:scr-messages/en/login'];

/**
 * What a reload of a signed-in page preloads while its cookie banner is to show (no choice made
 * yet): only the banner's texts. The banner is that load's first paint; the page's own files start
 * once it has painted (src/di/main.tsx), not alongside, where they shared the slow link with it.
 */
export const bannerModules = ['virtual:scr-messages/en/login'];

/** The modules every signed-in page loads beside its own: the container and the admin layout. */
export const signedInModules = ['/src/di/container.ts', pages('admin-layout')];

/**
 * Every signed-in page: the container (the session's restore needs it), the layout, both parts of
 * the texts, and last the page's own module.
 */
const signedIn = (page: string) => [
  ...signedInModules,
  'virtual:scr-messages/en/login',
  'virtual:scr-messages/en/pages',
  pages(page),
];

export const routePreloads: readonly RoutePreload[] = [
  { paths: ['/'], session: false, modules: loginModules },
  { paths: ['/organization'], session: true, modules: signedIn('organization-page') },
  { paths: ['/organization/users'], session: true, modules: signedIn('users-page') },
  {
    paths: [
      '/organization/connections',
      '/organization/connections/:connectionStatus',
      '/organization/connections/:connectionStatus/:connectionRef',
    ],
    session: true,
    modules: signedIn('connections-page'),
  },
  { paths: ['/organization/integrations'], session: true, modules: signedIn('integrations-page') },
  { paths: ['/organization/activity'], session: true, modules: signedIn('activity-page') },
  { paths: ['/cpoint'], session: true, modules: signedIn('cpoint-page') },
];
