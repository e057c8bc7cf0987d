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

/** A re-sent mail: 10 per key, 60 per address, per 15 minutes. */
const resendRule = {
  counts: 'every',
  account: { points: 10, durationSeconds: 15 * 60 },
  address: { points: 60, durationSeconds: 15 * 60 },
} as const;

/**
 * Attempt limits against guessing and mail floods (limits/attempt-limits.ts applies them; the policy and
 * its reasoning are in limits/README.md). Three dimensions: `pair` (one account from one source
 * address: the strict limit), `account` (one account from anywhere: wider, against guessing spread
 * over many addresses) and `address` (one source address, whatever the account: sized for many people
 * behind one address). The source address is the TCP peer: the fake platform trusts no
 * X-Forwarded-For. Only attempts with proof of possession count against an account (see the README);
 * `exemptKnown`: an address the account signed in from (in the last 30 days) skips the wide account
 * limit, so a stranger spread over many addresses cannot lock the owner out of a known place.
 * `counts: 'failures'` limits count only failed attempts (a correct code or signature gives its point
 * back); `'every'` limits count every call. Over a limit: 429 with Retry-After.
 */
export const attemptLimits = {
  /** Wrong 2FA codes (the pending token is the proof). The last wrong try also kills the mailed code. */
  twoFactor: {
    counts: 'failures',
    account: { points: 5, durationSeconds: 15 * 60 },
    address: { points: 50, durationSeconds: 15 * 60 },
  },
  /** Sign-in challenges (step 1): cheap, but each is kept until used or expired. */
  signInChallenge: { counts: 'every', address: { points: 120, durationSeconds: 60 } },
  /**
   * Sign-in signatures (step 2) that are refused. Only a request with a live wallet session of the
   * account (proof of possession) counts against the account; any other counts against its address.
   */
  signIn: {
    counts: 'failures',
    exemptKnown: true,
    pair: { points: 10, durationSeconds: 15 * 60 },
    account: { points: 50, durationSeconds: 15 * 60 },
    address: { points: 100, durationSeconds: 15 * 60 },
  },
  /** Wrong wallet passwords (the fake wallets apply it themselves, wallets/password-limit.ts). */
  walletPassword: {
    counts: 'failures',
    exemptKnown: true,
    pair: { points: 5, durationSeconds: 15 * 60 },
    account: { points: 50, durationSeconds: 15 * 60 },
    address: { points: 100, durationSeconds: 15 * 60 },
  },
  /**
   * Login look-ups by email. Per address only: a per-email limit would let anyone lock a person out
   * of their own login page, and enumeration is about trying many emails, not one.
   */
  findUser: { counts: 'every', address: { points: 120, durationSeconds: 60 } },
  /**
   * Password-reset mails. Strict per organization user and address; the wider per-user limit keeps
   * the owner's inbox from a flood; an address the user signed in from is exempt from it.
   */
  passwordReset: {
    counts: 'every',
    exemptKnown: true,
    pair: { points: 3, durationSeconds: 60 * 60 },
    account: { points: 10, durationSeconds: 60 * 60 },
    address: { points: 30, durationSeconds: 60 * 60 },
  },
  /** Link-token pages (onboarding, add-user, password reset) opened with a token that does not exist. */
  linkToken: { counts: 'failures', address: { points: 30, durationSeconds: 15 * 60 } },
  /*
   * Mails sent again: one limit per purpose, each counted on a key only one party can move (limits
   * README, rule 6): a counter shared between purposes would let one organization's re-sends to an
   * address lock its owner out of their 2FA code.
   */
  /** 2FA codes, per organization user signing in (the pending token is the proof) and per address. */
  twoFactorMail: resendRule,
  /** Add-user mails sent again, per organization user (their organization's usr_mgr alone can). */
  addUserMail: resendRule,
  /** Invitations sent again, per inviting organization and recipient: one inviter per inbox. */
  invitationMail: resendRule,
  /** A decline re-applied (it mails the requester's admins again), per connection: its decliner's. */
  declineMail: resendRule,
  /**
   * Refused proofs of another membership (POST /person-links), per signed-in caller: only the caller's
   * own session moves it, so nobody can use it up for them.
   */
  personLink: {
    counts: 'failures',
    account: { points: 10, durationSeconds: 15 * 60 },
    address: { points: 50, durationSeconds: 15 * 60 },
  },
} as const satisfies Record<
  string,
  {
    counts: 'every' | 'failures';
    exemptKnown?: true;
    pair?: AttemptRule;
    account?: AttemptRule;
    address?: AttemptRule;
  }
>;

/** How long an address the account signed in from stays known (exempt from the wide account limits). */
export const knownAddressSeconds = 30 * 24 * 3600;

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
