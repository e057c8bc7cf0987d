import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RETRY_AFTER_CAP_MS, retryAfterMs } from './retry-after.ts';

// Up to a day before the end of year 9999: an HTTP-date has four digits for the year.
const instants = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('9999-12-30T23:59:59Z'),
  noInvalidDate: true,
});

describe('retryAfterMs properties', () => {
  it('reads any non-negative whole number of seconds back, capped', () => {
    fc.assert(
      fc.property(fc.nat(), instants, (seconds, now) => {
        expect(retryAfterMs(String(seconds), now)).toBe(Math.min(seconds * 1000, RETRY_AFTER_CAP_MS));
      }),
    );
  });

  it('reads any date written by toUTCString as its distance from now, floored at 0 and capped', () => {
    fc.assert(
      fc.property(instants, instants, (at, now) => {
        const whole = new Date(Math.floor(at.getTime() / 1000) * 1000);
        const expected = Math.min(Math.max(0, whole.getTime() - now.getTime()), RETRY_AFTER_CAP_MS);
        expect(retryAfterMs(at.toUTCString(), now)).toBe(expected);
      }),
    );
  });

  it('reads a date within the cap to the millisecond of its second', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 3600 }), (now, ahead) => {
        const at = new Date(now.getTime() + ahead * 1000);
        const whole = Math.floor(at.getTime() / 1000) * 1000;
        expect(retryAfterMs(at.toUTCString(), now)).toBe(Math.max(0, whole - now.getTime()));
      }),
    );
  });

  it('answers undefined, never a negative or unbounded wait, for anything else', () => {
    fc.assert(
      fc.property(fc.string(), instants, (text, now) => {
        const wait = retryAfterMs(text, now);
        if (wait !== undefined) {
          expect(wait).toBeGreaterThanOrEqual(0);
          expect(wait).toBeLessThanOrEqual(RETRY_AFTER_CAP_MS);
        }
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\s*\d+\s*$/.test(text) && !/GMT|\d{4}$/.test(text)),
        instants,
        (garbage, now) => {
          expect(retryAfterMs(garbage, now)).toBeUndefined();
        },
      ),
    );
  });
});
