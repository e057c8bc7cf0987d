import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  emptySnackbarQueue,
  enqueueSnackbar,
  expireSnackbars,
  MAX_SNACKBARS,
  type SnackbarInput,
} from './queue.ts';

const input: fc.Arbitrary<SnackbarInput> = fc.record({
  message: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g').map((t) => ({
    id: 'shared.error.response' as const,
    values: { text: t },
  })),
  intent: fc.constantFrom('none', 'success', 'danger'),
  twoFactor: fc.boolean(),
});
const step = fc.oneof(
  fc.record({ add: input, dt: fc.nat({ max: 6000 }) }),
  fc.record({ dt: fc.nat({ max: 6000 }) }),
);

describe('snackbar queue properties', () => {
  it('never shows more than 5, never holds duplicates, never shows an expired one', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let q = emptySnackbarQueue;
        let now = 0;
        for (const s of steps) {
          now += s.dt;
          q = 'add' in s ? enqueueSnackbar(q, s.add, now) : expireSnackbars(q, now);
          expect(q.visible.length).toBeLessThanOrEqual(MAX_SNACKBARS);
          const all = [...q.visible, ...q.waiting];
          const keys = all.map((x) => `${x.intent}|${JSON.stringify(x.message)}`);
          expect(new Set(keys).size).toBe(keys.length);
          for (const v of q.visible) expect(v.hideAt!).toBeGreaterThan(now);
          if (q.waiting.length > 0) expect(q.visible).toHaveLength(MAX_SNACKBARS);
        }
      }),
    );
  });
});
