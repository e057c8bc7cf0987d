import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The repository stands alone: every section a file cites resolves to a heading in docs/, and nothing
// points at documents outside the repository. The citation forms are defined in docs/README.md.
const root = new URL('../', import.meta.url);
const self = 'test/docs-citations.test.ts';

const documents = {
  'product-reference': 'docs/product-reference.md',
  architecture: 'docs/architecture.md',
} as const;
type DocumentName = keyof typeof documents;

/** The section numbers of a document: '2', '2.5' from headings like '## 2. Screens' or '### 2.5 Users'. */
const sectionsOf = (path: string): ReadonlySet<string> =>
  new Set(
    readFileSync(new URL(path, root), 'utf8')
      .split('\n')
      .flatMap((line) => /^#{2,6} (\d+(?:\.\d+)*)\.? /.exec(line)?.[1] ?? []),
  );

const sections: Record<DocumentName, ReadonlySet<string>> = {
  'product-reference': sectionsOf(documents['product-reference']),
  architecture: sectionsOf(documents.architecture),
};

const textFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && f !== self && f !== 'pnpm-lock.yaml' && !/\.(png|jpe?g|gif|ico|pdf|woff2?)$/.test(f))
  .flatMap((file) => {
    try {
      return [{ file, text: readFileSync(new URL(file, root), 'utf8') }];
    } catch {
      return []; // deleted in the working tree
    }
  });

/**
 * Every citation of a line: 'product-reference §2.6, §4' cites 2.6 and 4 of the product reference;
 * a bare '§n' belongs to the last document named before it on the line, else the product reference.
 */
const citationsOf = (line: string): { document: DocumentName; section: string }[] => {
  const found: { document: DocumentName; section: string }[] = [];
  let document: DocumentName = 'product-reference';
  for (const match of line.matchAll(/(product-reference|architecture)?\s*§\s?(\d+(?:\.\d+)*)/gi)) {
    if (match[1]) document = match[1].toLowerCase() as DocumentName;
    found.push({ document, section: match[2] ?? '' });
  }
  return found;
};

const outside = [
  ['..', 'shared', 'spec'].join('/'),
  ['..', 'shared', 'DESIGN'].join('/'),
  ['shared', 'spec', 'product-spec'].join('/'),
  ['shared', 'DESIGN.md'].join('/'),
  ['', 'work', 'shared'].join('/'),
];

describe('citations of docs/', () => {
  it('reads the sections of both documents', () => {
    expect([...sections['product-reference']]).toEqual(expect.arrayContaining(['1', '2.5', '2.7', '9']));
    expect([...sections.architecture]).toEqual(expect.arrayContaining(['1', '5', '7']));
  });

  it('attributes bare sections to the document named before them on the line', () => {
    expect(citationsOf('see product-reference §2.6, §4 and architecture §5, §3; §9')).toEqual([
      { document: 'product-reference', section: '2.6' },
      { document: 'product-reference', section: '4' },
      { document: 'architecture', section: '5' },
      { document: 'architecture', section: '3' },
      { document: 'architecture', section: '9' },
    ]);
    expect(citationsOf('the texts of §8')).toEqual([{ document: 'product-reference', section: '8' }]);
  });

  it('finds a citation in every file that cites', () => {
    expect(textFiles.length).toBeGreaterThan(100);
    expect(textFiles.filter(({ text }) => text.includes('§')).length).toBeGreaterThan(100);
  });

  it('cites only sections that exist', () => {
    const missing = textFiles.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, index) =>
        citationsOf(line)
          .filter(({ document, section }) => !sections[document].has(section))
          .map(({ document, section }) => `${file}:${index + 1}: ${document} §${section}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('cites no document outside the repository', () => {
    const hits = textFiles.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          outside.some((path) => line.includes(path)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(hits).toEqual([]);
  });
});
