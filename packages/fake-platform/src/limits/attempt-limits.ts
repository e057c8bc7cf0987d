// The attempt limits of config.ts over rate-limiter-flexible: one limiter per limit and dimension
// (account and source address together, account, source address). Over a limit: a Feathers TooManyRequests (429) whose data carries
// retryAfterSeconds; limits/http.ts turns it into the Retry-After header.
import { TooManyRequests } from '@feathersjs/errors';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { attemptLimits, knownAddressSeconds, type AttemptRule } from '../config.ts';
import { ClockedMemoryLimiter } from './clocked-memory-limiter.ts';
import { KnownAddresses } from './known-addresses.ts';
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
  /** The account proved itself from this address (a sign-in): it skips the wide `exemptKnown` account limits. */
  markKnown(account: string | number, address: string | undefined): void;
  /** Forgets the account's count (a correct 2FA code ends that series of tries). */
  forgetAccount(name: LimitName, account: string | number): Promise<void>;
  /** Forgets every count (the dev world reset). */
  reset(): void;
}

export const tooManyAttempts = (retryAfterSeconds: number, limit: string): TooManyRequests =>
  new TooManyRequests(tooManyAttemptsText(retryAfterSeconds), { retryAfterSeconds, limit });

type Dimension = 'pair' | 'account' | 'address';
const dimensions: readonly Dimension[] = ['pair', 'account', 'address'];

export const createAttemptLimits = (
  nowMs: () => number,
  factory: LimiterFactory = (keyPrefix, rule) =>
    new ClockedMemoryLimiter(nowMs, { keyPrefix, points: rule.points, duration: rule.durationSeconds }),
): AttemptLimits => {
  const limiters = new Map<string, ReturnType<LimiterFactory>>();
  const known = new KnownAddresses(nowMs, knownAddressSeconds);
  for (const [name, spec] of Object.entries(attemptLimits) as Array<[LimitName, Record<string, unknown>]>) {
    for (const dimension of dimensions) {
      const rule = spec[dimension] as AttemptRule | undefined;
      if (rule) limiters.set(`${name}:${dimension}`, factory(`${name}:${dimension}`, rule));
    }
  }
  /** The key each dimension counts: the pair only when both the account and the address are known. */
  const keyOf = (dimension: Dimension, keys: AttemptKeys): string | undefined => {
    if (dimension !== 'pair') {
      const key = keys[dimension];
      return key === undefined || key === '' ? undefined : String(key);
    }
    return keys.account === undefined || !keys.address ? undefined : `${keys.account}@${keys.address}`;
  };
  /** The limiters that apply to these keys, with the key each one counts. */
  const applying = (name: LimitName, keys: AttemptKeys) =>
    dimensions.flatMap((dimension) => {
      const limiter = limiters.get(`${name}:${dimension}`);
      const key = keyOf(dimension, keys);
      const exempt =
        dimension === 'account' &&
        'exemptKnown' in attemptLimits[name] &&
        known.has(keys.account, keys.address);
      return limiter && key !== undefined && !exempt ? [{ limiter, key }] : [];
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
    markKnown: (account, address) => known.mark(account, address),
    forgetAccount: async (name, account) => {
      await limiters.get(`${name}:account`)?.delete(String(account));
    },
    reset: () => {
      limiters.forEach((l) => l.clear?.());
      known.clear();
    },
  };
};
