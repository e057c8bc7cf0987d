import { describe, expect, it } from 'vitest';
import { formatConnectionDate, formatConnectionDateTime, formatUserDate } from './format.ts';

// Local-time inputs (no zone) keep the examples independent of the machine's time zone.
const sunday = '2026-11-22T10:05:00';

describe('date formats (product-reference §9)', () => {
  it('formats users dates in en and nl', () => {
    expect(formatUserDate(sunday, 'en')).toBe('Sun 22 Nov 2026');
    expect(formatUserDate(sunday, 'nl')).toBe('zo. 22 nov 2026');
  });

  it('formats connection dates and times', () => {
    expect(formatConnectionDate(sunday, 'en')).toBe('22 Nov 2026');
    expect(formatConnectionDateTime(sunday, 'en')).toBe('22 Nov 2026 10:05');
    expect(formatConnectionDateTime('2026-03-01T08:30:00', 'nl')).toBe('01 mrt 2026 08:30');
  });

  it('formats in French and German the way those languages write a date', () => {
    expect(formatUserDate('2026-02-02T09:05:00', 'fr')).toBe('lun. 02 févr. 2026');
    expect(formatConnectionDate('2026-02-02T09:05:00', 'fr')).toBe('02 févr. 2026');
    expect(formatUserDate('2026-02-02T09:05:00', 'de')).toBe('Mo., 02. Feb. 2026');
    expect(formatConnectionDate('2026-02-02T09:05:00', 'de')).toBe('02. Feb. 2026');
    expect(formatConnectionDateTime('2026-02-02T09:05:00', 'de')).toBe('02. Feb. 2026, 09:05');
    // The same fields as the platform's Intl writes them, so the portal reads like the rest of the OS.
    const intl = new Intl.DateTimeFormat('de', { day: '2-digit', month: 'short', year: 'numeric' });
    expect(formatConnectionDate('2026-02-02T09:05:00', 'de')).toBe(intl.format(new Date(2026, 1, 2)));
  });

  it('leaves empty and invalid dates blank', () => {
    expect(formatUserDate(null, 'en')).toBe('');
    expect(formatConnectionDate('not a date', 'nl')).toBe('');
  });
});

describe('date formats on malformed values', () => {
  it('shows blank for an object whose toString is not a function', () => {
    const hostile = { toString: false } as unknown as string;
    expect(formatUserDate(hostile, 'en')).toBe('');
    expect(formatConnectionDateTime(hostile, 'nl')).toBe('');
  });
});
