// The password KDF queue: a few derivations at a time, each source address in turn, so password checks
// from one address (unknown accounts included) cannot make another address's sign-in wait for them all.
// Counted in queue places and answers, never in time.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKdfQueue, KDF_SLOTS, type KdfQueue } from './kdf-queue.ts';
import { call, startTestWallets, type TestWallets } from './test-support.ts';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** A queue whose derivations are promises the test settles, and the order in which they started. */
const controlled = (slots: number) => {
  const queue: KdfQueue = createKdfQueue(slots);
  const started: string[] = [];
  const jobs = new Map<string, ReturnType<typeof deferred> & { done: Promise<void> }>();
  const add = (lane: string, name: string) => {
    const d = deferred();
    const done = queue.run(lane, () => {
      started.push(name);
      return d.promise;
    });
    jobs.set(name, { ...d, done: done.catch(() => undefined) });
  };
  /** Lets the oldest running derivation finish. */
  const finishOne = async () => {
    const running = started.find((name) => !finished.has(name))!;
    finished.add(running);
    jobs.get(running)!.resolve();
    await jobs.get(running)!.done;
  };
  const finished = new Set<string>();
  return { add, started, jobs, finished, finishOne };
};

describe('the KDF queue', () => {
  it('runs at most its slots at once, and one lane first come, first served', async () => {
    const q = controlled(2);
    for (let i = 0; i < 5; i++) q.add('a', `a${i}`);
    expect(q.started).toEqual(['a0', 'a1']);
    await q.finishOne();
    expect(q.started).toEqual(['a0', 'a1', 'a2']);
    q.finished.add('a1');
    q.jobs.get('a1')!.reject(new Error('wrong'));
    await q.jobs.get('a1')!.done;
    expect(q.started).toEqual(['a0', 'a1', 'a2', 'a3']);
  });

  it('starts a sign-in from another address after at most one derivation of each busy address', async () => {
    for (const flooding of [1, 3]) {
      const q = controlled(2);
      for (let i = 0; i < 100; i++)
        for (let lane = 0; lane < flooding; lane++) q.add(`stranger ${lane}`, `s${lane}-${i}`);
      q.add('anna', 'anna');
      const queuedAt = q.started.length;
      while (!q.started.includes('anna')) await q.finishOne();
      const ahead = q.started.slice(queuedAt, q.started.indexOf('anna'));
      expect(ahead.length, ahead.join()).toBeLessThanOrEqual(flooding);
    }
  });
});

/** A password check sent from another loopback address (Linux routes all of 127/8 to lo). */
const verifyFrom = (localAddress: string, url: string, orgUserId: number, password: string) =>
  new Promise<number>((resolve, reject) => {
    const target = new URL(`${url}/accounts/verify`);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ orgUserId, password }));
  });

describe('wallet sign-in under a flood of unknown-account checks', () => {
  let w: TestWallets;
  beforeAll(async () => {
    w = await startTestWallets();
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 1,
      organizationId: 1,
      password: 'demo1234',
    });
  });
  afterAll(() => w.close());

  it("answers the owner's check after a bounded number of the stranger's", async () => {
    const flood = 12;
    const answered: string[] = [];
    const checks = Array.from({ length: flood }, (_, n) =>
      verifyFrom('127.0.0.2', w.cloudUrl, 9_000 + n, 'guess').then((status) => {
        answered.push(`stranger ${status}`);
      }),
    );
    // Once the first is answered, the rest have long been received and wait for the KDF.
    while (answered.length === 0) await Promise.race(checks);
    const answeredBefore = answered.length;
    const owner = await call(w.cloudUrl, 'POST', '/accounts/verify', { orgUserId: 1, password: 'demo1234' });
    const overtaken = answered.length - answeredBefore;
    await Promise.all(checks);
    expect(owner.status).toBe(200);
    expect(answered).toEqual(Array(flood).fill('stranger 401'));
    // Answered while the owner waited: those running when its check was sent or came (a slot each,
    // and one more if one ended in between), one granted before it by turn, and those beside it in
    // the other slots if they ended first: 2 × slots + 1, and one place to spare. Without the queue,
    // every check already waiting on the thread pool: most of the flood.
    expect(overtaken).toBeLessThanOrEqual(2 * KDF_SLOTS + 2);
  }, 60_000);
});
