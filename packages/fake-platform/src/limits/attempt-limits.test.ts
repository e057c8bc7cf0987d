import { TooManyRequests } from '@feathersjs/errors';
import { describe, expect, it } from 'vitest';
import { attemptLimits } from '../config.ts';
import { createAttemptLimits } from './attempt-limits.ts';

const clock = () => {
  let now = Date.parse('2026-03-01T09:00:00Z');
  return { now: () => now, advance: (s: number) => (now += s * 1000) };
};

const refusal = async (run: Promise<void>) => {
  try {
    await run;
    return undefined;
  } catch (e) {
    return e;
  }
};

describe('attempt limits', () => {
  it('counts an address across accounts and says how long to wait', async () => {
    const c = clock();
    const limits = createAttemptLimits(c.now);
    const rule = attemptLimits.signIn.address;
    for (let n = 0; n < rule.points; n++)
      await limits.attempt('signIn', { account: `user-${n}`, address: '10.0.0.1' });
    const error = await refusal(limits.attempt('signIn', { account: 'user-new', address: '10.0.0.1' }));
    expect(error).toBeInstanceOf(TooManyRequests);
    expect((error as TooManyRequests).data).toEqual({
      retryAfterSeconds: rule.durationSeconds,
      limit: 'signIn',
    });
    expect(
      await refusal(limits.attempt('signIn', { account: 'user-new', address: '10.0.0.2' })),
    ).toBeUndefined();
    c.advance(rule.durationSeconds);
    expect(
      await refusal(limits.attempt('signIn', { account: 'user-new', address: '10.0.0.1' })),
    ).toBeUndefined();
  });

  it('gives a failures-only point back on success, never an every-call one', async () => {
    const limits = createAttemptLimits(clock().now);
    const twoFactor = attemptLimits.twoFactor.account.points;
    for (let n = 0; n < twoFactor * 3; n++) {
      await limits.attempt('twoFactor', { account: 7 });
      await limits.succeeded('twoFactor', { account: 7 });
    }
    const resets = attemptLimits.passwordReset.account.points;
    for (let n = 0; n < resets; n++) {
      await limits.attempt('passwordReset', { account: 7 });
      await limits.succeeded('passwordReset', { account: 7 });
    }
    expect(await refusal(limits.attempt('passwordReset', { account: 7 }))).toBeInstanceOf(TooManyRequests);
  });

  it('forgets an account, and everything on reset', async () => {
    const limits = createAttemptLimits(clock().now);
    const { points } = attemptLimits.twoFactor.account;
    for (let n = 0; n < points; n++) await limits.attempt('twoFactor', { account: 1 });
    await limits.forgetAccount('twoFactor', 1);
    for (let n = 0; n < points; n++) await limits.attempt('twoFactor', { account: 1 });
    expect(await refusal(limits.attempt('twoFactor', { account: 1 }))).toBeInstanceOf(TooManyRequests);
    limits.reset();
    expect(await refusal(limits.attempt('twoFactor', { account: 1 }))).toBeUndefined();
  });
});
