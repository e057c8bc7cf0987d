// Production builds for the bench: the web app and the bare React + Blueprint baseline page, both by
// packages/web/vite.config.ts (same plugins, conditions and build settings), into temporary dirs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';
import { repoRoot } from './paths.ts';

export type ModuleSizes = ReadonlyMap<string, number>;

export type Build = {
  readonly dir: string;
  readonly manifest: Manifest;
  /** Per output chunk file (e.g. 'assets/index-abc.js'): module id → rendered (pre-minify) length. */
  readonly modules: ReadonlyMap<string, ModuleSizes>;
};

const webConfig = join(repoRoot, 'packages/web/vite.config.ts');

/** Records what each chunk holds, from rolldown's bundle (module ids and their rendered lengths). */
const moduleCensus = (into: Map<string, ModuleSizes>): Plugin => ({
  name: 'bench-module-census',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const [file, output] of Object.entries(bundle)) {
      if (output.type !== 'chunk') continue;
      into.set(file, new Map(Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength])));
    }
  },
});

const viteBuild = async (root: string | undefined, label: string): Promise<Build> => {
  const dir = mkdtempSync(join(tmpdir(), `scr-bench-${label}-`));
  const modules = new Map<string, ModuleSizes>();
  await build({
    configFile: webConfig,
    ...(root ? { root } : {}),
    logLevel: 'error',
    plugins: [moduleCensus(modules)],
    build: { outDir: dir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { dir, manifest, modules };
};

let web: Promise<Build> | undefined;
let baseline: Promise<Build> | undefined;

/** The web app, built once per bench run. */
export const webBuild = (): Promise<Build> => (web ??= viteBuild(undefined, 'web'));

/** bench/baseline-page: a Button and a Dialog, built once per bench run. */
export const baselineBuild = (): Promise<Build> =>
  (baseline ??= viteBuild(join(repoRoot, 'bench/baseline-page'), 'baseline'));

/** Removes the temporary build dirs of this run. */
export const removeBuilds = async (): Promise<void> => {
  const built = await Promise.allSettled([web, baseline].filter((b) => b !== undefined));
  for (const b of built) if (b.status === 'fulfilled') rmSync(b.value.dir, { recursive: true, force: true });
};

/** A module id as a short name: its npm package, or its workspace path. */
export const ownerOf = (id: string): string => {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const at = clean.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const rest = clean.slice(at + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? clean);
  }
  const path = relative(repoRoot, clean);
  const parts = path.split('/');
  if (parts[0] === 'packages' && parts[1] === 'web' && parts[2] === 'src')
    return `web/src/${parts[3] ?? ''}${parts[3] === 'features' ? `/${parts[4] ?? ''}` : ''}`;
  if (parts[0] === 'packages' && parts[1] === 'domain') return `@scr/domain/${parts[3] ?? ''}`;
  if (parts[0] === 'packages') return `@scr/${parts[1] ?? ''}`;
  return path.startsWith('..') ? clean : path;
};
