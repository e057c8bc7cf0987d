import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// architecture §8: a runtime export of `@scr/domain` is there because code outside the domain
// imports it, or because a one-line comment says it is offered to other tools. A value a type is
// derived from, and that no code outside uses, is exported type-only (`type x`): the API report can
// name it, and the built index does not carry it.
const root = new URL('../', import.meta.url);
const indexPath = 'packages/domain/src/index.ts';

const parse = (path: string): ts.SourceFile =>
  ts.createSourceFile(
    path,
    readFileSync(new URL(path, root), 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** The index's runtime exports (not type-only), each with whether a comment offers it. */
const runtimeExports = (index: ts.SourceFile): { name: string; offered: boolean }[] =>
  index.statements.flatMap((statement) => {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.exportClause) return [];
    if (!ts.isNamedExports(statement.exportClause)) return [];
    const leading = (node: ts.Node) =>
      (ts.getLeadingCommentRanges(index.text, node.getFullStart()) ?? [])
        .map((range) => index.text.slice(range.pos, range.end))
        .join('\n');
    return statement.exportClause.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => ({
        name: element.name.text,
        offered: /\bOffered\b/.test(leading(element)) || /\bis offered\b/.test(leading(statement)),
      }));
  });

/** Whether a module specifier names the domain's main entry (by package, source or build). */
const isDomainIndex = (specifier: string): boolean =>
  specifier === '@scr/domain' ||
  specifier.endsWith('packages/domain/src/index.ts') ||
  specifier === '../dist/index.js';

/** Every name imported from the domain's main entry by a file outside `packages/domain/src`. */
const importedOutside = (): Set<string> => {
  // Only the files that name the entry (git grep finds them faster than reading the workspace).
  const files = execFileSync(
    'git',
    ['grep', '-l', '-e', '@scr/domain', '-e', 'domain/src/index', '-e', 'dist/index.js', '--'].concat([
      '*.ts',
      '*.tsx',
      '*.mts',
      '*.mjs',
      '*.js',
    ]),
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('packages/domain/src/'));
  const names = new Set<string>();
  for (const file of files) {
    const source = parse(file);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !isDomainIndex(specifier.text)) continue;
      const bindings = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings
        : statement.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)))
        for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
    }
  }
  return names;
};

describe("the domain's public surface", () => {
  it('reads runtime and type-only exports apart, and an offering comment', () => {
    const index = ts.createSourceFile(
      'index.ts',
      [
        "export { a, type B, type c } from './a.ts';",
        "export type { D } from './d.ts';",
        'export {',
        '  // Offered: a tool may want it.',
        '  e,',
        "} from './e.ts';",
      ].join('\n'),
      ts.ScriptTarget.ES2022,
      true,
    );
    expect(runtimeExports(index)).toEqual([
      { name: 'a', offered: false },
      { name: 'e', offered: true },
    ]);
  });

  // It parses every importer in the workspace: seconds on a busy machine, not the default's five.
  it(
    'exports at runtime only what code outside the domain imports, or what it offers',
    { timeout: 30_000 },
    () => {
      const imported = importedOutside();
      const unused = runtimeExports(parse(indexPath))
        .filter(({ name, offered }) => !offered && !imported.has(name))
        .map(({ name }) => name);
      expect(unused).toEqual([]);
    },
  );
});
