import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countryNames, countryOfVat, toEnglishCountry, vatPrefixCountries } from './countries.ts';

describe('country properties', () => {
  it('maps every list name, in any case, to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countryNames), fc.boolean(), (name, upper) => {
        expect(toEnglishCountry(upper ? name.toUpperCase() : name.toLowerCase())).toBe(name);
      }),
    );
  });

  it('gives a VAT country that is in the autocomplete list, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (vat) => {
        const country = countryOfVat(vat);
        if (country !== null) expect(countryNames).toContain(country);
      }),
    );
    for (const country of Object.values(vatPrefixCountries)) expect(countryNames).toContain(country);
  });
});
