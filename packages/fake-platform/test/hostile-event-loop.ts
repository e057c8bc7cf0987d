// How long one hostile request kept the event loop from everyone else. The API, the wallets and this
// test share one thread: a request that computes for a second makes every other client wait a second.
//
// What is measured, and why it does not flake on a loaded 2-CPU runner (vitest runs files in parallel):
// - Only the exchange of each request, not the suite: start-up (seeding runs the KDF), generating the
//   cases and comparing the state before and after are this test's own work.
// - monitorEventLoopDelay samples with a timer every RESOLUTION_MS and records each interval between
//   samples, so a block of B ms shows as an interval of about B + RESOLUTION_MS: the delay is the
//   interval less the resolution. 10 ms (the default) puts the error at a tenth of the limit; finer
//   sampling only adds wake-ups of its own. `reset()` drops the first interval after it, so a block
//   right after a reset would go unseen: the histogram runs unreset and a window reads whether its
//   maximum rose, letting one timer turn pass at each end so that a sample due inside the window (and
//   none due before it) lands there. Only after a window above the limit is it reset, then primed.
// - Wall time alone counts the machine's load: on a busy runner the thread waits for a CPU (the other
//   test files run beside it) or for the container's CPU quota, and a request that computes for 40 ms
//   delays the loop by 130 ms. A block is this thread computing, so a window counts as blocked for
//   the lesser of its loop delay and the CPU time this thread spent in it (/proc/thread-self/stat,
//   in 10 ms ticks; elsewhere the process's, which also counts other threads and so only ever judges
//   more strictly). A real block of B ms has both at least B; a wait for the CPU has no CPU time.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The longest one request may keep the event loop from every other client. */
export const BLOCK_LIMIT_MS = 100;
const RESOLUTION_MS = 10;

/** CPU time of the calling thread (ms): Linux's per-thread accounting, else the whole process's. */
export const threadCpuMs = (() => {
  try {
    const ticksMs = 1000 / 100; // USER_HZ: 100 on every Linux ABI
    const read = () => {
      const stat = readFileSync('/proc/thread-self/stat', 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * ticksMs;
    };
    if (Number.isFinite(read())) return read;
  } catch {
    // no procfs: the process's CPU time below
  }
  return () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
})();

const timerTurn = () => new Promise((resolve) => setTimeout(resolve, 1));

export type Blocking = { blockedMs: number; delayMs: number; cpuMs: number };

export type LoopWatch = {
  /** Runs one exchange and answers how long it kept the event loop from everyone else. */
  measure<T>(exchange: () => Promise<T>): Promise<{ result: T } & Blocking>;
  close(): void;
};

export const watchEventLoop = (): LoopWatch => {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const delayOf = (intervalNs: number) => Math.max(0, intervalNs / 1e6 - RESOLUTION_MS);
  /** Forgets a maximum above the limit, so that the next block above it raises the maximum again. */
  const settle = async () => {
    if (delayOf(histogram.max) <= BLOCK_LIMIT_MS) return;
    histogram.reset();
    await new Promise((resolve) => setTimeout(resolve, 2 * RESOLUTION_MS));
  };
  return {
    measure: async (exchange) => {
      // A block before this window (the test file's own loading, on a busy runner) may have left a
      // maximum higher than this window's: it would hide this window's block.
      await settle();
      // A block shows as the interval between two samples: until the histogram has one interval in
      // (the first window right after enabling it), a block would span its first sample and go unseen.
      for (let turns = 0; histogram.count === 0 && turns < 5; turns++)
        await new Promise((resolve) => setTimeout(resolve, RESOLUTION_MS));
      await timerTurn();
      const maxBefore = histogram.max;
      const cpuBefore = threadCpuMs();
      const result = await exchange();
      // The sample that spans a block is taken on the loop's first turn after it; one timer turn did
      // not always let it land first (once in many runs the window read no delay after 150 ms of CPU).
      // Turn until a sample newer than the exchange is in, at most a few resolutions.
      const samples = histogram.count;
      for (let turns = 0; histogram.count === samples && turns < 5; turns++)
        await new Promise((resolve) => setTimeout(resolve, RESOLUTION_MS));
      const cpuMs = threadCpuMs() - cpuBefore;
      const delayMs = histogram.max > maxBefore ? delayOf(histogram.max) : 0;
      await settle();
      return { result, blockedMs: Math.min(delayMs, cpuMs), delayMs, cpuMs };
    },
    close: () => histogram.disable(),
  };
};
