// What it buys (measured when it was made, Lighthouse mobile): the login route's first paint blocks on
// the part of Blueprint's stylesheet it uses, 90 KB raw (7 KB brotli) instead of the whole 468 KB
// sheet, which follows without blocking. Under review: a maintained critical-CSS tool or the sheet as
// it ships, by a Lighthouse A/B (docs/adr/0007-tools-own-means.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';
import type { Plugin, ResolvedConfig } from 'vite';
import { chunkClosure, cssOf } from './vite.route-preloads.ts';

/**
 * The Blueprint classes the login route shows (its form, callouts, the cookie banner and the version
 * tag, in every state of the form), and `bp6-dark` for a dark theme set before the first paint. Read
 * from the login page's DOM; e2e/look.spec.ts proves the first paint looks the same with only them.
 */
export const firstPaintClasses = new Set([
  'bp6-button',
  'bp6-button-text',
  'bp6-callout',
  'bp6-callout-has-body-content',
  'bp6-callout-icon',
  'bp6-card',
  'bp6-dark',
  'bp6-disabled',
  'bp6-elevation-0',
  'bp6-elevation-3',
  'bp6-fill',
  'bp6-form-content',
  'bp6-form-group',
  'bp6-heading',
  'bp6-html-select',
  'bp6-icon',
  'bp6-icon-double-caret-vertical',
  'bp6-icon-error',
  'bp6-icon-eye-open',
  'bp6-icon-eye-off',
  'bp6-icon-help',
  'bp6-icon-info-sign',
  'bp6-input',
  'bp6-input-action',
  'bp6-input-group',
  'bp6-intent-danger',
  'bp6-intent-primary',
  'bp6-label',
  'bp6-minimal',
  'bp6-outlined',
  'bp6-read-only',
  'bp6-tag',
  'bp6-text-muted',
  'bp6-text-overflow-ellipsis',
]);

/** The classes a selector needs on its elements; those inside :not(…) are not needed. */
const classesOf = (selector: string): string[] =>
  [...selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
    (m) => m[1]!,
  );

/** Keeps the rules (and the selectors of a rule) whose classes are all among `classes`. */
const keepOnly = (container: Container, classes: Set<string>) => {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name === 'keyframes') return;
      const kept = rule.selectors.filter((s) => classesOf(s).every((c) => classes.has(c)));
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (at.name === 'keyframes' || at.name === 'font-face') return;
      keepOnly(at, classes);
      if (!at.nodes?.length) at.remove();
    }
  });
};

/** The part of a stylesheet the login route's first paint uses, in the stylesheet's order. */
export const firstPaintPart = (css: string, classes = firstPaintClasses): string => {
  const root = postcss.parse(css);
  keepOnly(root, classes);
  return root.toString();
};

const blueprintCss = createRequire(import.meta.url).resolve('@blueprintjs/core/lib/css/blueprint.css');

/**
 * A lean first paint (the login route): instead of all of Blueprint's stylesheet (470 KB) the page
 * blocks on only the part its login route uses, as its first stylesheet; src/ui/full-stylesheet.ts adds
 * the whole sheet right after it, without blocking the first paint. The whole sheet repeats every
 * rule of the part, after it: the cascade is the same as with the whole sheet alone.
 * The login route's own stylesheets are linked too (its chunks are preloaded by
 * vite.route-preloads.ts).
 */
export const firstPaint = (options: { routeModules: string[] }): Plugin => {
  let config: ResolvedConfig;
  const source = firstPaintPart(readFileSync(blueprintCss, 'utf8'));
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return {
    name: 'scr-first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      const fileName = `${config.build.assetsDir}/blueprint-first-paint-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const base = config.base;
        const href = `${base}${config.build.assetsDir}/blueprint-first-paint-${hash}.css`;
        const wanted = chunkClosure(bundle, options.routeModules);
        // Another page built with this config (the bench's bare page) has no login route: left as it is.
        if (wanted === null) return html;
        // The route chunks' own stylesheets, in the order the app would add them (after the entry's):
        // found only once a chunk has run, they would add a round trip before the first paint.
        const routeCss = cssOf(bundle, wanted)
          .filter((name) => !html.includes(`/${name}"`))
          .map((name) => `<link rel="stylesheet" crossorigin href="${base}${name}">`);
        return html.replace(
          /(\s*)(<link rel="stylesheet"[^>]*>)/,
          `$1<link rel="stylesheet" href="${href}" data-scr-first-paint>$1$2${routeCss.map((l) => `$1${l}`).join('')}`,
        );
      },
    },
  };
};
