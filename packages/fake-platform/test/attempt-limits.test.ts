// The attempt limits from the outside: each limited call answers 429 with Retry-After once its limit
// is used up, opens again when the dev clock passes the window, and no attempt past a limit gets
// through. The tally records every attempt under 'guessing'.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability, type FakePlatform } from '../src/index.ts';
import { attemptLimits } from '../src/config.ts';
import {
  advanceSeconds,
  hit,
  hitFrom,
  requestCode,
  tinaPending,
  wrongCode,
} from './attempt-limits-support.ts';
import { authenticate, call, emails, start, walletUrlOf } from './support.ts';

let p: FakePlatform;
let attempts = 0;
let pastTheLimit = 0;
beforeAll(async () => {
  p = await start();
}, 60_000);
beforeEach(async () => {
  await p.reset();
}, 60_000);
afterAll(async () => {
  recordReliability('guessing', attempts, pastTheLimit, {
    'attempts tried': attempts,
    'got through past the limit': pastTheLimit,
  });
  await p.close();
});

/** Sends `count` attempts; each answer must be `allowed` until `limit` attempts, then 429 with Retry-After. */
const exhaust = async (
  count: number,
  limit: number,
  send: (n: number) => Promise<{ status: number; retryAfter: number | null }>,
  allowed: number[],
) => {
  for (let n = 0; n < count; n++) {
    const answer = await send(n);
    attempts++;
    if (n < limit) expect(allowed, `attempt ${n + 1}`).toContain(answer.status);
    else {
      if (answer.status !== 429) pastTheLimit++;
      expect(answer.status, `attempt ${n + 1}`).toBe(429);
      expect(answer.retryAfter).toBeGreaterThan(0);
    }
  }
};

describe('2FA codes', () => {
  const rule = attemptLimits.twoFactor.account;

  it('refuses a sixth try, even the right code; the code is dead, a new one works after the wait', async () => {
    const pending = await tinaPending(p);
    const code = await requestCode(p, pending);
    const validate = (c: string, headers = pending) =>
      hit(p.apiUrl, 'POST', '/two-factor/auth/email/validate', { body: { code: c }, headers });
    await exhaust(rule.points, rule.points, (n) => validate(wrongCode(code, n)), [400]);
    const right = await validate(code);
    attempts++;
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBeGreaterThan(rule.durationSeconds - 5);
    expect(right.retryAfter).toBeLessThanOrEqual(rule.durationSeconds);
    advanceSeconds(p, rule.durationSeconds + 1);
    const again = await tinaPending(p);
    expect((await validate(code, again)).status).toBe(400);
    const fresh = await requestCode(p, again);
    const ok = await validate(fresh, again);
    expect(ok.status).toBe(201);
  });

  it('lets no guess of a burst past the limit', async () => {
    const pending = await tinaPending(p);
    const code = await requestCode(p, pending);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        hit(p.apiUrl, 'POST', '/two-factor/auth/email/validate', {
          body: { code: wrongCode(code, n) },
          headers: pending,
        }),
      ),
    );
    attempts += answers.length;
    const through = answers.filter((a) => a.status !== 429).length;
    pastTheLimit += Math.max(0, through - rule.points);
    expect(through).toBe(rule.points);
  });

  it('limits re-sending the code per recipient', async () => {
    const pending = await tinaPending(p);
    const { points } = attemptLimits.twoFactorMail.account;
    await exhaust(
      points + 2,
      points,
      () => hit(p.apiUrl, 'GET', '/two-factor/auth/email', { headers: pending }),
      [200],
    );
  });
});

describe('sign-in', () => {
  it('limits refused signatures with proof per account and address, and opens again after the window', async () => {
    const rule = attemptLimits.signIn.pair;
    const walletUrl = await walletUrlOf(p, ids.anna, emails.anna);
    const verified = await hit(walletUrl, 'POST', '/accounts/verify', {
      body: { orgUserId: ids.anna, password: 'demo1234' },
    });
    const refused = async () => {
      const { challenge } = (
        await call(p.apiUrl, 'POST', '/authentication', { body: { strategy: 'wallet' } })
      ).body as { challenge: string };
      return hit(p.apiUrl, 'POST', '/authentication', {
        body: { strategy: 'wallet', orgUserId: ids.anna, challenge, signature: 'AAAA' },
        headers: { authorization: `Bearer ${verified.body.token}` },
      });
    };
    await exhaust(rule.points + 2, rule.points, refused, [401]);
    advanceSeconds(p, rule.durationSeconds + 1);
    expect((await refused()).status).toBe(401);
  });

  it("does not let a stranger's junk without a wallet token stop Anna's sign-in", async () => {
    const junk = (token: string) =>
      hitFrom('127.0.0.2', p.apiUrl, 'POST', '/authentication', {
        body: { strategy: 'wallet', orgUserId: ids.anna, challenge: 'c'.repeat(43), signature: 'AAAA' },
        headers: { authorization: `Bearer ${token}` },
      });
    for (let n = 0; n < attemptLimits.signIn.pair.points + 5; n++) {
      const answer = await junk(n % 2 ? 'not-a-wallet-token' : 'eyJzdWIiOjF9.x');
      attempts++;
      expect(answer.status).toBe(401);
    }
    const own = await authenticate(p, ids.anna, emails.anna);
    attempts++;
    expect(own.status).toBe(201);
  });

  it('limits challenges per address', async () => {
    const rule = attemptLimits.signInChallenge.address;
    const ask = () => hit(p.apiUrl, 'POST', '/authentication', { body: { strategy: 'wallet' } });
    await exhaust(rule.points + 2, rule.points, ask, [201]);
    advanceSeconds(p, rule.durationSeconds + 1);
    expect((await ask()).status).toBe(201);
  });
});

describe('wallet passwords', () => {
  it('refuses a sixth try from that address, even the right password, until the window passes', async () => {
    const rule = attemptLimits.walletPassword.pair;
    const wallet = await walletUrlOf(p, ids.anna, emails.anna);
    const verify = (password: string) =>
      hit(wallet, 'POST', '/accounts/verify', { body: { orgUserId: ids.anna, password } });
    await exhaust(rule.points, rule.points, (n) => verify(`guess-${n}`), [401]);
    const right = await verify('demo1234');
    attempts++;
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(right.retryAfter).toBeGreaterThan(0);
    advanceSeconds(p, rule.durationSeconds + 1);
    expect((await verify('demo1234')).status).toBe(200);
  });

  it("locks the guesser's address out, not Anna's", async () => {
    const rule = attemptLimits.walletPassword.pair;
    const wallet = await walletUrlOf(p, ids.anna, emails.anna);
    const verifyFrom = (address: string, password: string) =>
      hitFrom(address, wallet, 'POST', '/accounts/verify', { body: { orgUserId: ids.anna, password } });
    await exhaust(rule.points + 1, rule.points, (n) => verifyFrom('127.0.0.2', `guess-${n}`), [401]);
    const own = await verifyFrom('127.0.0.1', 'demo1234');
    attempts++;
    expect(own.status).toBe(200);
  });
});

describe('look-ups, resets and links', () => {
  it('limits find-user per address', async () => {
    const rule = attemptLimits.findUser.address;
    const look = (n: number) => hit(p.apiUrl, 'GET', `/find-user?email=someone${n}@x.example`);
    await exhaust(rule.points + 2, rule.points, look, [200, 404]);
    advanceSeconds(p, rule.durationSeconds + 1);
    expect([200, 404]).toContain((await look(0)).status);
  });

  it('limits password-reset mails per organization user and address', async () => {
    const rule = attemptLimits.passwordReset.pair;
    const ask = () =>
      hit(p.apiUrl, 'POST', '/password-reset', { body: { orgUserId: ids.anna, organizationId: 1 } });
    await exhaust(rule.points + 1, rule.points, ask, [201]);
    advanceSeconds(p, rule.durationSeconds + 1);
    expect((await ask()).status).toBe(201);
  });

  it("does not let a stranger's reset requests block Anna's own", async () => {
    const body = { orgUserId: ids.anna, organizationId: 1 };
    const rule = attemptLimits.passwordReset.pair;
    const stranger = () => hitFrom('127.0.0.2', p.apiUrl, 'POST', '/password-reset', { body });
    await exhaust(rule.points + 1, rule.points, stranger, [201]);
    const own = await hit(p.apiUrl, 'POST', '/password-reset', { body });
    attempts++;
    expect(own.status).toBe(201);
  });

  it('limits unknown link tokens per address; a real link waits too', async () => {
    const rule = attemptLimits.linkToken.address;
    const link = (await p.demoLinks()).onboarding!;
    const jwt = new URL(link).searchParams.get('jwt')!;
    const forged = (n: number) =>
      hit(p.apiUrl, 'GET', `/onboarding?jwt=${jwt.slice(0, -4)}${String(n).padStart(4, 'A')}`);
    await exhaust(rule.points + 1, rule.points, forged, [404]);
    const real = await hit(p.apiUrl, 'GET', `/onboarding?jwt=${jwt}`);
    attempts++;
    expect(real.status).toBe(429);
    advanceSeconds(p, rule.durationSeconds + 1);
    expect((await hit(p.apiUrl, 'GET', `/onboarding?jwt=${jwt}`)).status).toBe(200);
  });
});
