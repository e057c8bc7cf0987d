// The attempt limits of config.ts over rate-limiter-flexible: one limiter per limit and dimension
// (account, source address). Over a limit: a Feathers TooManyRequests (429) whose data carries
// retryAfterSeconds; limits/http.ts turns it into the Retry-After header.
import { TooManyRequests } from '@feathersjs/errors';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { attemptLimits, type AttemptRule } from '../config.ts';
import { ClockedMemoryLimiter } from './clocked-memory-limiter.ts';
import { tooManyAttemptsText } from './wait-text.ts';

export type LimitName = keyof typeof attemptLimits;

/** Who is trying: the account (an organization user, a recipient) and the source address. */
export type AttemptKeys = { readonly account?: string | number; readonly address?: string | undefined };

/** What a limiter must do; ClockedMemoryLimiter and RateLimiterRedis both fit. */
export type Limiter = Pick<ClockedMemoryLimiter, 'consume' | 'reward' | 'delete'>;

/** Builds the limiter of one rule; the default keeps the counts in memory on the dev clock. */
export type LimiterFactory = (keyPrefix: string, rule: AttemptRule) => Limiter & { clear?(): void };

export interface AttemptLimits {
  /** Counts one attempt on each key; throws 429 when any of them is over its limit. */
  attempt(name: LimitName, keys: AttemptKeys): Promise<void>;
  /** The attempt succeeded: a failures-only limit gives its point back. */
  succeeded(name: LimitName, keys: AttemptKeys): Promise<void>;
  /** Forgets the account's count (a correct 2FA code ends that series of tries). */
  forgetAccount(name: LimitName, account: string | number): Promise<void>;
  /** Forgets every count (the dev world reset). */
  reset(): void;
}

export const tooManyAttempts = (retryAfterSeconds: number, limit: string): TooManyRequests =>
  new TooManyRequests(tooManyAttemptsText(retryAfterSeconds), { retryAfterSeconds, limit });

type Dimension = 'account' | 'address';

export const createAttemptLimits = (
  nowMs: () => number,
  factory: LimiterFactory = (keyPrefix, rule) =>
    new ClockedMemoryLimiter(nowMs, { keyPrefix, points: rule.points, duration: rule.durationSeconds }),
): AttemptLimits => {
  const limiters = new Map<string, ReturnType<LimiterFactory>>();
  for (const [name, spec] of Object.entries(attemptLimits) as Array<[LimitName, Record<string, unknown>]>) {
    for (const dimension of ['account', 'address'] as const) {
      const rule = spec[dimension] as AttemptRule | undefined;
      if (rule) limiters.set(`${name}:${dimension}`, factory(`${name}:${dimension}`, rule));
    }
  }
  /** The limiters that apply to these keys, with the key each one counts. */
  const applying = (name: LimitName, keys: AttemptKeys) =>
    (['account', 'address'] as Dimension[]).flatMap((dimension) => {
      const limiter = limiters.get(`${name}:${dimension}`);
      const key = keys[dimension];
      return limiter && key !== undefined && key !== '' ? [{ limiter, key: String(key) }] : [];
    });
  return {
    attempt: async (name, keys) => {
      const outcomes = await Promise.allSettled(applying(name, keys).map((l) => l.limiter.consume(l.key)));
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
      if (refused.length === 0) return;
      const failure = refused.find((r) => !(r instanceof RateLimiterRes));
      if (failure) throw failure;
      const waitMs = Math.max(...refused.map((r) => (r as RateLimiterRes).msBeforeNext));
      throw tooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)), name);
    },
    succeeded: async (name, keys) => {
      if (attemptLimits[name].counts !== 'failures') return;
      await Promise.all(applying(name, keys).map((l) => l.limiter.reward(l.key)));
    },
    forgetAccount: async (name, account) => {
      await limiters.get(`${name}:account`)?.delete(String(account));
    },
    reset: () => limiters.forEach((l) => l.clear?.()),
  };
};
