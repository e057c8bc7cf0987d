// The wallet's password limit on its own (no KDF): strict per account and address, wide per account
// with the owner's known addresses exempt, and per address.
import { describe, expect, it } from 'vitest';
import { attemptLimits } from '../config.ts';
import { createPasswordGuard } from './password-limit.ts';
import { invalidCredentials, WalletHttpError } from './http-errors.ts';

const rule = attemptLimits.walletPassword;
const guard = () => createPasswordGuard(() => Date.parse('2026-03-01T09:00:00Z'), rule);
const wrong = () => Promise.reject(invalidCredentials());
const right = () => Promise.resolve('token');
const statusOf = async (run: Promise<unknown>) => {
  try {
    await run;
    return 200;
  } catch (e) {
    return e instanceof WalletHttpError ? e.status : 500;
  }
};

describe('wallet password limit', () => {
  it("locks the guesser's address for the account, not the owner's", async () => {
    const g = guard();
    for (let n = 0; n < rule.pair.points; n++)
      expect(await statusOf(g.check(1, '10.0.0.9', wrong))).toBe(401);
    expect(await statusOf(g.check(1, '10.0.0.9', right))).toBe(429);
    expect(await statusOf(g.check(1, '10.0.0.1', right))).toBe(200);
  });

  it('keeps a known address open when guesses from many addresses use up the wide account limit', async () => {
    const g = guard();
    expect(await statusOf(g.check(1, '10.0.0.1', right))).toBe(200);
    for (let n = 0; n < rule.account.points; n++) {
      const from = `10.1.${Math.floor(n / rule.pair.points)}.1`;
      expect(await statusOf(g.check(1, from, wrong))).toBe(401);
    }
    expect(await statusOf(g.check(1, '10.2.0.1', right))).toBe(429);
    expect(await statusOf(g.check(1, '10.0.0.1', right))).toBe(200);
    expect(await statusOf(g.check(2, '10.2.0.1', right))).toBe(200);
  });
});
