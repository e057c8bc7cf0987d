import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

type ChangeCase = { pascalCase: (s: string) => string; snakeCase: (s: string) => string };

/** The module of @blueprintjs/icons whose loop this plugin replaces. */
const iconNamesModule = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/** The icon list next to iconNames.js: each icon's enum key and its name, in the list's order. */
const iconListOf = (iconNamesFile: string): (readonly [key: string, name: string])[] => {
  const list = readFileSync(join(dirname(iconNamesFile), 'generated/16px/blueprint-icons-16.js'), 'utf8');
  const pairs = [...list.matchAll(/BlueprintIcons_16\["([^"]+)"\] = "([^"]+)";/g)].map(
    (m) => [m[1]!, m[2]!] as const,
  );
  if (pairs.length === 0) throw new Error(`No icon names found next to ${iconNamesFile}`);
  return pairs;
};

/**
 * `IconNames` as @blueprintjs/icons computes it (iconNames.js): each name under its change-case
 * pascalCase and its upper snakeCase, with the change-case functions the library uses.
 */
export const iconNamesOf = (iconNamesFile: string): Record<string, string> => {
  const { pascalCase, snakeCase } = createRequire(iconNamesFile)('change-case') as ChangeCase;
  const current: Record<string, string> = {};
  const legacy: Record<string, string> = {};
  for (const [, name] of iconListOf(iconNamesFile)) {
    current[pascalCase(name)] = name;
    legacy[snakeCase(name).toUpperCase()] = name;
  }
  return { ...current, ...legacy };
};

/** An icon's legacy key (ADD_APPLICATION for add-application), as the replacement computes it. */
const legacyKey = (name: string): string => name.replace(/-/g, '_').toUpperCase();

/** `IconNames` as the replacement computes it: the list's own keys, then the legacy ones. */
const cheapIconNamesOf = (iconNamesFile: string): Record<string, string> => {
  const list = iconListOf(iconNamesFile);
  return {
    ...Object.fromEntries(list),
    ...Object.fromEntries(list.map(([, name]) => [legacyKey(name), name])),
  };
};

/**
 * Blueprint's icon names without change-case. The library builds them when its module loads: two
 * regex-heavy case conversions of each of its ~700 icon names, in the entry's chunk (every component
 * with an icon imports it), a long task before the first paint on a slow phone. Its pascalCase names
 * are the keys of the generated icon list it reads, and its snakeCase names are the names with '_'
 * for '-': the replacement reads the first and makes the second by one replace each. The build
 * checks that this gives exactly the library's object (a later Blueprint that breaks it fails the
 * build, not the icons).
 */
export const iconNamesAtBuild = (): Plugin => ({
  name: 'scr-icon-names-at-build',
  apply: 'build',
  load(id) {
    if (!iconNamesModule.test(id)) return null;
    const expected = JSON.stringify(Object.entries(iconNamesOf(id)));
    if (JSON.stringify(Object.entries(cheapIconNamesOf(id))) !== expected)
      throw new Error(`${id}: the icon names no longer follow the rule vite.icon-names.ts relies on`);
    return [
      "import { BlueprintIcons_16 } from './generated/16px/blueprint-icons-16';",
      `const legacyKey = ${legacyKey.toString()};`,
      'const legacy = {};',
      'for (const name of Object.values(BlueprintIcons_16)) legacy[legacyKey(name)] = name;',
      'export const IconNames = { ...BlueprintIcons_16, ...legacy };',
      'export const IconNamesSet = new Set(Object.values(BlueprintIcons_16));',
      '',
    ].join('\n');
  },
});
