import type { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import type { Subscription } from '../subscriptions/subscriptions.ts';
import type { WalletSession } from '../wallet/ports.ts';
import type { Eula, EulaAcceptance } from './eula.ts';

/** The signed-in organization user, as the authentication call returns it (product-reference §7). */
export type AuthenticatedUser = {
  readonly orgUserId: number;
  readonly userId: number;
  readonly organizationId: number;
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** The user's language ('en', 'nl', 'fr', 'de'): the app's default language unless the user picked one. */
  readonly lang?: string;
  /** Admin roles (org_mgr, usr_mgr, cnx_mgr); empty for a non-admin. */
  readonly adminRoles: readonly string[];
  readonly subscriptions: readonly Subscription[];
};

/** The platform session: the access token is kept in session storage (product-reference §9). */
export type ApiSession = {
  readonly accessToken: string;
  readonly orgUserId: number;
  readonly organizationId: number;
  /** Expiry, epoch seconds (the token's exp). */
  readonly exp: number;
  /** True until the 2FA code is verified: such a session is never reused (product-reference §4 Login). */
  readonly pendingTwoFactor?: boolean;
  /** The user the token was issued for, so a reused session still knows roles and subscriptions. */
  readonly user?: AuthenticatedUser;
};

/** Where tokens live between page loads; the browser adapter uses session and local storage. */
export interface SessionStore {
  /** The current API session, or null. */
  apiSession(): ResultAsync<ApiSession | null, never>;
  /** Keeps the API session (session storage). */
  saveApiSession(session: ApiSession): ResultAsync<void, never>;
  /** The wallet session, or null (local storage). */
  walletSession(): ResultAsync<WalletSession | null, never>;
  /** Keeps the wallet session (local storage). */
  saveWalletSession(session: WalletSession): ResultAsync<void, never>;
  /** Forgets both (Logout). */
  clear(): ResultAsync<void, never>;
}

/**
 * One organization an email belongs to, from find-user (product-reference §7): only what the login
 * needs, since the platform answers it to anyone who types an email.
 */
export type FoundUser = {
  /** The organization user whose wallet account signs in. */
  readonly orgUserId: number;
  /** False: shown 'Not activated yet' and not choosable. */
  readonly isActive: boolean;
  /**
   * Asked with the forgot-password flag: whether the platform can mail a reset link (the provider
   * hosts the wallet). The platform's answer decides; absent, the hosted-wallet rule does.
   */
  readonly canResetPassword?: boolean;
  readonly organization: {
    /** The organization select's value. */
    readonly id: number;
    /** The organization select's text. */
    readonly name: string;
    /** active and manual_active may sign in; others are 'Not activated yet' (and 'Contact us for your final activation'). */
    readonly status: string;
    /** The wallet to sign with; '0' means the provider-hosted wallet (its wrong-password text, its reset). */
    readonly walletUrl: string;
    /** 'email': the sign-in continues on the 2FA code screen. */
    readonly twoFactorAuth: 'disabled' | 'email';
  };
};

/** The user lookup before login and forgot-password. */
export interface FindUserGateway {
  /** GET find-user?email={email}&pr={forPasswordReset}: the email's organization users with their organization. */
  byEmail(email: string, forPasswordReset: boolean): ResultAsync<readonly FoundUser[], TransportError>;
}

/**
 * The platform's sign-in (product-reference §7 Authentication). This gateway and the ones below send the
 * stored API session's headers themselves (the adapter reads the SessionStore).
 */
export interface AuthenticationGateway {
  /** POST /authentication/ {strategy: wallet}: a challenge to sign. */
  requestChallenge(): ResultAsync<{ readonly challenge: string }, TransportError>;
  /**
   * POST /authentication/ with the wallet bearer token and {strategy, orgUserId, signature}: access token
   * and user. The signer is passed in: no session is stored before the platform accepted.
   */
  exchangeSignature(input: {
    readonly walletToken: string;
    readonly orgUserId: number;
    readonly signature: string;
  }): ResultAsync<{ readonly accessToken: string; readonly user: AuthenticatedUser }, TransportError>;
  /**
   * DELETE /authentication with the given session's headers: ends that platform session on the server,
   * so its token is refused from then on (the session is passed in: the store is already cleared).
   */
  signOut(session: ApiSession): ResultAsync<void, TransportError>;
}

/** The second factor by email (product-reference §7 Two-factor). */
export interface TwoFactorGateway {
  /** GET /two-factor/auth/email: mails a fresh code to the signed-in user. */
  sendCode(): ResultAsync<void, TransportError>;
  /** POST /two-factor/auth/email/validate {code}: the outcome, an unlock token and maybe a fresh access token. */
  validateCode(code: string): ResultAsync<
    {
      readonly validated: boolean;
      readonly unlockToken: string;
      readonly accessToken?: string;
    },
    TransportError
  >;
}

/** EULAs and their acceptances (product-reference §7 EULA). */
export interface EulaGateway {
  /** GET /eulas?$limit=1 newest first: the newest EULA, or null when none exists. */
  newest(): ResultAsync<Eula | null, TransportError>;
  /** GET /eulas-users?orgUserId={id}&$limit=1 newest first: the user's latest acceptance, or null. */
  latestAcceptance(orgUserId: number): ResultAsync<EulaAcceptance | null, TransportError>;
  /** POST /eulas-users/ {orgUserId, eulaId}. */
  accept(acceptance: EulaAcceptance): ResultAsync<void, TransportError>;
}
