import { describe, expect, it } from 'vitest';
import { allMessages, catalogues } from './catalogue.ts';
import { createCatalogueFormatter } from './formatter.ts';
import { messagePartNames, messageParts, partCatalogue } from './parts.ts';

describe('the catalogue in parts', () => {
  it('splits every id into exactly one part', () => {
    const ids = messagePartNames.flatMap((part) => Object.keys(messageParts[part]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(allMessages).sort());
  });

  it('gives one language of a part as plain data', () => {
    expect(partCatalogue('login', 'nl')['app.language.nl']).toBe(catalogues.nl['app.language.nl']);
    expect(partCatalogue('pages', 'en')['organizations.saved']).toBe('Organization saved successfully');
    expect(partCatalogue('login', 'en')['organizations.saved']).toBeUndefined();
  });

  it('formats over merged parts, nested labels included', () => {
    const en = createCatalogueFormatter('en', partCatalogue('login', 'en'), partCatalogue('pages', 'en'));
    expect(en.format({ id: 'organizations.saved' })).toBe('Organization saved successfully');
    expect(en.format({ id: 'validation.required', values: { label: 'Email' } })).toBe(
      'Please provide an email',
    );
  });
});
