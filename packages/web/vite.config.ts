import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { catalogueParts } from './vite.messages.ts';
import { routePreloads } from './vite.route-preloads.ts';
import { themeScriptInline } from './vite.theme-script.ts';
import {
  bannerModules,
  loginModules,
  routePreloads as routes,
  signedInModules,
} from './src/routes/route-preloads.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The first script of index.html: the current URL's preloads, a chunk of its own (see below). */
const preloader = `${root}src/di/preload-route.ts`;
// `vite dev` proxies what the fake platform serves (runtime config, API, help pages, dev controls).
const platform = process.env.SCR_PLATFORM_URL ?? 'http://127.0.0.1:4400';
const proxied = ['/config.json', '/api', '/help', '/__dev'];

export default defineConfig({
  root,
  // The catalogue in precompiled parts; the browser bundle carries no ICU parser (architecture §5).
  // Every text file of the build also as .br and .gz (best levels: they are made once, served many
  // times); the platform serves the one the browser accepts (content negotiation).
  plugins: [
    react(),
    // The theme before the first paint, inline (allowed by its hash in the CSP): no request of its own.
    themeScriptInline(),
    // SCR_PSEUDO_LOCALE=1 builds the pseudo-locale (English accented and 40 % longer) for the layout walk.
    catalogueParts({ withoutParser: true, pseudo: process.env.SCR_PSEUDO_LOCALE === '1' }),
    // Each URL's chunks and stylesheets, preloaded alongside the entry (no chain of discoveries).
    routePreloads({
      routes,
      preloader,
      banner: bannerModules,
    }),
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      skipIfLargerOrEqual: true,
    }),
  ],
  // Workspace packages are consumed from source (CONTRIBUTING.md).
  resolve: { conditions: ['@scr/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The fake platform serves a strict CSP (script-src 'self' and the theme script's hash): no other
    // inline script, no data: module.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // A chunk per stage of a page's load (what the entry loads, the login route, what the signed-in
    // pages share) by rolldown's own groups, instead of its automatic split alone: a chunk for each set
    // of importers, over a hundred, most under 2 KB, each waiting its turn on a phone's slow link.
    // Measured in docs/adr/0007-tools-own-means.md.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Not the preloader, an entry of its own: in this group it became a facade importing the
            // whole entry, so it ran only after the entry had arrived and run, and the login route's
            // files waited for it (on a phone, +3.0 s after the navigation instead of +0.9 s).
            { name: 'index', tags: ['$initial'], test: (id: string) => id !== preloader, priority: 4 },
            { name: 'login-route', test: (id: string) => id.endsWith(loginModules[0]!), priority: 3 },
            // The container and the admin layout with what they import: every signed-in page loads them.
            {
              name: 'container',
              test: (id: string) => signedInModules.some((m) => id.endsWith(m)),
              priority: 2,
            },
            // Shared by three dynamic imports or more: the pages, the dialogs they open lazily.
            { name: 'signed-in', minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, platform])) },
});
