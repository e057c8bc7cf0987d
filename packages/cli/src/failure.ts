import type { MessageRef } from '@scr/domain';
import { exitCodes, type ExitCode } from './exit-codes.ts';
import type { Say } from './texts.ts';

/** What any use case of the domain fails with: a tagged error carrying its text, or the form's fields. */
export type DomainFailure =
  | { readonly kind: 'Invalid'; readonly fields: Readonly<Record<string, MessageRef>> }
  | { readonly kind: string; readonly message: MessageRef };

/** A failure that ends the command: its text and the exit code scripts read. */
export class CommandFailure extends Error {
  constructor(
    readonly text: string,
    readonly code: ExitCode,
  ) {
    super(text);
  }
}

const codeOf: Readonly<Record<string, ExitCode>> = {
  SessionExpired: exitCodes.signInAgain,
  Unauthorized: exitCodes.signInAgain,
  NotAuthenticated: exitCodes.signInAgain,
  WalletTokenExpired: exitCodes.signInAgain,
  TooManyAttempts: exitCodes.tooManyAttempts,
  ApiUnreachable: exitCodes.unreachable,
  Offline: exitCodes.unreachable,
  WalletUnreachable: exitCodes.unreachable,
  WalletCannotConnect: exitCodes.unreachable,
  LoginOffline: exitCodes.unreachable,
};

/** Failures that mean the signed-in session is gone: the text says how to sign in again. */
const sessionGone = new Set(['SessionExpired', 'Unauthorized', 'NotAuthenticated', 'WalletTokenExpired']);

/**
 * A domain failure as the command line says it. Form fields are named by the options that carry them
 * (`fieldOptions`: field → `--option`); a signed-in command whose session is gone adds how to sign in
 * again (`signedIn`: false while signing in, where a 401 means a wrong password, not a lost session).
 */
export const failureOf = (
  say: Say,
  error: DomainFailure,
  context: { readonly signedIn: boolean; readonly fieldOptions?: Readonly<Record<string, string>> },
): CommandFailure => {
  if ('fields' in error) {
    const lines = Object.entries(error.fields).map(([field, message]) =>
      say({
        id: 'cli.error.invalidOption',
        values: { option: context.fieldOptions?.[field] ?? field, text: say(message) },
      }),
    );
    return new CommandFailure(lines.join('\n'), exitCodes.invalidInput);
  }
  // The platform's own 401 text is in its language; the portal's session-expired text is in the user's.
  if (context.signedIn && sessionGone.has(error.kind))
    return new CommandFailure(
      `${say({ id: 'shared.error.sessionExpired' })}\n${say({ id: 'cli.error.signInAgain' })}`,
      exitCodes.signInAgain,
    );
  const text = say(error.message);
  return new CommandFailure(text, codeOf[error.kind] ?? exitCodes.failed);
};
