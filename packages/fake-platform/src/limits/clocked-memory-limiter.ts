// rate-limiter-flexible's store-backed limiter over an in-process Map that reads the fake platform's
// dev clock: tests (and the dev controls) move the clock to open a window again, never wall time.
// RateLimiterMemory reads Date.now() and sets its own timers, so it cannot follow a moved clock; the
// store-backed base class asks its store for the count and the expiry instead. That base is also what
// RateLimiterRedis builds on, so the swap to Redis (see README.md) keeps every caller as it is.
// The package declares the store base class in its types but its index did not export it: the
// workspace's patch of rate-limiter-flexible adds the export (patches/README.md).
import { RateLimiterRes, RateLimiterStoreAbstract } from 'rate-limiter-flexible';

type Entry = { points: number; expiresAt: number | null };

/** Past this many keys an upsert first drops the expired ones (a long run keeps no dead windows). */
const sweepAbove = 10_000;

export class ClockedMemoryLimiter extends RateLimiterStoreAbstract {
  private readonly entries = new Map<string, Entry>();
  private readonly nowMs: () => number;

  constructor(nowMs: () => number, options: { keyPrefix: string; points: number; duration: number }) {
    super({ ...options, storeClient: null });
    this.nowMs = nowMs;
  }

  /** Forgets every count (the dev world reset). */
  clear(): void {
    this.entries.clear();
  }

  private live(rlKey: string, now: number): Entry | undefined {
    const entry = this.entries.get(rlKey);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= now) {
      this.entries.delete(rlKey);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    if (this.entries.size < sweepAbove) return;
    for (const key of [...this.entries.keys()]) this.live(key, now);
  }

  // The store primitives the base class calls; each runs synchronously, so concurrent requests
  // cannot interleave between reading and writing a count.
  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Entry> {
    const now = this.nowMs();
    this.sweep(now);
    const current = forceExpire ? undefined : this.live(rlKey, now);
    const entry: Entry = current
      ? { points: current.points + points, expiresAt: current.expiresAt }
      : { points, expiresAt: msDuration > 0 ? now + msDuration : null };
    this.entries.set(rlKey, entry);
    return Promise.resolve(entry);
  }

  _get(rlKey: string): Promise<Entry | null> {
    return Promise.resolve(this.live(rlKey, this.nowMs()) ?? null);
  }

  _delete(rlKey: string): Promise<boolean> {
    return Promise.resolve(this.entries.delete(rlKey));
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, entry: Entry): RateLimiterRes {
    return new RateLimiterRes(
      Math.max(this.points - entry.points, 0),
      entry.expiresAt === null ? -1 : Math.max(entry.expiresAt - this.nowMs(), 0),
      entry.points,
      entry.points === changedPoints,
    );
  }
}
