import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { locales } from './define.ts';
import { preferredLocale } from './preferred-locale.ts';

describe('the language a person prefers', () => {
  it('is the first of their languages the portal speaks, a region picking its language', () => {
    expect(preferredLocale(['fr-BE', 'en-US'])).toBe('fr');
    expect(preferredLocale(['es-ES', 'de-CH', 'fr'])).toBe('de');
    expect(preferredLocale(['nl-BE'])).toBe('nl');
    expect(preferredLocale(['en-GB', 'nl'])).toBe('en');
  });

  it('reads a terminal locale (LANG) as well as a browser tag', () => {
    expect(preferredLocale(['de_CH.UTF-8'])).toBe('de');
    expect(preferredLocale(['fr_BE@euro'])).toBe('fr');
  });

  it('is none for languages the portal does not speak, an empty list or a malformed tag', () => {
    expect(preferredLocale(['es', 'it-IT'])).toBeNull();
    expect(preferredLocale([])).toBeNull();
    expect(preferredLocale(['', 'C', 'POSIX', '*', '--'])).toBeNull();
  });

  it('never throws, and answers one of the portal languages or none', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (tags) => {
        const locale = preferredLocale(tags);
        expect(locale === null || locales.includes(locale)).toBe(true);
      }),
    );
  });
});
