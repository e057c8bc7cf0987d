import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { failureKinds } from '../packages/domain/src/shared/failure-meaning.ts';

// The domain's table of what each failure means (packages/domain/src/shared/failure-meaning.ts), which
// the portal's reactions and scr's exit codes read, has a row for every kind of failure the domain
// makes: a new kind without one fails here, not in a user's hands.
const sourceRoot = fileURLToPath(new URL('../packages/domain/src/', import.meta.url));
/** Every .ts source of the domain but its tests. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );

/** The kinds the sources make or declare: `tagged('Kind', …)`, `Tagged<'Kind'…>`, `kind: 'Invalid'`. */
const kindsInSources = (): Set<string> => {
  // Digits too: 'NotUtf8' went unseen while the names were letters only.
  const made = /\btagged(?:<[^>]*>)?\(\s*'([A-Z][A-Za-z0-9]+)'/g;
  const declared = /\bTagged<\s*'([A-Z][A-Za-z0-9]+)'/g;
  const literal = /\bkind: '([A-Z][A-Za-z0-9]+)'/g;
  const kinds = new Set<string>();
  for (const file of sources(sourceRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of [made, declared, literal])
      for (const match of text.matchAll(pattern)) kinds.add(match[1]!);
  }
  return kinds;
};

describe("the domain's failure kinds", () => {
  it('has a meaning for every kind of failure the domain makes, and for no other', () => {
    const found = kindsInSources();
    expect(found.size).toBeGreaterThan(50);
    expect([...found].filter((kind) => !failureKinds.includes(kind as never)).sort()).toEqual([]);
    expect(failureKinds.filter((kind) => !found.has(kind)).sort()).toEqual([]);
  });
});
