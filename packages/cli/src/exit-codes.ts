/**
 * The exit codes scripts can rely on (packages/cli/README.md lists them; `scr --help` says them too).
 * A code says what kind of thing went wrong, so a script can decide to retry, to sign in again or to
 * stop; the text on stderr says what exactly.
 */
export const exitCodes = {
  /** Done. */
  ok: 0,
  /** The platform or the wallet refused it, or it failed (the message says why). */
  failed: 1,
  /** Invalid input: an unknown command or option, a value out of its choices, a field the form refuses. */
  invalidInput: 2,
  /** Not signed in, or the session expired or was ended: `scr login` again. */
  signInAgain: 3,
  /** Too many attempts (HTTP 429): wait the time the message says, then try again. */
  tooManyAttempts: 4,
  /** The platform or the wallet could not be reached (offline, timeout, 504). */
  unreachable: 5,
  /**
   * A handshake step is half done: the wallet did its part, the platform did not record it. Running
   * the same command again finishes it (the wallet answers the same half).
   */
  halfDone: 6,
  /** Interrupted (Ctrl+C): 128 + SIGINT, as a shell reports a command a signal ended. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];
