// The wallets' password KDF (scrypt, crypto.ts), a few derivations at a time and fair across source
// addresses. scrypt runs on libuv's thread pool, which is first come, first served: a hundred
// password checks from one address (an unknown account costs a derivation too, so that it answers
// like a wrong password) queued there ahead of one real sign-in, which waited seconds for them all.
// Here each source address has its own queue and the free slots go round the addresses in turn, so
// a sign-in waits for at most one derivation of each other address with work waiting. Which address
// asks decides the queue, never whether the account exists: an unknown account and a wrong password
// wait alike.
import { AsyncLocalStorage } from 'node:async_hooks';

export type KdfQueue = {
  /** Runs `work` (one derivation) once a slot is free and it is `lane`'s turn; FIFO within a lane. */
  run<T>(lane: string, work: () => Promise<T>): Promise<T>;
};

export const createKdfQueue = (slots: number): KdfQueue => {
  // The lanes with work waiting, in turn order (a Map iterates in insertion order): a lane served
  // goes to the back, a new lane joins at the back.
  const waiting = new Map<string, Array<() => void>>();
  let running = 0;
  const grant = () => {
    while (running < slots) {
      const turn = waiting.entries().next();
      if (turn.done) return;
      const [lane, starts] = turn.value;
      waiting.delete(lane);
      const start = starts.shift()!;
      if (starts.length > 0) waiting.set(lane, starts);
      running++;
      start();
    }
  };
  return {
    run: <T>(lane: string, work: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        const start = () =>
          void (async () => {
            try {
              resolve(await work());
            } catch (e) {
              reject(e as Error);
            } finally {
              running--;
              grant();
            }
          })();
        const starts = waiting.get(lane);
        if (starts) starts.push(start);
        else waiting.set(lane, [start]);
        grant();
      }),
  };
};

/**
 * Half of libuv's thread pool (UV_THREADPOOL_SIZE, 4 unless set): the other half stays free for what
 * else runs there in this process (the journal's and the wallet files' writes, response compression),
 * so a flood of password checks slows only other password checks.
 */
export const KDF_SLOTS = Math.max(1, Math.floor((Number(process.env['UV_THREADPOOL_SIZE']) || 4) / 2));

/** One queue per process, as the thread pool it guards is one per process (every wallet, the seeding). */
const queue = createKdfQueue(KDF_SLOTS);
const lanes = new AsyncLocalStorage<string>();

/** Serves one wallet request: the derivations it causes queue in its source address's lane. */
export const inKdfLane = <T>(address: string | undefined, serve: () => T): T =>
  lanes.run(`address ${address ?? 'unknown'}`, serve);

/** Runs one derivation in the lane of the request it serves; in-process work (seeding) has its own. */
export const queueKdf = <T>(work: () => Promise<T>): Promise<T> =>
  queue.run(lanes.getStore() ?? 'in-process', work);
