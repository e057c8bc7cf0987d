// What it buys: the theme is set before the first paint without a render-blocking request: the script
// is inline in index.html, allowed by its hash in the CSP (dist/.csp.json).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const source = new URL('./src/shell/theme/first-paint-theme.js', import.meta.url);

/** The script as index.html carries it: without its leading comment lines (they say why, in the source). */
export const themeScript = (): string =>
  readFileSync(source, 'utf8')
    .replace(/^(?:\/\/.*\n)+/, '')
    .trim();

/** The CSP source that allows exactly this inline script (CSP level 2 hash source). */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Where the build writes the script-src sources its index.html needs (a dot file: no server serves it). */
export const cspFileName = '.csp.json';

/** What the build writes to `cspFileName`; the platform adds `scriptSrc` to its CSP's script-src. */
export type CspOfBuild = { readonly scriptSrc: readonly string[] };

/**
 * The theme script (src/shell/theme/first-paint-theme.js) inline in index.html instead of a file of
 * its own: it must run before the first paint, so as a file it was one more render-blocking request
 * on the critical path. The strict CSP allows no inline script but one whose hash it names: the
 * build writes that hash to dist/.csp.json, the platform reads it (and a static host's CSP names it,
 * README). `vite dev` inlines it too (its pages carry no CSP).
 */
export const themeScriptInline = (): Plugin => {
  const script = () => themeScript();
  return {
    name: 'scr-theme-script',
    generateBundle() {
      const csp: CspOfBuild = { scriptSrc: [scriptHashSource(script())] };
      this.emitFile({ type: 'asset', fileName: cspFileName, source: `${JSON.stringify(csp)}\n` });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace('<!-- theme script -->', `<script id="scr-theme-script">${script()}</script>`),
    },
  };
};
