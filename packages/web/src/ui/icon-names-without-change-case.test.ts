import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { IconNames } from '@blueprintjs/icons';

type ChangeCase = { pascalCase: (s: string) => string; snakeCase: (s: string) => string };

// The workspace's patch of @blueprintjs/icons (patches/README.md) builds IconNames without
// change-case. The library's own rule, computed here with the change-case it depends on, must give
// the same object: same keys, same order, same names.
describe('Blueprint icon names without change-case', () => {
  it('are the names the library computes with change-case', () => {
    const fromIcons = createRequire(createRequire(import.meta.url).resolve('@blueprintjs/icons'));
    const { pascalCase, snakeCase } = fromIcons('change-case') as ChangeCase;
    const names = [...new Set(Object.values(IconNames))];
    expect(names.length).toBeGreaterThan(500);
    const current = Object.fromEntries(names.map((name) => [pascalCase(name), name]));
    const legacy = Object.fromEntries(names.map((name) => [snakeCase(name).toUpperCase(), name]));
    expect(Object.entries(IconNames)).toEqual(Object.entries({ ...current, ...legacy }));
  });
});
