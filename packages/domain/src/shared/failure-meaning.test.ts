import { describe, expect, it } from 'vitest';
import { meaningOf } from './failure-meaning.ts';

// Every kind the domain makes has a row: test/failure-kinds.test.ts reads the sources for them.
describe('what a failure means', () => {
  it('reads the kind of a failure, and calls anything else refused', () => {
    expect(meaningOf({ kind: 'SessionExpired', message: { id: 'shared.error.sessionExpired' } })).toBe(
      'sessionGone',
    );
    expect(meaningOf({ kind: 'NotAuthenticated' })).toBe('sessionGone');
    expect(meaningOf({ kind: 'HttpError', status: 409 })).toBe('stale');
    expect(meaningOf({ kind: 'StepHalfDone' })).toBe('halfDone');
    expect(meaningOf({ kind: 'Invalid', fields: {} })).toBe('invalidInput');
    expect(meaningOf({ kind: 'toString' })).toBe('refused');
    expect(meaningOf({ kind: 'SomethingNew' })).toBe('refused');
    expect(meaningOf(new Error('boom'))).toBe('refused');
    expect(meaningOf(null)).toBe('refused');
  });
});
