// The hostile suite's event-loop watch sees what it must: a request computing for longer than the
// limit blocks, also in the window right after another such one; a thread that only waits (as on a
// busy machine) does not.
import { afterAll, expect, it } from 'vitest';
import { BLOCK_LIMIT_MS, threadCpuMs, watchEventLoop } from './hostile-event-loop.ts';

const watch = watchEventLoop();
afterAll(() => watch.close());

/** Computes on this thread until it has spent `ms` of CPU time. */
const compute = (ms: number) => {
  const until = threadCpuMs() + ms;
  while (threadCpuMs() < until);
};
/** Holds this thread without computing, as a machine too busy to run it would. */
const stall = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

it('counts a request that computes for longer than the limit', async () => {
  for (let i = 0; i < 2; i++) {
    const window = await watch.measure(async () => {
      await Promise.resolve();
      compute(1.5 * BLOCK_LIMIT_MS);
    });
    expect(window.blockedMs, JSON.stringify(window)).toBeGreaterThan(BLOCK_LIMIT_MS);
  }
});

it('does not count a thread that waits without computing', async () => {
  const window = await watch.measure(async () => {
    await Promise.resolve();
    stall(1.5 * BLOCK_LIMIT_MS);
  });
  expect(window.delayMs, JSON.stringify(window)).toBeGreaterThan(BLOCK_LIMIT_MS);
  expect(window.blockedMs, JSON.stringify(window)).toBeLessThan(BLOCK_LIMIT_MS);
});

it('answers the result of the exchange', async () => {
  const window = await watch.measure(async () => 'answer');
  expect(window.result).toBe('answer');
  expect(window.blockedMs).toBeLessThan(BLOCK_LIMIT_MS);
});
