// Figure 1 (architecture §5): the gzip size of the JavaScript the login route loads before it is
// interactive, against a bare React + Blueprint page built by the same Vite config; what each route
// adds on top; what dominates.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure, FigureSource } from '../figure.ts';
import { ratioOf } from '../figure.ts';
import { withBrowser } from '../lib/browser.ts';
import { baselineBuild, ownerOf, webBuild, type Build } from '../lib/build.ts';
import { withPlatform } from '../lib/platform.ts';
import { scriptsUntil, sum, type Fetched } from '../lib/scripts.ts';
import { fmtKb, gzipSize, kb } from '../lib/stats.ts';
import { serveDir } from '../lib/static-server.ts';

/** Every file a manifest entry needs before it runs: itself and its static imports, transitively. */
const closure = (build: Build, key: string, seen = new Set<string>()): Set<string> => {
  const entry = build.manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const next of entry.imports ?? []) closure(build, next, seen);
  return seen;
};

/** The manifest key of the chunk that holds a module: its own chunk, or a code-splitting group's. */
const keyOf = (build: Build, module: string): string | undefined => {
  const file = [...build.modules].find(([, ids]) => [...ids.keys()].some((id) => id.endsWith(module)))?.[0];
  return Object.keys(build.manifest).find((key) => build.manifest[key]!.file === file);
};

const gzipOfFile = (build: Build, file: string): number => gzipSize(readFileSync(join(build.dir, file)));

/** Estimated gzip bytes per package: each chunk's gzip size shared out by its modules' rendered lengths. */
const byPackage = (build: Build, files: readonly Fetched[]): [string, number][] => {
  const owners = new Map<string, number>();
  for (const file of files) {
    const modules = build.modules.get(file.path);
    if (!modules) continue;
    const total = [...modules.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [id, length] of modules) {
      const owner = ownerOf(id);
      owners.set(owner, (owners.get(owner) ?? 0) + (file.gzip * length) / total);
    }
  }
  return [...owners].sort((a, b) => b[1] - a[1]);
};

const top = (entries: readonly [string, number][], n: number): string =>
  entries
    .slice(0, n)
    .map(([name, bytes]) => `${name} ${fmtKb(bytes)}`)
    .join(', ');

const routeAdds = (build: Build, login: ReadonlySet<string>): string[] => {
  const modules = [...build.modules.values()].flatMap((ids) => [...ids.keys()]);
  const pages = modules.filter((id) => /src\/routes\/pages\/.*-page\.tsx$/.test(id));
  const layout = keyOf(build, 'src/routes/pages/admin-layout.tsx');
  const layoutFiles = layout ? closure(build, layout) : new Set<string>();
  const extra = (files: Set<string>, loaded: ReadonlySet<string>) =>
    [...files].filter((f) => !loaded.has(f)).reduce((total, f) => total + gzipOfFile(build, f), 0);
  const afterLayout = new Set([...login, ...layoutFiles]);
  const admin = /(organization|users|connections|integrations|cpoint)-page\.tsx$/;
  const lines = [`  admin layout (once, after sign-in): +${fmtKb(extra(layoutFiles, login))}`];
  for (const page of pages.filter((p) => !p.endsWith('login-page.tsx')).sort()) {
    const name = page.replace(/^.*pages\//, '').replace(/\.tsx$/, '');
    const adds = extra(closure(build, keyOf(build, page) ?? page), admin.test(page) ? afterLayout : login);
    lines.push(`  ${name}: +${fmtKb(adds)}${admin.test(page) ? ' (beyond the admin layout)' : ''}`);
  }
  return lines;
};

const run = async (): Promise<readonly Figure[]> => {
  const [web, bare] = await Promise.all([webBuild(), baselineBuild()]);
  const baselineServer = await serveDir(bare.dir);
  try {
    return await withBrowser((browser) =>
      withPlatform({ webDist: web.dir }, async (platform) => {
        const login = await scriptsUntil(browser, `${platform.url}/`, (page) =>
          page.getByRole('button', { name: 'Login', exact: true }).waitFor(),
        );
        await login.close();
        const base = await scriptsUntil(browser, `${baselineServer.url}/`, (page) =>
          page.getByRole('button', { name: 'Open', exact: true }).waitFor(),
        );
        await base.close();
        const value = sum(login.scripts);
        const baseline = sum(base.scripts);
        const ratio = ratioOf(value, baseline);
        const largest = [...login.scripts].sort((a, b) => b.gzip - a.gzip);
        return [
          {
            name: 'login route initial JS (gzip)',
            value: kb(value),
            unit: 'KB',
            baseline: kb(baseline),
            ratio,
            bar: 'ratio ≤ 1.5',
            pass: ratio <= 1.5,
            detail: [
              `login route: ${login.scripts.length} scripts, ${fmtKb(value)} gzip -9, ${fmtKb(sum(login.scripts, 'brotli'))} brotli (${fmtKb(sum(login.scripts, 'raw'))} raw), fetched until Login is shown`,
              `bare React + Blueprint page: ${base.scripts.length} scripts, ${fmtKb(baseline)} gzip, ${fmtKb(sum(base.scripts, 'brotli'))} brotli (${fmtKb(sum(base.scripts, 'raw'))} raw)`,
              `largest login chunks: ${largest
                .slice(0, 5)
                .map((f) => `${f.path} ${fmtKb(f.gzip)}`)
                .join(', ')}`,
              `login set by package (gzip, estimated): ${top(byPackage(web, login.scripts), 10)}`,
              `baseline by package (gzip, estimated): ${top(byPackage(bare, base.scripts), 5)}`,
              'what each route adds (gzip of its chunks not yet loaded; the login set first):',
              ...routeAdds(web, new Set(login.scripts.map((f) => f.path))),
            ],
          },
        ];
      }),
    );
  } finally {
    await baselineServer.close();
  }
};

const source: FigureSource = { title: 'Bundle', run };
export default source;
