import { describe, expect, it } from 'vitest';
import { transportErrors, walletErrors, type StepHalfDone } from '@scr/domain';
import { exitCodes } from './exit-codes.ts';
import { failureOf } from './failure.ts';
import { sayIn } from './texts.ts';

const en = sayIn('en');

describe('a domain failure on the command line', () => {
  it('names the option a refused field came from, exit 2', () => {
    const failure = failureOf(
      en,
      { kind: 'Invalid', fields: { email: { id: 'validation.email' } } },
      { signedIn: true, fieldOptions: { email: '--email' } },
    );
    expect(failure.code).toBe(exitCodes.invalidInput);
    expect(failure.text).toMatch(/^--email: /);
  });

  it('says how long to wait over a limit, exit 4', () => {
    const failure = failureOf(en, transportErrors.tooManyAttempts(61), { signedIn: true });
    expect([failure.text, failure.code]).toEqual([
      'Too many attempts. Please wait 2 minutes and try again.',
      4,
    ]);
  });

  it('says how to sign in again when a signed-in session is gone, exit 3; while signing in a 401 is the text', () => {
    const gone = failureOf(en, transportErrors.unauthorized('jwt expired'), { signedIn: true });
    expect(gone.code).toBe(exitCodes.signInAgain);
    expect(gone.text).toBe(
      'For security reasons, your session has expired. Please log out and back in again.\nSign in again with: scr login',
    );
    const signingIn = failureOf(en, transportErrors.unauthorized('Invalid login'), { signedIn: false });
    expect([signingIn.text, signingIn.code]).toEqual(['Invalid login', exitCodes.signInAgain]);
  });

  it('tells an unreachable platform from a refusal', () => {
    expect(failureOf(en, transportErrors.offline(), { signedIn: true }).code).toBe(exitCodes.unreachable);
    expect(failureOf(en, transportErrors.http(409, 'Taken'), { signedIn: true })).toMatchObject({
      text: 'Taken',
      code: exitCodes.failed,
    });
  });

  it('says a half-done handshake step is finished by the same command again, exit 6', () => {
    const halfDone: StepHalfDone = {
      kind: 'StepHalfDone',
      message: { id: 'connections.error.halfDone' },
      reference: 'r',
      action: 'accept',
      cause: transportErrors.http(500, 'Internal Server Error'),
    };
    const failure = failureOf(en, halfDone, { signedIn: true });
    expect([failure.kind, failure.code]).toEqual(['StepHalfDone', exitCodes.halfDone]);
    expect(failure.text).toBe(
      'This step is half done: your wallet did its part, but the platform did not record it. Run the same command again to finish it.',
    );
  });

  it('says in its own terms what the portal says with its screen, and keeps the failure’s kind for --json', () => {
    const wrong = failureOf(en, walletErrors.invalidCredentials('hosted'), { signedIn: false });
    expect(wrong.text).not.toContain('Forgot password');
    expect([wrong.kind, wrong.code]).toEqual(['InvalidCredentials', exitCodes.failed]);
    const company = failureOf(en, walletErrors.invalidCredentials('company'), { signedIn: false });
    expect(company.text).toBe(
      'Invalid credentials. If you forgot your password, please ask your administrator.',
    );
    const old = failureOf(
      en,
      {
        kind: 'WalletUpgradeRequired',
        message: {
          id: 'connections.error.walletUpgradeRequired',
          values: { version: '1.0.9', required: '1.1.4' },
        },
      },
      { signedIn: true },
    );
    expect(old.text).toContain('wallet version 1.1.4 or later');
    expect(old.text).toContain('runs version 1.0.9');
    expect(failureOf(en, transportErrors.offline(), { signedIn: true }).kind).toBe('Offline');
  });
});
