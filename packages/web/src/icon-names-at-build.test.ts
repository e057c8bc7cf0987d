import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IconNames } from '@blueprintjs/icons';
import { iconNamesAtBuild, iconNamesOf } from '../vite.icon-names.ts';

// The library's own iconNames.js, the module the build replaces, and the icon list it reads.
const iconNamesFile = join(
  createRequire(import.meta.url).resolve('@blueprintjs/icons'),
  '../../../esm/iconNames.js',
);
const iconList = readFileSync(join(iconNamesFile, '../generated/16px/blueprint-icons-16.js'), 'utf8');

/** The replacement module run over the library's icon list (its one import, inlined). */
const runReplacement = (code: string) => {
  const list = iconList.replace(/^export /gm, '') + '\nreturn BlueprintIcons_16;';
  const inlined = code
    .replace(/^import .*$/m, `const BlueprintIcons_16 = (() => {${list}})();`)
    .replace(/export const (\w+)/g, 'const $1');
  const run = new Function(`${inlined}\nreturn { IconNames, IconNamesSet };`) as () => {
    IconNames: Record<string, string>;
    IconNamesSet: Set<string>;
  };
  return run();
};

describe('Blueprint icon names without change-case', () => {
  it('reads the names the library computes when its module loads', () => {
    const built = iconNamesOf(iconNamesFile);
    expect(Object.keys(built).length).toBeGreaterThan(1000);
    expect(Object.entries(built)).toEqual(Object.entries(IconNames));
  });

  it('replaces only that module, with one exporting the same IconNames and IconNamesSet', () => {
    const load = iconNamesAtBuild().load as (id: string) => string | null;
    expect(load.call({}, iconNamesFile.replace('iconNames', 'iconLoader'))).toBeNull();
    const replaced = runReplacement(load.call({}, iconNamesFile)!);
    expect(Object.entries(replaced.IconNames)).toEqual(Object.entries(IconNames));
    // The library's set (not exported from its index) is built from its IconNames' values.
    expect([...replaced.IconNamesSet]).toEqual([...new Set(Object.values(IconNames))]);
  });
});
