import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { locales } from '../messages/define.ts';
import { formatConnectionDate } from './format.ts';
import { parseShownDay } from './parse.ts';

const days = fc
  .date({ min: new Date(1970, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true })
  .map(
    (d) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
  );

describe('parseShownDay (properties)', () => {
  it('reads back every day the tables show, in every language', () => {
    fc.assert(
      fc.property(days, fc.constantFrom(...locales), (day, locale) => {
        expect(parseShownDay(formatConnectionDate(day, locale), locale)).toBe(day);
      }),
    );
  });

  it('never throws and gives a YYYY-MM-DD day or null for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...locales), (text, locale) => {
        const day = parseShownDay(text, locale);
        expect(day === null || /^\d{4}-\d{2}-\d{2}$/.test(day)).toBe(true);
      }),
    );
  });
});
