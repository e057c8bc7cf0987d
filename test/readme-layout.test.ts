import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Each package README's 'Layout' table is the map a newcomer reads first: it names exactly the
// folders of the package's src/, no fewer (a folder nobody explains) and no more (one that moved).
const packages = new URL('../packages/', import.meta.url);

const foldersOf = (dir: URL): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The rows of the table under the README's '## Layout' heading, or null when it has none. */
const layoutRows = (readme: string): string[] | null => {
  const lines = readme.split('\n');
  const heading = lines.findIndex((line) => line.trim() === '## Layout');
  if (heading < 0) return null;
  const rows: string[] = [];
  for (const line of lines.slice(heading + 1)) {
    if (line.startsWith('#')) break;
    if (line.startsWith('|')) rows.push(line);
    else if (rows.length > 0) break;
  }
  return rows;
};

/** The src/ folders a table's first column names: `src/x/` or a path under it (`src/x/y.ts`). */
const foldersNamed = (rows: readonly string[]): string[] => {
  const named = new Set<string>();
  for (const row of rows) {
    const first = row.split('|')[1] ?? '';
    for (const match of first.matchAll(/`src\/([^/`]+)\//g)) if (match[1]) named.add(match[1]);
  }
  return [...named].sort();
};

describe('package README layout tables', () => {
  it('reads the folders a table names, from a path or a folder', () => {
    const rows = layoutRows(
      [
        '## Layout',
        '',
        '| Path | What |',
        '| --- | --- |',
        '| `src/a/`, `src/b/` | two |',
        '| `src/c/x.ts` | a file in c |',
        '| `src/d.ts` | a file |',
        '| `e2e/` | not in src |',
        '',
        '## Next',
        '| `src/e/` | another table |',
      ].join('\n'),
    );
    expect(foldersNamed(rows ?? [])).toEqual(['a', 'b', 'c']);
    expect(layoutRows('# x\n\nno table\n')).toBeNull();
  });

  for (const name of foldersOf(packages)) {
    it(`${name}: the Layout table names exactly the folders of src/`, () => {
      const folders = foldersOf(new URL(`${name}/src/`, packages));
      const rows = layoutRows(readFileSync(new URL(`${name}/README.md`, packages), 'utf8'));
      // A package whose src/ has no folder may go without the table (its README lists its files).
      if (rows === null) expect(folders).toEqual([]);
      else expect(foldersNamed(rows)).toEqual(folders);
    });
  }
});
