import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Clock } from '../shared/ports.ts';
import type { TransportError } from '../shared/errors.ts';
import { isSubscriptionExpired } from '../subscriptions/subscriptions.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { walletErrors, type WalletError } from '../wallet/errors.ts';
import type { Wallet, WalletSession } from '../wallet/ports.ts';
import { afterLogin, type AfterLoginDeps, type SignInOutcome } from './after-login.ts';
import { duringLogin, sessionErrors } from './errors.ts';
import type * as E from './errors.ts';
import { loginFormSchema } from './login-form.ts';
import { isActivated, loginOptions, type LoginOption } from './login-rules.ts';
import type {
  ApiSession,
  AuthenticationGateway,
  EulaGateway,
  FindUserGateway,
  FoundUser,
  SessionStore,
  TwoFactorGateway,
} from './ports.ts';
import { canReuseSession, isExpiredAt, tokenExp } from './tokens.ts';
import { requiredEmail } from '../validation/rules.ts';
import { z } from 'zod';

/** The ports `signIn` works through. */
export type SignInDeps = {
  findUser: FindUserGateway;
  /** The two sign-in steps (logout, the port's third call, is not the sign-in's business). */
  auth: Pick<AuthenticationGateway, 'requestChallenge' | 'exchangeSignature'>;
  wallet: Wallet;
  twoFactor: TwoFactorGateway;
  eulas: EulaGateway;
  sessions: SessionStore;
  clock: Clock;
  /** Told the accepted session before the EULA check answers (see `AfterLoginDeps`). */
  sessionStarted?: AfterLoginDeps['sessionStarted'];
};

export type SignInError =
  | ValidationError
  | TransportError
  | WalletError
  | E.NoUserFound
  | E.AccountNotActivated
  | E.CredentialsIncorrect
  | E.CouldNotGetToken
  | E.SubscriptionExpired
  | E.LoginOffline;

/** The organization user the form chose; unknown → no user, not activated → contact your administrator. */
const choose = (
  found: readonly FoundUser[],
  organizationId: number,
): ResultAsync<FoundUser, E.NoUserFound | E.AccountNotActivated> => {
  const chosen = found.find((f) => f.organization.id === organizationId);
  if (!chosen) return errAsync(sessionErrors.noUser());
  return isActivated(chosen) ? okAsync(chosen) : errAsync(sessionErrors.notActivated());
};

/** A wallet session past its exp cannot sign: 'Wallet token expired'. */
const fresh = (session: WalletSession, now: Date): ResultAsync<WalletSession, WalletError> =>
  isExpiredAt(session.exp, now) ? errAsync(walletErrors.tokenExpired()) : okAsync(session);

/**
 * Challenge and password check → sign → exchange for an access token (product-reference §4 Login, §7). The
 * challenge is bound to no user (openapi: our choice), so it is asked while the wallet checks the
 * password, in parallel; an API failure is reported before a wallet one. Nothing is stored here: the
 * wallet session is kept only once the platform accepted the sign-in (see freshLogin).
 */
const authenticate = (deps: SignInDeps, chosen: FoundUser, password: string) =>
  ResultAsync.combine([
    deps.auth.requestChallenge().mapErr(duringLogin),
    deps.wallet
      .verifyPassword({ walletUrl: chosen.organization.walletUrl, orgUserId: chosen.orgUserId, password })
      .andThen((ws) => fresh(ws, deps.clock.now())),
  ])
    .andThen(([{ challenge }, ws]) =>
      deps.wallet.signChallenge(ws, challenge).map(({ signature }) => ({ ws, signature })),
    )
    .andThen(({ ws, signature }) =>
      deps.auth
        .exchangeSignature({ walletToken: ws.token, orgUserId: ws.orgUserId, signature })
        .map((accepted) => ({ ...accepted, ws }))
        .mapErr((e) => (e.kind === 'Unauthorized' ? sessionErrors.credentials() : duringLogin(e))),
    );

const freshLogin = (
  deps: SignInDeps,
  chosen: FoundUser,
  password: string,
): ResultAsync<SignInOutcome, SignInError> =>
  authenticate(deps, chosen, password).andThen(({ accessToken, user, ws }) => {
    const now = deps.clock.now();
    const exp = tokenExp(accessToken);
    if (exp === null) return errAsync(sessionErrors.couldNotGetToken());
    if (isSubscriptionExpired(user.subscriptions, now)) return errAsync(sessionErrors.subscriptionExpired());
    const pendingTwoFactor = chosen.organization.twoFactorAuth === 'email';
    const session: ApiSession = {
      accessToken,
      orgUserId: user.orgUserId,
      organizationId: user.organizationId,
      exp,
      user,
      pendingTwoFactor,
    };
    // Both sessions are stored together, after the platform accepted: a refused sign-in leaves a
    // wallet session behind for no one.
    return deps.sessions
      .saveWalletSession(ws)
      .andThen(() => deps.sessions.saveApiSession(session))
      .andThen(() =>
        pendingTwoFactor
          ? deps.twoFactor.sendCode().map((): SignInOutcome => ({ step: 'twoFactor', session, user }))
          : afterLogin(deps)(session, false),
      );
  });

/**
 * Signs an admin in (product-reference §2.3, §4 Login): a valid, unexpired stored session for the same
 * organization user is reused; otherwise the wallet signs a fresh challenge. 2FA by email and a
 * pending EULA end the use case on their own screens; an expired subscription is an error.
 */
export const signIn =
  (deps: SignInDeps) =>
  (raw: unknown): ResultAsync<SignInOutcome, SignInError> =>
    validate(loginFormSchema, raw).asyncAndThen((form) =>
      deps.findUser
        .byEmail(form.email, false)
        .mapErr(duringLogin)
        .andThen((found) => choose(found, form.organizationId))
        .andThen((chosen) =>
          deps.sessions
            .apiSession()
            .andThen((stored) =>
              stored !== null &&
              !stored.pendingTwoFactor &&
              canReuseSession(
                stored,
                { orgUserId: chosen.orgUserId, organizationId: chosen.organization.id },
                deps.clock.now(),
              )
                ? afterLogin(deps)(stored, true)
                : freshLogin(deps, chosen, form.password),
            ),
        ),
    );

/** What `loadLoginOptions` can fail with. */
export type LoadLoginOptionsError = ValidationError | TransportError | E.NoUserFound | E.LoginOffline;

/** The organization select for an email (find-user); no records → 'No user found for this email address'. */
export const loadLoginOptions =
  (deps: { findUser: FindUserGateway }) =>
  (raw: unknown): ResultAsync<LoginOption[], LoadLoginOptionsError> =>
    validate(z.object({ email: requiredEmail('session.field.email') }), raw).asyncAndThen(({ email }) =>
      deps.findUser
        .byEmail(email, false)
        .mapErr(duringLogin)
        .andThen((found) =>
          found.length === 0 ? errAsync(sessionErrors.noUser()) : okAsync(loginOptions(found)),
        ),
    );
