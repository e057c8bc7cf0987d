import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chunkGroups, SURVEY_MODE } from './vite.chunk-groups.ts';
import { firstPaint } from './vite.first-paint.ts';
import { catalogueParts } from './vite.messages.ts';
import { routePreloads } from './vite.route-preloads.ts';
import { themeScriptInline } from './vite.theme-script.ts';
import {
  bannerModules,
  loginModules,
  routePreloads as routes,
  signedInModules,
  signedInPages,
} from './src/routes/route-preloads.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const configFile = fileURLToPath(import.meta.url);
// `vite dev` proxies what the fake platform serves (runtime config, API, help pages, dev controls).
const platform = process.env.SCR_PLATFORM_URL ?? 'http://127.0.0.1:4400';
const proxied = ['/config.json', '/api', '/help', '/__dev'];

export default defineConfig(({ mode }) => ({
  root,
  // The catalogue in precompiled parts; the browser bundle carries no ICU parser (architecture §5).
  // Every text file of the build also as .br and .gz (best levels: they are made once, served many
  // times); the platform serves the one the browser accepts (content negotiation).
  plugins: [
    react(),
    // The theme before the first paint, inline (allowed by its hash in the CSP): no request of its own.
    themeScriptInline(),
    catalogueParts({ withoutParser: true }),
    // The login route's modules, and its English texts (the default language; Dutch loads on demand).
    firstPaint({ routeModules: loginModules }),
    // Each URL's chunks and stylesheets, preloaded alongside the entry (no chain of discoveries).
    routePreloads({
      routes,
      preloader: `${root}src/di/preload-route.ts`,
      signedInStylesheet: '@blueprintjs/core/lib/css/blueprint.css',
      banner: bannerModules,
    }),
    // The survey build of vite.chunk-groups.ts is rolldown's automatic split alone: neither the
    // grouping nor the compression.
    ...(mode === SURVEY_MODE
      ? []
      : [
          // A chunk per stage of a page's load, not one per set of importers (vite.chunk-groups.ts).
          chunkGroups({ configFile, login: loginModules[0]!, signedIn: signedInModules, signedInPages }),
          compression({
            include: /\.(js|mjs|css|html|svg|json|txt)$/,
            threshold: 1024,
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
            skipIfLargerOrEqual: true,
          }),
        ]),
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
    // One chunk per stage of a page's load is the split we want (vite.chunk-groups.ts): the signed-in
    // stage is about 540 KB minified (140 KB brotli), above Vite's default warning at 500 KB.
    chunkSizeWarningLimit: 600,
  },
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, platform])) },
}));
