import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareVersions, isNewerVersionAvailable, meetsRequiredVersion } from './versions.ts';

const version = fc
  .array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 4 })
  .map((segments) => segments.join('.'));

describe('compareVersions is a total order', () => {
  it('is reflexive and antisymmetric', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, a)).toBe(0);
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
      }),
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0)
          expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('is total, and consistent with sorting', () => {
    fc.assert(
      fc.property(fc.array(version, { maxLength: 8 }), (vs) => {
        const sorted = [...vs].sort(compareVersions);
        for (let i = 1; i < sorted.length; i++)
          expect(compareVersions(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('never both needs an upgrade and is up to date', () => {
    fc.assert(
      fc.property(version, (v) => {
        if (!meetsRequiredVersion(v)) expect(isNewerVersionAvailable(v)).toBe(true);
      }),
    );
  });
});
