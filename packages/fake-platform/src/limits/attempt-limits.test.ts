import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

describe('limit purposes', () => {
  /** Every `limits.attempt('<name>'` of the platform's source, as `name → file:line` sites. */
  const callSites = () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const sites = new Map<string, string[]>();
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    for (const file of files) {
      readFileSync(join(src, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const m of line.matchAll(/limits\.attempt\('(\w+)'/g))
            sites.set(m[1]!, [...(sites.get(m[1]!) ?? []), `${file}:${i + 1}`]);
        });
    }
    return sites;
  };

  // One counter serves one purpose: a limit shared by two calls lets one party's calls use up the
  // other's (limits/README.md, rule 6). The wallets count wrong passwords with limiters of their own.
  it('counts each limit at one call site, and every limit somewhere', () => {
    const sites = callSites();
    expect(
      [...sites].filter(([, at]) => at.length !== 1),
      'a limit counted for two purposes: give the second one a limit of its own',
    ).toEqual([]);
    expect([...sites.keys(), 'walletPassword'].sort()).toEqual(Object.keys(attemptLimits).sort());
  });
});
