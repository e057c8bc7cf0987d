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
