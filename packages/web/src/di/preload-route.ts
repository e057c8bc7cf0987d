/**
 * The first script of index.html, with no imports of its own, so it runs as soon as it arrives:
 * it preloads the chunks and stylesheets of the current URL (the list the build wrote into
 * index.html, see vite.route-preloads.ts), so that the browser fetches a signed-in page's
 * container, layout, page and texts alongside the entry instead of one after another. While the
 * cookie banner is to show, a signed-in page preloads only the banner's texts: the banner paints
 * first, and the page's files start after it (src/di/main.tsx). In `vite dev` the list is absent
 * and nothing happens.
 */
type Files = { readonly js: readonly string[]; readonly css: readonly string[] };
type Preloads = {
  readonly sessionKey: string;
  readonly consentCookie: string;
  readonly routes: readonly (Files & { readonly paths: readonly string[]; readonly session: boolean })[];
  readonly banner: Files;
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

/**
 * Whether the consent cookie holds a choice, as src/shell/cookie.ts reads it (then no banner shows).
 * A copy, not an import: this chunk has no imports (preload-route.test.ts proves both agree).
 */
export const hasConsent = (name: string, jar: { cookie: string } = document): boolean =>
  jar.cookie.split(';').some((part) => {
    const [key, value] = part.trim().split('=');
    return key === name && (value === 'true' || value === 'false');
  });

const source = document.getElementById('scr-route-preloads')?.textContent;
if (source) {
  const { sessionKey, consentCookie, routes, banner } = JSON.parse(source) as Preloads;
  const path = globalThis.location.pathname;
  const matched = routes.find((route) => route.paths.some((pattern) => matches(pattern, path)));
  // A page behind a login without a stored session leads to the login screen: preload that instead.
  const files: Files | undefined = !matched?.session
    ? matched
    : !hasSession(sessionKey)
      ? routes.find((r) => r.paths.includes('/'))
      : hasConsent(consentCookie)
        ? matched
        : banner;
  files?.css.forEach((href) => preload('preload', href));
  files?.js.forEach((href) => preload('modulepreload', href));
}
