// Wrong-password attempts on one wallet, with rate-limiter-flexible on the injected clock
// (limits/clocked-memory-limiter.ts): strictly per account and source address, more widely per account
// (an address the account unlocked from before is exempt from that one), and per address. A guesser
// who knows only an account id locks out their own address, not the owner's (limits/README.md).
// Every check counts when it starts (so parallel guesses cannot slip past the limit) and a right
// password gives its points back; over the limit the wallet answers 429 TOO_MANY_ATTEMPTS with Retry-After.
import { RateLimiterRes } from 'rate-limiter-flexible';
import { knownAddressSeconds } from '../config.ts';
import { ClockedMemoryLimiter } from '../limits/clocked-memory-limiter.ts';
import { KnownAddresses } from '../limits/known-addresses.ts';
import { tooManyAttempts } from './http-errors.ts';

type Rule = { readonly points: number; readonly durationSeconds: number };

export type PasswordLimitRule = {
  readonly pair: Rule;
  readonly account: Rule;
  readonly address: Rule;
};

export type PasswordGuard = {
  /** Runs the password check under the limit; a refused check (it throws) keeps its count. */
  check<T>(orgUserId: number, address: string | undefined, run: () => Promise<T>): Promise<T>;
  reset(): void;
};

export const createPasswordGuard = (nowMs: () => number, rule: PasswordLimitRule): PasswordGuard => {
  const limiter = (keyPrefix: string, r: Rule) =>
    new ClockedMemoryLimiter(nowMs, { keyPrefix, points: r.points, duration: r.durationSeconds });
  const pair = limiter('walletPassword:pair', rule.pair);
  const account = limiter('walletPassword:account', rule.account);
  const address = limiter('walletPassword:address', rule.address);
  const known = new KnownAddresses(nowMs, knownAddressSeconds);
  return {
    check: async (orgUserId, from, run) => {
      const keys: Array<[ClockedMemoryLimiter, string]> = [];
      if (from) keys.push([pair, `${orgUserId}@${from}`], [address, from]);
      if (!known.has(orgUserId, from)) keys.push([account, String(orgUserId)]);
      const outcomes = await Promise.allSettled(keys.map(([l, k]) => l.consume(k)));
      const refused = outcomes.flatMap((o) =>
        o.status === 'rejected' && o.reason instanceof RateLimiterRes ? [o.reason.msBeforeNext] : [],
      );
      if (refused.length > 0) throw tooManyAttempts(Math.max(1, Math.ceil(Math.max(...refused) / 1000)));
      const result = await run();
      await Promise.all(keys.map(([l, k]) => l.reward(k)));
      known.mark(orgUserId, from);
      return result;
    },
    reset: () => {
      pair.clear();
      account.clear();
      address.clear();
      known.clear();
    },
  };
};
