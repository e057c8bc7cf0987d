// What it buys (Lighthouse A/B in docs/adr/0007-tools-own-means.md): a page's chunks and stylesheets
// start with the entry instead of one after another (entry, then route, then what the route imports).
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { API_SESSION_STORAGE_KEY as sessionKey } from './src/session/stored-session.ts';
import { CONSENT_COOKIE as consentCookie } from './src/shell/cookie.ts';
import type { RoutePreload } from './src/routes/route-preloads.ts';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The chunks that hold `modules` (a chunk of their own, or a code-splitting group's) and every chunk
 * they import statically, importers first, with the stylesheets they import (Vite adds those when a
 * chunk loads); null when a module is not in this build (another page built with the same config).
 */
const filesOf = (bundle: Rolldown.OutputBundle, modules: readonly string[]) => {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = modules.map((m) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(m))));
  if (roots.some((c) => c === undefined)) return null;
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  roots.forEach(visit);
  const css = [...seen].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  return { js: [...seen].map((c) => c.fileName), css: [...new Set(css)] };
};

/**
 * Per URL, the chunks and stylesheets to preload (src/routes/route-preloads.ts), written into
 * index.html as a JSON data block (not a script: the CSP allows no inline script, and a data block
 * runs nothing) that src/di/preload-route.ts reads first thing. One index.html serves every URL
 * (any static host with an SPA fallback), so the choice by URL happens in the browser. Chunks that
 * index.html loads anyway (the entry and its imports) are left out.
 *
 * Each URL preloads the chunks of its modules (login route; or container, layout, texts and page)
 * with what they import statically and their stylesheets: a short list, since the build's
 * code-splitting groups make a chunk per stage of a page's load (vite.config.ts).
 */
export const routePreloads = (options: {
  routes: readonly RoutePreload[];
  /** The module that reads the data block and preloads (a chunk of its own, first in index.html). */
  preloader: string;
  /** What a reload of a page behind a login needs for the cookie banner, its first paint. */
  banner: readonly string[];
}): Plugin => {
  let config: ResolvedConfig;
  let preloaderRef = '';
  return {
    name: 'scr-route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Not a script tag of index.html: Vite would merge it into the entry chunk, which runs only once
    // all its imports have arrived. A chunk of its own, with no imports, loaded `async`: a deferred
    // module script (the default) runs only once the stylesheets before it have arrived, which on a
    // phone held the login route's files back until the entry had run; async runs it on arrival.
    buildStart() {
      preloaderRef = this.emitFile({ type: 'chunk', id: options.preloader, name: 'preload-route' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const url = (name: string) => `${config.base}${name}`;
        const inHtml = (name: string) => html.includes(`/${name}"`);
        /** The chunks and stylesheets of `modules` that index.html does not load already. */
        const preloads = (modules: readonly string[]) => {
          const files = filesOf(bundle, modules);
          const fresh = (names: readonly string[]) => names.filter((name) => !inHtml(name)).map(url);
          return files && { js: fresh(files.js), css: fresh(files.css) };
        };
        const routes = [];
        for (const route of options.routes) {
          const files = preloads(route.modules);
          if (files === null) return html;
          routes.push({ paths: route.paths, session: route.session, ...files });
        }
        const banner = preloads(options.banner);
        if (banner === null) return html;
        const data = JSON.stringify({ sessionKey, consentCookie, routes, banner }).replaceAll('<', '\\u003c');
        const preloader = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(options.preloader),
        )?.fileName;
        if (!preloader || !preloaderRef) return html;
        // The data block and the preloader first in the head: before the entry and its preloads.
        return html.replace(
          /(\s*)(<script type="module")/,
          `$1<script type="application/json" id="scr-route-preloads">${data}</script>` +
            `$1<script type="module" async crossorigin src="${url(preloader)}"></script>$1$2`,
        );
      },
    },
  };
};
