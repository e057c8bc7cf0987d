// What it buys (measured when it was made): a signed-in page's chunks and stylesheets start with the
// entry instead of one after another (no request chain), and only its own (container, layout, texts,
// page), not the fifty-odd they import, whose links were one long task of the first second. Under
// review with the chunk groups (docs/adr/0007-tools-own-means.md).
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { API_SESSION_STORAGE_KEY } from './src/session/stored-session.ts';
import { CONSENT_COOKIE } from './src/shell/cookie.ts';
import type { RoutePreload } from './src/routes/route-preloads.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/**
 * The chunks of `modules` and every chunk they import statically, in load order (importers first),
 * or null when a module is not in this build (another page built with the same config).
 */
export const chunkClosure = (bundle: OutputBundle, modules: readonly string[]): string[] | null => {
  const chunks = chunksOf(bundle);
  const roots = modules.map((m) => chunks.find((c) => c.facadeModuleId?.endsWith(m)));
  if (roots.some((c) => c === undefined)) return null;
  return [...staticClosure(chunks, roots as OutputChunk[])].map((c) => c.fileName);
};

/** `roots` and every chunk they import statically, in load order (importers first). */
export const staticClosure = (
  chunks: readonly OutputChunk[],
  roots: readonly OutputChunk[],
): Set<OutputChunk> => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  roots.forEach(visit);
  return seen;
};

/** The stylesheets the given chunks import (Vite adds them when a chunk loads), once each. */
export const cssOf = (bundle: OutputBundle, chunkNames: readonly string[]): string[] => {
  const chunks = chunksOf(bundle);
  return chunkNames
    .flatMap((name) => [...(chunks.find((c) => c.fileName === name)?.viteMetadata?.importedCss ?? [])])
    .filter((name, i, all) => all.indexOf(name) === i);
};

/** The output name of an asset emitted from a source file (e.g. Blueprint's whole stylesheet). */
const assetFrom = (bundle: OutputBundle, sourceSuffix: string): string | undefined =>
  Object.values(bundle).find(
    (a) => a.type === 'asset' && a.originalFileNames.some((f) => f.endsWith(sourceSuffix)),
  )?.fileName;

/**
 * Per URL, the chunks and stylesheets to preload (src/routes/route-preloads.ts), written into
 * index.html as a JSON data block (not a script: the CSP allows no inline script, and a data block
 * runs nothing) that src/di/preload-route.ts reads first thing. One index.html serves every URL
 * (any static host with an SPA fallback), so the choice by URL happens in the browser. Chunks that
 * index.html loads anyway (the entry and its imports) are left out. The pages behind a login also
 * preload Blueprint's whole stylesheet, which they wait for before their first paint.
 *
 * The login route preloads every chunk it needs (a short list). A page behind a login preloads only
 * its own chunks (container, layout, texts, page) and all their stylesheets, not the fifty-odd chunks
 * they import: appending that many links was one long task of the first second, and their downloads
 * shared the slow link with the entry and the stylesheet that the first paint waits for. The rest
 * the browser fetches as each own chunk is imported (Vite's import of a chunk preloads its imports).
 */
export const routePreloads = (options: {
  routes: readonly RoutePreload[];
  /** The module that reads the data block and preloads (a chunk of its own, first in index.html). */
  preloader: string;
  /** The source path of the stylesheet the signed-in pages wait for. */
  signedInStylesheet: string;
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
    // all its imports have arrived. A chunk of its own, with no imports, runs as soon as it is here.
    buildStart() {
      preloaderRef = this.emitFile({ type: 'chunk', id: options.preloader, name: 'preload-route' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const url = (name: string) => `${config.base}${name}`;
        const inHtml = (name: string) => html.includes(`/${name}"`);
        const stylesheet = assetFrom(bundle, options.signedInStylesheet);
        /** The chunks and stylesheets of `modules` that index.html does not load already. */
        const preloads = (modules: readonly string[], session: boolean) => {
          const chunks = chunkClosure(bundle, modules);
          if (chunks === null) return null;
          const css = [...(session && stylesheet ? [stylesheet] : []), ...cssOf(bundle, chunks)];
          const fresh = (names: readonly string[]) => names.filter((name) => !inHtml(name)).map(url);
          return { js: fresh(chunks), css: fresh(css) };
        };
        const routes = [];
        for (const route of options.routes) {
          const files = preloads(route.modules, route.session);
          if (files === null) return html;
          routes.push({ paths: route.paths, session: route.session, ...files });
        }
        const banner = preloads(options.banner, false);
        if (banner === null) return html;
        const data = JSON.stringify({
          sessionKey: API_SESSION_STORAGE_KEY,
          consentCookie: CONSENT_COOKIE,
          routes,
          banner,
        }).replaceAll('<', '\\u003c');
        const preloader = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(options.preloader),
        )?.fileName;
        if (!preloader || !preloaderRef) return html;
        // The data block and the preloader first in the head: before the entry and its preloads.
        return html.replace(
          /(\s*)(<script type="module")/,
          `$1<script type="application/json" id="scr-route-preloads">${data}</script>` +
            `$1<script type="module" crossorigin src="${url(preloader)}"></script>$1$2`,
        );
      },
    },
  };
};
