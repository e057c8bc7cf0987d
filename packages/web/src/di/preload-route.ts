/**
 * The first script of index.html, with no imports of its own, so it runs as soon as it arrives:
 * it preloads the chunks and stylesheets of the current URL (the list the build wrote into
 * index.html, see vite.route-preloads.ts: for a signed-in page only its own chunks), so that the
 * browser fetches a signed-in page's container, layout, page and texts alongside the entry instead
 * of one after another. In `vite dev` the list is
 * absent and nothing happens.
 */
type Preloads = {
  readonly sessionKey: string;
  readonly routes: readonly {
    readonly paths: readonly string[];
    readonly session: boolean;
    readonly js: readonly string[];
    readonly css: readonly string[];
  }[];
};

const matches = (pattern: string, path: string) => {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
};

const hasSession = (key: string) => {
  try {
    return globalThis.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

const preload = (rel: 'modulepreload' | 'preload', href: string) => {
  if (document.head.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'style';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
};

const source = document.getElementById('scr-route-preloads')?.textContent;
if (source) {
  const { sessionKey, routes } = JSON.parse(source) as Preloads;
  const path = globalThis.location.pathname;
  const matched = routes.find((route) => route.paths.some((pattern) => matches(pattern, path)));
  // A page behind a login without a stored session leads to the login screen: preload that instead.
  const route =
    matched?.session && !hasSession(sessionKey) ? routes.find((r) => r.paths.includes('/')) : matched;
  route?.css.forEach((href) => preload('preload', href));
  route?.js.forEach((href) => preload('modulepreload', href));
}
