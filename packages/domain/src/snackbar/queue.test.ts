import { describe, expect, it } from 'vitest';
import {
  dismissSnackbar,
  emptySnackbarQueue,
  enqueueSnackbar,
  expireSnackbars,
  type SnackbarInput,
} from './queue.ts';

const saved: SnackbarInput = { message: { id: 'organizations.saved' }, intent: 'success' };
const text = (n: number): SnackbarInput => ({
  message: { id: 'shared.error.response', values: { text: `t${n}` } },
  intent: 'none',
});

describe('snackbar queue (product-reference §2.2, §9)', () => {
  it('uses the durations of §9', () => {
    let q = enqueueSnackbar(emptySnackbarQueue, saved, 0);
    q = enqueueSnackbar(q, { ...text(1), intent: 'danger' }, 0);
    q = enqueueSnackbar(
      q,
      { message: { id: 'session.twoFactor.codeSent' }, intent: 'success', twoFactor: true },
      0,
    );
    expect(q.visible.map((s) => s.hideAt)).toEqual([1500, 5000, 3000]);
  });

  it('keeps a message too long for its time until it can be read', () => {
    // 2 words: the §9 time. 12 words: 1 s to notice, then 250 ms a word.
    expect(enqueueSnackbar(emptySnackbarQueue, { ...saved, words: 2 }, 0).visible[0]?.hideAt).toBe(1500);
    expect(enqueueSnackbar(emptySnackbarQueue, { ...saved, words: 12 }, 0).visible[0]?.hideAt).toBe(4000);
    // An error's 5000 ms stays the least, a longer one reads longer.
    const error = { ...text(1), intent: 'danger' as const };
    expect(enqueueSnackbar(emptySnackbarQueue, { ...error, words: 12 }, 0).visible[0]?.hideAt).toBe(5000);
    expect(enqueueSnackbar(emptySnackbarQueue, { ...error, words: 24 }, 0).visible[0]?.hideAt).toBe(7000);
  });

  it('drops duplicates of the same text and intent', () => {
    let q = enqueueSnackbar(emptySnackbarQueue, saved, 0);
    q = enqueueSnackbar(q, saved, 100);
    expect(q.visible).toHaveLength(1);
    q = enqueueSnackbar(q, { ...saved, intent: 'warning' }, 100);
    expect(q.visible).toHaveLength(2);
  });

  it('shows at most 5 and lets the sixth wait for a free place', () => {
    let q = emptySnackbarQueue;
    for (let i = 0; i < 6; i++) q = enqueueSnackbar(q, text(i), i);
    expect(q.visible).toHaveLength(5);
    expect(q.waiting).toHaveLength(1);
    q = expireSnackbars(q, 1500);
    expect(q.visible.map((s) => s.id)).toEqual([2, 3, 4, 5, 6]);
    expect(q.visible.at(-1)?.hideAt).toBe(3000);
  });

  it('expires by the time passed in and can be dismissed', () => {
    let q = enqueueSnackbar(emptySnackbarQueue, saved, 1000);
    expect(expireSnackbars(q, 2499).visible).toHaveLength(1);
    expect(expireSnackbars(q, 2500).visible).toHaveLength(0);
    q = dismissSnackbar(q, 1, 1001);
    expect(q.visible).toEqual([]);
  });
});
