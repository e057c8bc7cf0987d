import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatConnectionDate, formatConnectionDateTime, formatUserDate } from './format.ts';

const date = fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });

describe('date format properties', () => {
  it('keeps the shape of each pattern in both languages', () => {
    fc.assert(
      fc.property(date, fc.constantFrom('en' as const, 'nl' as const), (d, locale) => {
        expect(formatConnectionDate(d, locale)).toMatch(/^\d{2} \S+ \d{4}$/);
        expect(formatConnectionDateTime(d, locale)).toMatch(/^\d{2} \S+ \d{4} \d{2}:\d{2}$/);
        expect(formatUserDate(d, locale)).toMatch(/^\S+ \d{2} \S+ \d{4}$/);
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (x) => void formatUserDate(x as string, 'en')));
  });
});
