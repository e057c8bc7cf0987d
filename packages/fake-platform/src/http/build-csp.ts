// The CSP sources the web build asks for: packages/web/vite.theme-script.ts writes dist/.csp.json
// ({ scriptSrc: ["'sha256-…'"] }, the hash of the inline theme script). Read again whenever the
// build is rebuilt under a running platform; no build, or no file, asks for nothing.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const isHashSource = (value: unknown): value is string =>
  typeof value === 'string' && /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(value);

export const buildScriptSources = (webDist: string): (() => readonly string[]) => {
  const file = join(webDist, '.csp.json');
  let read: { readonly at: number; readonly sources: readonly string[] } = { at: -1, sources: [] };
  return () => {
    let at: number;
    try {
      at = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (at !== read.at) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
      // Only hash sources: a build file can never widen the policy to 'unsafe-inline' or a host.
      const sources = Array.isArray(parsed.scriptSrc) ? parsed.scriptSrc.filter(isHashSource) : [];
      read = { at, sources };
    }
    return read.sources;
  };
};
