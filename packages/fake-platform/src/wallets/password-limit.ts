// Wrong-password attempts on one wallet, limited per wallet account and per source address with
// rate-limiter-flexible on the injected clock (limits/clocked-memory-limiter.ts). Every check counts
// when it starts (so parallel guesses cannot slip past the limit) and a right password gives its
// point back; over the limit the wallet answers 429 TOO_MANY_ATTEMPTS with Retry-After.
import { RateLimiterRes } from 'rate-limiter-flexible';
import { ClockedMemoryLimiter } from '../limits/clocked-memory-limiter.ts';
import { tooManyAttempts } from './http-errors.ts';

export type PasswordLimitRule = {
  readonly account: { readonly points: number; readonly durationSeconds: number };
  readonly address: { readonly points: number; readonly durationSeconds: number };
};

export type PasswordGuard = {
  /** Runs the password check under the limit; a refused check (it throws) keeps its count. */
  check<T>(orgUserId: number, address: string | undefined, run: () => Promise<T>): Promise<T>;
  reset(): void;
};

export const createPasswordGuard = (nowMs: () => number, rule: PasswordLimitRule): PasswordGuard => {
  const limiter = (keyPrefix: string, r: PasswordLimitRule['account']) =>
    new ClockedMemoryLimiter(nowMs, { keyPrefix, points: r.points, duration: r.durationSeconds });
  const account = limiter('walletPassword:account', rule.account);
  const address = limiter('walletPassword:address', rule.address);
  return {
    check: async (orgUserId, from, run) => {
      const keys: Array<[ClockedMemoryLimiter, string]> = [[account, String(orgUserId)]];
      if (from) keys.push([address, from]);
      const outcomes = await Promise.allSettled(keys.map(([l, k]) => l.consume(k)));
      const refused = outcomes.flatMap((o) =>
        o.status === 'rejected' && o.reason instanceof RateLimiterRes ? [o.reason.msBeforeNext] : [],
      );
      if (refused.length > 0) throw tooManyAttempts(Math.max(1, Math.ceil(Math.max(...refused) / 1000)));
      const result = await run();
      await Promise.all(keys.map(([l, k]) => l.reward(k)));
      return result;
    },
    reset: () => {
      account.clear();
      address.clear();
    },
  };
};
