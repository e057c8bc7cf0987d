import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryTable } from '../packages/domain/src/messages/glossary.ts';

// docs/glossary.md is the translators' copy of the glossary the catalogue test checks every message
// against (packages/domain/src/messages/glossary.ts): a term changed in one and not the other fails here.
describe('the glossary', () => {
  it('is the table docs/glossary.md shows translators', () => {
    // Prettier aligns the document's columns: compare cells, not padding.
    const cells = (text: string) =>
      text.replaceAll('\r\n', '\n').replace(/ +/g, ' ').replace(/-{3,}/g, '---');
    const doc = readFileSync(new URL('../docs/glossary.md', import.meta.url), 'utf8');
    expect(cells(doc)).toContain(cells(glossaryTable()));
  });
});
