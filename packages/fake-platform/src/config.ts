// Every lifetime and constant of the fake platform, in one place (architecture §3).
export const lifetimes = {
  /** Access tokens (and the 2FA-pending token) live a few hours. */
  accessTokenSeconds: 4 * 3600,
  /** Wallet tokens handed out by the fake wallets. */
  walletTokenSeconds: 4 * 3600,
  /** A sign-in challenge is single-use and short-lived. */
  challengeSeconds: 120,
  /** A mailed 2FA code. */
  twoFactorCodeSeconds: 10 * 60,
  passwordResetSeconds: 24 * 3600,
  invitationSeconds: 14 * 24 * 3600,
  addUserSeconds: 14 * 24 * 3600,
  /** The onboarding trial subscription. */
  trialMonths: 3,
} as const;

/** One limit: at most `points` attempts per `durationSeconds`, counted from the first one (dev clock). */
export type AttemptRule = { readonly points: number; readonly durationSeconds: number };

/**
 * Attempt limits against guessing and mail floods (limits/attempt-limits.ts applies them), per account
 * and per source address (the TCP peer: the fake platform trusts no X-Forwarded-For). Over a limit the
 * platform answers 429 with Retry-After. `counts: 'failures'` limits count only failed attempts (a
 * correct code or signature gives its point back), so a busy office behind one address is not locked
 * out by its own sign-ins; `'every'` limits count every call. The address limits are sized for many
 * people behind one address, the account limits for one person mistyping.
 */
export const attemptLimits = {
  /** Wrong 2FA codes. The last wrong try also kills the mailed code: a new one must be requested. */
  twoFactor: {
    counts: 'failures',
    account: { points: 5, durationSeconds: 15 * 60 },
    address: { points: 50, durationSeconds: 15 * 60 },
  },
  /** Sign-in challenges (step 1): cheap, but each is kept until used or expired. */
  signInChallenge: { counts: 'every', address: { points: 120, durationSeconds: 60 } },
  /** Sign-in signatures (step 2) that are refused. */
  signIn: {
    counts: 'failures',
    account: { points: 10, durationSeconds: 15 * 60 },
    address: { points: 100, durationSeconds: 15 * 60 },
  },
  /** Wrong wallet passwords, per wallet account (the fake wallets apply it themselves). */
  walletPassword: {
    counts: 'failures',
    account: { points: 5, durationSeconds: 15 * 60 },
    address: { points: 100, durationSeconds: 15 * 60 },
  },
  /**
   * Login look-ups by email. Per address only: a per-email limit would let anyone lock a person out
   * of their own login page, and enumeration is about trying many emails, not one.
   */
  findUser: { counts: 'every', address: { points: 120, durationSeconds: 60 } },
  /** Password-reset mails, per organization user and per address. */
  passwordReset: {
    counts: 'every',
    account: { points: 3, durationSeconds: 60 * 60 },
    address: { points: 30, durationSeconds: 60 * 60 },
  },
  /** Link-token pages (onboarding, add-user, password reset) opened with a token that does not exist. */
  linkToken: { counts: 'failures', address: { points: 30, durationSeconds: 15 * 60 } },
  /** Mails sent again (a 2FA code, an add-user mail, an invitation), per recipient and per address. */
  resendMail: {
    counts: 'every',
    account: { points: 10, durationSeconds: 15 * 60 },
    address: { points: 60, durationSeconds: 15 * 60 },
  },
} as const satisfies Record<
  string,
  { counts: 'every' | 'failures'; account?: AttemptRule; address?: AttemptRule }
>;

export const product = {
  name: 'Secure Container Release',
  shortName: 'SCR',
  version: '1.7.2',
  supportEmail: 'support@scr.example',
  releaseInfoUrl: 'https://release-info.scr.example/',
  mailFrom: 'no-reply@scr.example',
} as const;

/** The largest page a client may ask for (the 10,000-row benchmarks page through it). */
export const maxPageSize = 100_000;
export const defaultPageSize = 10;

export const subscriptionIds = { freemium: 1, basic: 2, api: 3, premium: 4, trial: 5, base: 10 } as const;
