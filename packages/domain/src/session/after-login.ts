import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { TransportError } from '../shared/errors.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { message } from '../validation/rules.ts';
import { isEulaPending, type Eula } from './eula.ts';
import { sessionErrors, type NotAuthenticated } from './errors.ts';
import type {
  ApiSession,
  AuthenticatedUser,
  AuthenticationGateway,
  EulaGateway,
  SessionStore,
} from './ports.ts';

/** Where a sign-in ends: in the app, on the 2FA screen, or in front of the EULA dialog. */
export type SignInOutcome =
  | {
      readonly step: 'signedIn';
      readonly session: ApiSession;
      readonly user: AuthenticatedUser | null;
      readonly reused: boolean;
    }
  | { readonly step: 'twoFactor'; readonly session: ApiSession; readonly user: AuthenticatedUser | null }
  | {
      readonly step: 'eulaPending';
      readonly session: ApiSession;
      readonly user: AuthenticatedUser | null;
      readonly eula: Eula;
    };

/** What `afterLogin` works through. */
export type AfterLoginDeps = {
  eulas: EulaGateway;
  /**
   * Told the session the moment the platform accepted it (2FA done), before the EULA check answers:
   * a client starts here what its first screen needs (the organization, the landing page's code),
   * so that those reads overlap the EULA's instead of following them. A pending EULA still blocks
   * the app; what was started is only read after it is accepted.
   */
  sessionStarted?: (session: ApiSession) => void;
};

/**
 * After authentication: a pending EULA blocks the app until accepted (product-reference §4 Login). The newest
 * EULA and the user's latest acceptance are read in parallel (neither needs the other).
 */
export const afterLogin =
  (deps: AfterLoginDeps) =>
  (session: ApiSession, reused: boolean): ResultAsync<SignInOutcome, TransportError> => {
    deps.sessionStarted?.(session);
    return ResultAsync.combine([deps.eulas.newest(), deps.eulas.latestAcceptance(session.orgUserId)]).map(
      ([newest, acceptance]): SignInOutcome => {
        const pending =
          newest !== null && isEulaPending([newest], acceptance ? [acceptance] : [], session.orgUserId);
        const user = session.user ?? null;
        return pending && newest
          ? { step: 'eulaPending', session, user, eula: newest }
          : { step: 'signedIn', session, user, reused };
      },
    );
  };

/** The EULA dialog: the checkbox must be ticked. */
export const acceptEulaSchema = z.object({
  eulaId: z.number().int(),
  accepted: z.literal(true, message('session.eula.required')),
});

/** What `acceptEula` can fail with. */
export type AcceptEulaError = ValidationError | NotAuthenticated | TransportError;

/** 'Accept and continue to app': records the acceptance for the signed-in organization user. */
export const acceptEula =
  (deps: { eulas: EulaGateway; sessions: SessionStore }) =>
  (raw: unknown): ResultAsync<ApiSession, AcceptEulaError> =>
    validate(acceptEulaSchema, raw).asyncAndThen(({ eulaId }) =>
      deps.sessions
        .apiSession()
        .andThen((session) =>
          session === null || session.pendingTwoFactor
            ? errAsync<ApiSession, NotAuthenticated>(sessionErrors.notAuthenticated())
            : okAsync<ApiSession, NotAuthenticated>(session),
        )
        .andThen((session) => deps.eulas.accept({ orgUserId: session.orgUserId, eulaId }).map(() => session)),
    );

/**
 * Logout: forgets the API and wallet sessions at once (a new sign-in right after cannot lose its
 * session to a late clear), then ends the platform session on the server so a copy of the token is
 * refused. The server's refusal or silence changes nothing here: the user is logged out either way,
 * and an unended session still expires with its token.
 */
export const logout =
  (deps: { sessions: SessionStore; auth: Pick<AuthenticationGateway, 'signOut'> }) =>
  (): ResultAsync<void, never> =>
    deps.sessions
      .apiSession()
      .andThen((session) =>
        deps.sessions
          .clear()
          .andThen(() =>
            session === null
              ? okAsync<void, never>(undefined)
              : deps.auth.signOut(session).orElse(() => okAsync<void, never>(undefined)),
          ),
      );
