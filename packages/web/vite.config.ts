import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogueParts } from './vite.messages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// `vite dev` proxies what the fake platform serves (runtime config, API, help pages, dev controls).
const platform = process.env.SCR_PLATFORM_URL ?? 'http://127.0.0.1:4400';
const proxied = ['/config.json', '/api', '/help', '/__dev'];

export default defineConfig({
  root,
  // The catalogue in precompiled parts; the browser bundle carries no ICU parser (architecture §5).
  plugins: [react(), catalogueParts({ withoutParser: true })],
  // Workspace packages are consumed from source (CONTRIBUTING.md).
  resolve: { conditions: ['@scr/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The fake platform serves a strict CSP (script-src 'self'): no inline script, no data: module.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, platform])) },
});
