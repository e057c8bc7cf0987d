import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_CAP_MS, answerWaitSeconds, retryAfterMs, tooManyAttemptsWait } from './retry-after.ts';

const now = new Date('1994-11-06T08:49:00Z');

describe('retryAfterMs', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs(' 30 ', now)).toBe(30_000);
    expect(retryAfterMs('0090', now)).toBe(90_000);
  });

  it('reads the three HTTP-date forms, relative to now', () => {
    expect(retryAfterMs('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(37_000);
    expect(retryAfterMs('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(37_000);
    expect(retryAfterMs('Sun Nov  6 08:49:37 1994', now)).toBe(37_000);
  });

  it('reads an RFC 850 year more than 50 years ahead as the last such year in the past', () => {
    const in2026 = new Date('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thursday, 01-Jan-26 00:00:30 GMT', in2026)).toBe(30_000);
    // 2099 is more than 50 years ahead of 2026: it is 1999, long past.
    expect(retryAfterMs('Friday, 31-Dec-99 23:59:59 GMT', in2026)).toBe(0);
  });

  it('never answers a negative wait: a date already past is 0', () => {
    expect(retryAfterMs('Sun, 06 Nov 1994 08:48:00 GMT', now)).toBe(0);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:00 GMT', now)).toBe(0);
  });

  it('caps an absurd wait at an hour', () => {
    expect(RETRY_AFTER_CAP_MS).toBe(3_600_000);
    expect(retryAfterMs('3601', now)).toBe(RETRY_AFTER_CAP_MS);
    expect(retryAfterMs('9'.repeat(400), now)).toBe(RETRY_AFTER_CAP_MS);
    expect(retryAfterMs('Fri, 31 Dec 9999 23:59:59 GMT', now)).toBe(RETRY_AFTER_CAP_MS);
    expect(retryAfterMs(1e12, now)).toBe(RETRY_AFTER_CAP_MS);
  });

  it('reads the JSON twin, a number of seconds', () => {
    expect(retryAfterMs(900, now)).toBe(900_000);
    expect(retryAfterMs(1.5, now)).toBe(1500);
    expect(retryAfterMs(-1, now)).toBeUndefined();
    expect(retryAfterMs(Number.NaN, now)).toBeUndefined();
    expect(retryAfterMs(Number.POSITIVE_INFINITY, now)).toBeUndefined();
  });

  it('answers undefined for what is absent or not one of the two forms', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      '-5',
      '+5',
      '1.5',
      '1e3',
      '0x10',
      '120, 60',
      'soon',
      '2026-01-01T00:00:00Z',
      'Sun, 06 Nov 1994 08:49:37 UTC',
      'Sun, 06 nov 1994 08:49:37 GMT',
      'Sun, 31 Feb 1994 08:49:37 GMT',
      'Sun, 06 Nov 1994 24:00:00 GMT',
      'Sun, 06 Nov 1994 08:60:00 GMT',
      'Sun, 6 Nov 1994 08:49:37 GMT',
    ])
      expect(retryAfterMs(value, now), String(value)).toBeUndefined();
  });
});

describe('tooManyAttemptsWait', () => {
  it('takes the first value that names a wait above 0, in whole seconds, else a minute', () => {
    expect(tooManyAttemptsWait(['840', 900], now)).toBe(840);
    expect(tooManyAttemptsWait([null, 900], now)).toBe(900);
    expect(tooManyAttemptsWait(['Sun, 06 Nov 1994 08:48:00 GMT', 30], now)).toBe(30);
    expect(tooManyAttemptsWait(['Sun, 06 Nov 1994 08:49:00 GMT', '1.5'], now)).toBe(60);
    expect(tooManyAttemptsWait([0.2, { seconds: 5 }], now)).toBe(1);
    expect(tooManyAttemptsWait(['99999999'], now)).toBe(RETRY_AFTER_CAP_MS / 1000);
    expect(tooManyAttemptsWait([], now)).toBe(60);
  });
});

describe('answerWaitSeconds', () => {
  // A fetch answer's headers, as the adapters pass them: looked up by lower-case name.
  const answer = (headers: Record<string, string>) => ({ get: (name: string) => headers[name] ?? null });
  const localNow = new Date('2026-11-29T12:00:00Z');

  it("measures an HTTP-date on the server's clock, its Date header, whatever the local clock says", () => {
    const headers = answer({
      date: 'Sun, 06 Nov 1994 08:49:37 GMT',
      'retry-after': 'Sun, 06 Nov 1994 08:51:07 GMT',
    });
    expect(answerWaitSeconds(headers, undefined, localNow)).toBe(90);
  });

  it('falls back on the local clock without a usable Date, and reads seconds and the body as before', () => {
    const inTwoMinutes = new Date(localNow.getTime() + 120_000).toUTCString();
    expect(answerWaitSeconds(answer({ 'retry-after': inTwoMinutes }), undefined, localNow)).toBe(120);
    expect(
      answerWaitSeconds(answer({ date: 'yesterday', 'retry-after': inTwoMinutes }), undefined, localNow),
    ).toBe(120);
    expect(answerWaitSeconds(answer({ 'retry-after': '30' }), 900, localNow)).toBe(30);
    expect(answerWaitSeconds(answer({}), 900, localNow)).toBe(900);
    expect(answerWaitSeconds(answer({}), undefined, localNow)).toBe(60);
  });
});
