import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the e2e build goes; SCR_E2E_DIST lets parallel runs on one machine build apart. */
export const webDist = process.env.SCR_E2E_DIST ?? join(webDir, 'dist');
/** The environment variable that carries the platform's URL from the global setup to the tests. */
export const BASE_URL_ENV = 'SCR_E2E_BASE_URL';

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
};

/** Where the pseudo-locale build goes (English accented and 40 % longer: vite.pseudo-locale.ts). */
export const pseudoDist = `${webDist}-pseudo`;

/**
 * Runs `vite build` unless dist is fresher than every input (the app, the domain it bundles, the
 * config and its build plugins, vite.*.ts); `pseudo` builds the pseudo-locale into its own folder.
 */
export const buildOnce = ({ pseudo = false }: { pseudo?: boolean } = {}): void => {
  const outDir = pseudo ? pseudoDist : webDist;
  const config = readdirSync(webDir).filter((name) => /^vite\..+\.ts$/.test(name));
  const inputs = ['src', 'public', 'index.html', ...config, '../domain/src'].map((p) => join(webDir, p));
  const built = existsSync(join(outDir, 'index.html')) ? statSync(join(outDir, 'index.html')).mtimeMs : 0;
  if (built > Math.max(...inputs.map(newestMtime))) return;
  const vite = join(webDir, 'node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, SCR_PSEUDO_LOCALE: pseudo ? '1' : '0' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
};

/** What the tests need of the fake platform's handle (`FakePlatform` of @scr/fake-platform). */
export type RunningPlatform = { readonly url: string; close(): Promise<void> };
/** `production`: as `--production` (no dev controls, production config, a JSON log line per request). */
export type PlatformOptions = {
  scale?: number;
  production?: boolean;
  requestLog?: (line: string) => void;
  /** The build to serve: the e2e build unless told (the pseudo-locale's). */
  webDist?: string;
};
type FakePlatformModule = {
  startFakePlatform(options: PlatformOptions & { port: number; webDist: string }): Promise<RunningPlatform>;
};

/**
 * Starts the fake platform in this process, serving dist on a free port (`scale`: that many generated
 * users and connections in Antwerp Carrier NV, as `--scale`). It is loaded from source by
 * path: Playwright's loader transpiles TypeScript but does not apply the '@scr/source' condition.
 */
export const startPlatform = async (options: PlatformOptions = {}): Promise<RunningPlatform> => {
  const entry = join(webDir, '../fake-platform/src/index.ts');
  const { startFakePlatform } = (await import(pathToFileURL(entry).href)) as FakePlatformModule;
  return startFakePlatform({ port: 0, webDist, ...options });
};
