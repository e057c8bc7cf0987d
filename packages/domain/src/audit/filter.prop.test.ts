import fc from 'fast-check';
import { expect, it } from 'vitest';
import { activityCriteria, readActivityFilter, validateActivityFilter } from './filter.ts';

it('never throws, whatever the URL or the form holds', () => {
  fc.assert(
    fc.property(fc.anything(), (raw) => {
      const result = validateActivityFilter(raw);
      expect(result.isOk() || result.isErr()).toBe(true);
    }),
  );
});

it('a valid range of days always starts before it ends', () => {
  const day = fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  fc.assert(
    fc.property(day, day, (a, b) => {
      const [from, to] = a <= b ? [a, b] : [b, a];
      const criteria = activityCriteria(validateActivityFilter({ from, to })._unsafeUnwrap());
      expect(Date.parse(criteria.fromInstant!)).toBeLessThan(Date.parse(criteria.toInstant!));
    }),
  );
});

it('reads any link as a filter that holds', () => {
  const value = fc.oneof(fc.string(), fc.constantFrom('2026-11-01', '2026-11-30', 'user.update', ''));
  const link = fc.record(
    { actor: value, action: value, target: value, from: value, to: value },
    { requiredKeys: [] },
  );
  fc.assert(
    fc.property(link, (raw) => {
      const filter = readActivityFilter(raw);
      expect(validateActivityFilter(filter)._unsafeUnwrap()).toEqual(filter);
    }),
  );
});
