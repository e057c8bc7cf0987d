import { describe, expect, it } from 'vitest';
import { formatConnectionDate } from './format.ts';
import { parseShownDay } from './parse.ts';

describe('parseShownDay reads a day as the tables show it, in the viewer’s language', () => {
  it('reads the tables’ own format back', () => {
    expect(parseShownDay('22 Nov 2026', 'en')).toBe('2026-11-22');
    expect(parseShownDay('05 mrt 2026', 'nl')).toBe('2026-03-05');
    expect(parseShownDay(formatConnectionDate('2026-05-31', 'nl'), 'nl')).toBe('2026-05-31');
    expect(parseShownDay('02 févr. 2026', 'fr')).toBe('2026-02-02');
    expect(parseShownDay('2 février 2026', 'fr')).toBe('2026-02-02');
    expect(parseShownDay('02. Feb. 2026', 'de')).toBe('2026-02-02');
    expect(parseShownDay('02.02.2026', 'de')).toBe('2026-02-02');
  });

  it('reads a full or dotted month name, any case, and the month as a number, the day first', () => {
    expect(parseShownDay(' 1 MAART 2026 ', 'nl')).toBe('2026-03-01');
    expect(parseShownDay('22 nov. 2026', 'nl')).toBe('2026-11-22');
    expect(parseShownDay('22 November 2026', 'en')).toBe('2026-11-22');
    expect(parseShownDay('22-11-2026', 'nl')).toBe('2026-11-22');
    expect(parseShownDay('2/1/2026', 'en')).toBe('2026-01-02');
    expect(parseShownDay('22.11.2026', 'en')).toBe('2026-11-22');
  });

  it('reads no month of the other language, no day that does not exist and nothing else', () => {
    expect(parseShownDay('5 mrt 2026', 'en')).toBeNull();
    expect(parseShownDay('5 Mar 2026', 'nl')).toBeNull();
    expect(parseShownDay('31 feb 2026', 'nl')).toBeNull();
    expect(parseShownDay('31-04-2026', 'en')).toBeNull();
    expect(parseShownDay('22-13-2026', 'en')).toBeNull();
    expect(parseShownDay('2026-11-22', 'en')).toBeNull();
    expect(parseShownDay('tomorrow', 'en')).toBeNull();
    expect(parseShownDay('', 'nl')).toBeNull();
  });
});
