#!/usr/bin/env node
// Proves @scr/domain and @scr/api-adapter install and work outside this workspace, as a developer
// gets them: `pnpm pack` each (prepack builds dist/; workspace:* becomes the domain's version and
// publishConfig drops the @scr/source condition), `npm install` both tarballs into a fresh project in
// the temp folder, then a plain Node ESM script and `tsc --noEmit` under moduleResolution node16 and
// bundler against the installed packages. The dependencies come from the npm registry (or npm's cache).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsc = join(root, 'node_modules/.bin/tsc');
const work = mkdtempSync(join(tmpdir(), 'scr-pack-'));
const project = join(work, 'consumer');
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
const step = (text) => console.log(`pack check: ${text}`);

/** Runs tsc on the consumer under one module resolution; a failure prints tsc's diagnostics. */
const typecheck = (moduleResolution) => {
  const module = moduleResolution === 'node16' ? 'node16' : 'esnext';
  const config = join(project, `tsconfig.${moduleResolution}.json`);
  const compilerOptions = {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    module,
    moduleResolution,
    // The packages' own .d.ts files are checked too: a declaration that imports a path the tarball
    // does not hold, or a type it never ships, fails here.
    skipLibCheck: false,
    types: [],
  };
  writeFileSync(config, JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
  run(tsc, ['-p', config], project);
  step(`tsc --noEmit with moduleResolution ${moduleResolution}: no errors`);
};

const consumerJs = `
import { createMessageFormatter, landing, memorySessionStore, validate, loginFormSchema } from '@scr/domain';
import { createPlatformGateways } from '@scr/api-adapter';
const gateways = createPlatformGateways({ apiBase: 'http://127.0.0.1:9/api', sessions: memorySessionStore(), nowSeconds: () => 0 });
const invalid = validate(loginFormSchema, { email: 'not an email', password: '' });
const texts = invalid.isErr() ? Object.values(invalid.error.fields).map(createMessageFormatter('nl').format) : [];
console.log(JSON.stringify({ users: typeof gateways.users.list, landing: landing(['usr_mgr']).path, texts }));
`;

const consumerTs = `
import { createMessageFormatter, memorySessionStore, type Locale, type OrganizationUser } from '@scr/domain';
import { createPlatformGateways, type PlatformGateways } from '@scr/api-adapter';
const locale: Locale = 'nl';
const gateways: PlatformGateways = createPlatformGateways({ apiBase: 'http://127.0.0.1:9/api', sessions: memorySessionStore(), nowSeconds: () => 0 });
const names = async (): Promise<string[]> => {
  const page = await gateways.users.list({ organizationId: 1, page: 0, pageSize: 8, sort: [], deleted: 'notDeleted', search: '' });
  return page.isOk() ? page.value.data.map((u: OrganizationUser) => u.email) : [];
};
const text: string = createMessageFormatter(locale).format({ id: 'users.page.header' });
export { names, text };
`;

try {
  const tarballs = ['domain', 'api-adapter'].map((name) => {
    const out = run('pnpm', ['pack', '--pack-destination', work], join(root, 'packages', name));
    const tarball = out.trim().split('\n').pop();
    step(`packed ${tarball}`);
    return tarball;
  });
  run('mkdir', ['-p', project]);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--ignore-scripts',
      ...tarballs,
    ],
    project,
  );
  step('npm install of both tarballs in a project outside the workspace');

  // The adapter's dependency on the domain is a version (not workspace:*), met by the installed domain.
  const adapterManifest = JSON.parse(
    readFileSync(join(project, 'node_modules/@scr/api-adapter/package.json'), 'utf8'),
  );
  const domainManifest = JSON.parse(
    readFileSync(join(project, 'node_modules/@scr/domain/package.json'), 'utf8'),
  );
  const wanted = adapterManifest.dependencies['@scr/domain'];
  if (wanted !== domainManifest.version) throw new Error(`api-adapter wants @scr/domain ${wanted}`);
  for (const manifest of [adapterManifest, domainManifest]) {
    const conditions = JSON.stringify(manifest.exports);
    if (conditions.includes('@scr/source') || !conditions.includes('"default"'))
      throw new Error(`${manifest.name} exports ${conditions}`);
    if (manifest.license !== 'Apache-2.0') throw new Error(`${manifest.name} license ${manifest.license}`);
  }
  run('npm', ['ls', '--all', '@scr/domain'], project); // exits non-zero on a missing or invalid dependency
  step(`api-adapter depends on @scr/domain ${wanted}, resolved in the project`);

  writeFileSync(join(project, 'consumer.mjs'), consumerJs);
  const printed = JSON.parse(run('node', ['consumer.mjs'], project));
  if (printed.users !== 'function' || printed.landing !== '/organization/users' || printed.texts.length === 0)
    throw new Error(`the Node script printed ${JSON.stringify(printed)}`);
  step(`plain Node ESM script: ${JSON.stringify(printed)}`);

  writeFileSync(join(project, 'consumer.ts'), consumerTs);
  typecheck('node16');
  typecheck('bundler');
  rmSync(work, { recursive: true, force: true });
} catch (error) {
  const output = [error.stdout, error.stderr].filter(Boolean).join('\n');
  console.error(`pack check failed (kept in ${work}):\n${output || error.message}`);
  process.exit(1);
}
