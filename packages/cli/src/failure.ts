import { meaningOf, type FailureMeaning, type MessageRef } from '@scr/domain';
import { exitCodes, type ExitCode } from './exit-codes.ts';
import type { Say } from './texts.ts';
import type { ScrMessageRef } from './messages.ts';

/** What any use case of the domain fails with: a tagged error carrying its text, or the form's fields. */
export type DomainFailure =
  | { readonly kind: 'Invalid'; readonly fields: Readonly<Record<string, MessageRef>> }
  | { readonly kind: string; readonly message: MessageRef };

/** What a failure of each exit code is called under `--json` when no domain error names it. */
const kindOfCode: Readonly<Record<ExitCode, string>> = {
  [exitCodes.ok]: 'Ok',
  [exitCodes.failed]: 'Failed',
  [exitCodes.invalidInput]: 'InvalidInput',
  [exitCodes.signInAgain]: 'NotSignedIn',
  [exitCodes.tooManyAttempts]: 'TooManyAttempts',
  [exitCodes.unreachable]: 'Unreachable',
  [exitCodes.halfDone]: 'HalfDone',
  [exitCodes.interrupted]: 'Interrupted',
};

/**
 * A failure that ends the command: its text, the exit code scripts read and, for `--json`, its kind
 * (the domain error's kind when one caused it, else the exit code's name). An empty text means the
 * command has already said why (a plan with problems, a result with failed rows): nothing more is printed.
 */
export class CommandFailure extends Error {
  readonly kind: string;
  constructor(
    readonly text: string,
    readonly code: ExitCode,
    kind?: string,
  ) {
    super(text);
    this.kind = kind ?? kindOfCode[code];
  }
}

/** The exit code of each meaning of a failure (the domain's one table, shared with the portal). */
const codeOf: Readonly<Record<FailureMeaning, ExitCode>> = {
  sessionGone: exitCodes.signInAgain,
  tooManyAttempts: exitCodes.tooManyAttempts,
  unreachable: exitCodes.unreachable,
  halfDone: exitCodes.halfDone,
  invalidInput: exitCodes.invalidInput,
  walletOutdated: exitCodes.failed,
  stale: exitCodes.failed,
  conflict: exitCodes.failed,
  refused: exitCodes.failed,
};

/**
 * Failures whose portal text points at the portal's screen (a button, a dialog): the command line
 * says the same in its own terms, with the values the failure carries.
 */
const cliTexts: Readonly<Record<string, (message: MessageRef) => ScrMessageRef>> = {
  // The portal offers a Retry button; here the same command is the retry.
  StepHalfDone: () => ({ id: 'cli.error.halfDone' }),
  // The portal's text sends a user to its 'Forgot password' button, which a terminal does not have.
  InvalidCredentials: (message) =>
    message.id === 'wallet.error.invalidCredentialsHosted'
      ? { id: 'cli.error.invalidCredentialsHosted' }
      : message,
  // The portal's dialog shows the versions around its title; a line of text must name them itself.
  WalletUpgradeRequired: (message) => ({
    id: 'cli.error.walletUpgradeRequired',
    values: { version: message.values?.['version'] ?? '', required: message.values?.['required'] ?? '' },
  }),
};

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
    return new CommandFailure(lines.join('\n'), exitCodes.invalidInput, error.kind);
  }
  // The platform's own 401 text is in its language; the portal's session-expired text is in the user's.
  const meaning = meaningOf(error);
  if (context.signedIn && meaning === 'sessionGone')
    return new CommandFailure(
      `${say({ id: 'shared.error.sessionExpired' })}\n${say({ id: 'cli.error.signInAgain' })}`,
      exitCodes.signInAgain,
      error.kind,
    );
  const text = say(cliTexts[error.kind]?.(error.message) ?? error.message);
  return new CommandFailure(text, codeOf[meaning], error.kind);
};
