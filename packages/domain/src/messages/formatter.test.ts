import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from './format.ts';

const required = { id: 'validation.required', values: { label: { id: 'users.field.firstName' } } } as const;

describe('a field label inside a sentence', () => {
  it('is lower-cased where the language writes it so, with its English article', () => {
    expect(createMessageFormatter('en').format(required)).toBe('Please provide a first name');
    // French guillemets hold their word with no-break spaces.
    expect(createMessageFormatter('fr').format(required)).toContain('«\u00a0prénom\u00a0»');
  });

  it('keeps its capital in German, where every noun has one', () => {
    expect(createMessageFormatter('de').format(required)).toContain('„Vorname“');
  });
});
