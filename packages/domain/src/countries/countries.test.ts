import { describe, expect, it } from 'vitest';
import { locales } from '../messages/define.ts';
import {
  countryDisplayName,
  countryNames,
  countryOfVat,
  isListedCountry,
  toEnglishCountry,
} from './countries.ts';

describe('country names (product-reference §9)', () => {
  it('maps Dutch and variant names to English', () => {
    expect(toEnglishCountry('belgie')).toBe('Belgium');
    expect(toEnglishCountry('België')).toBe('Belgium');
    expect(toEnglishCountry('Nederland')).toBe('Netherlands');
    expect(toEnglishCountry('the netherlands')).toBe('Netherlands');
    expect(toEnglishCountry('duitsland')).toBe('Germany');
    expect(toEnglishCountry('Frankrijk')).toBe('France');
    expect(toEnglishCountry('germany')).toBe('Germany');
  });

  it('keeps unknown values and overrides the United Kingdom name', () => {
    expect(toEnglishCountry(' Atlantis ')).toBe('Atlantis');
    expect(toEnglishCountry('United Kingdom of Great Britain and Northern Ireland')).toBe('United Kingdom');
    expect(countryNames).toContain('United Kingdom');
    expect(countryNames.some((n) => n.includes('Great Britain'))).toBe(false);
  });
});

describe('country names in the reader language', () => {
  it('names a list country in Dutch, and keeps the list name in English', () => {
    expect(countryDisplayName('Belgium', 'nl')).toBe('België');
    expect(countryDisplayName('Germany', 'nl')).toBe('Duitsland');
    expect(countryDisplayName('United Kingdom', 'nl')).toBe('Verenigd Koninkrijk');
    expect(countryDisplayName('Northern Ireland', 'nl')).toBe('Noord-Ierland');
    expect(countryDisplayName('United Kingdom', 'en')).toBe('United Kingdom');
    expect(countryDisplayName('Atlantis', 'nl')).toBe('Atlantis');
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    'gives every list country a name of its own in %s that maps back to it',
    (locale) => {
      const names = countryNames.map((name) => countryDisplayName(name, locale));
      expect(new Set(names).size).toBe(countryNames.length);
      for (const name of countryNames) expect(toEnglishCountry(countryDisplayName(name, locale))).toBe(name);
    },
  );

  it('reads a country typed in any of the four languages', () => {
    expect(toEnglishCountry('Ivoorkust')).toBe("Côte d'Ivoire");
    expect(toEnglishCountry('Belgique')).toBe('Belgium');
    expect(toEnglishCountry('Schweiz')).toBe('Switzerland');
    expect(toEnglishCountry('nordirland')).toBe('Northern Ireland');
    expect(countryDisplayName('Germany', 'fr')).toBe('Allemagne');
    expect(countryDisplayName('Belgium', 'de')).toBe('Belgien');
  });
});

describe('listed countries (product-reference §5 Onboarding)', () => {
  it('knows every country of the list by its English and its Dutch name, and no free text', () => {
    for (const name of countryNames) {
      expect(isListedCountry(name)).toBe(true);
      expect(isListedCountry(countryDisplayName(name, 'nl'))).toBe(true);
    }
    expect(isListedCountry('belg')).toBe(false);
    expect(isListedCountry('')).toBe(false);
  });
});

describe('VAT prefixes (product-reference §9)', () => {
  it('maps EU prefixes, with EL and XI', () => {
    expect(countryOfVat('BE0123456789')).toBe('Belgium');
    expect(countryOfVat('NL123456789B01')).toBe('Netherlands');
    expect(countryOfVat('EL123456789')).toBe('Greece');
    expect(countryOfVat('xi123456789')).toBe('Northern Ireland');
    expect(countryOfVat('CHE123456789')).toBeNull();
    expect(countryOfVat('')).toBeNull();
  });
});
