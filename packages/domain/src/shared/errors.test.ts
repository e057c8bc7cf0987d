import { describe, expect, it } from 'vitest';
import { retryWaitOf, tooManyAttempts, transportErrors } from './errors.ts';

describe('retryWaitOf', () => {
  it("reads a TooManyAttempts' wait, and nothing from any other failure", () => {
    expect(retryWaitOf(tooManyAttempts(840))).toBe(840);
    expect(retryWaitOf(transportErrors.offline())).toBeUndefined();
    expect(retryWaitOf({ kind: 'TooManyAttempts', retryAfterSeconds: '840' })).toBeUndefined();
    expect(retryWaitOf(null)).toBeUndefined();
  });
});
