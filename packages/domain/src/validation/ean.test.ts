import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEan13 } from './ean.ts';

describe('a GS1 EAN-13', () => {
  it('takes 13 digits whose last is the check digit', () => {
    for (const ean of ['8712345678906', '5412345000013', '4006381333931', '0000000000000'])
      expect(isEan13(ean)).toBe(true);
  });

  it('refuses a wrong check digit, another length, letters and spaces', () => {
    for (const bad of [
      '8712345678907',
      '12ab',
      '871234567890',
      '87123456789060',
      '871234567890a',
      ' 8712345678906',
    ])
      expect(isEan13(bad)).toBe(false);
  });

  it('takes exactly one check digit for every twelve digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (twelve) => {
        const valid = [...'0123456789'].filter((d) => isEan13(twelve + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});
