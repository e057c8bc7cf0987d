// The fake platform checks a Portbase EAN with its own copy of the GS1 rule (it may not import the
// domain); this asserts both accept exactly the same values.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEan13 } from '@scr/domain/testing';
import { isGs1Ean13 } from '@scr/fake-platform';

describe('a Portbase EAN: the domain and the platform agree', () => {
  it('on 13 digits with any last digit, and on any text', () => {
    const candidates = fc.oneof(fc.stringMatching(/^\d{13}$/), fc.stringMatching(/^\d{11,14}$/), fc.string());
    fc.assert(
      fc.property(candidates, (value) => {
        expect(isGs1Ean13(value)).toBe(isEan13(value));
      }),
      {
        numRuns: 2000,
      },
    );
  });
});
