import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { TransportError } from '../shared/errors.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import type { WalletError } from '../wallet/errors.ts';
import type { Wallet, WalletSession } from '../wallet/ports.ts';
import { afterLogin, type AfterLoginDeps, type SignInOutcome } from './after-login.ts';
import { sessionErrors, type InvalidTwoFactorCode, type NotAuthenticated } from './errors.ts';
import { twoFactorSchema } from './login-form.ts';
import type { ApiSession, SessionStore, TwoFactorGateway } from './ports.ts';
import { tokenExp } from './tokens.ts';

/** What `verifyTwoFactor` can fail with. */
export type VerifyTwoFactorError =
  ValidationError | TransportError | WalletError | NotAuthenticated | InvalidTwoFactorCode;

/** Both sessions of the sign-in that asked for the code, or 'User not authenticated'. */
const pendingSessions = (
  sessions: SessionStore,
): ResultAsync<{ api: ApiSession; wallet: WalletSession }, NotAuthenticated> =>
  sessions
    .apiSession()
    .andThen((api) => sessions.walletSession().map((wallet) => ({ api, wallet })))
    .andThen(({ api, wallet }) =>
      api === null || wallet === null ? errAsync(sessionErrors.notAuthenticated()) : okAsync({ api, wallet }),
    );

/**
 * 'Verify': validates the 6-digit code, unlocks the wallet account with the returned unlock token,
 * and only then marks the session authenticated (product-reference §4 Login); a pending EULA follows.
 */
export const verifyTwoFactor =
  (deps: { twoFactor: TwoFactorGateway; wallet: Wallet; sessions: SessionStore } & AfterLoginDeps) =>
  (raw: unknown): ResultAsync<SignInOutcome, VerifyTwoFactorError> =>
    validate(twoFactorSchema, raw).asyncAndThen(({ code }) =>
      pendingSessions(deps.sessions).andThen(({ api, wallet }) =>
        deps.twoFactor
          .validateCode(code)
          .mapErr((e): VerifyTwoFactorError =>
            e.kind === 'Unauthorized' || (e.kind === 'HttpError' && e.status === 400)
              ? sessionErrors.invalidCode()
              : e,
          )
          .andThen((result) => (result.validated ? okAsync(result) : errAsync(sessionErrors.invalidCode())))
          .andThen((result) => deps.wallet.unlockAccount(wallet, result.unlockToken).map(() => result))
          .andThen((result) => {
            const exp = result.accessToken ? tokenExp(result.accessToken) : null;
            const session: ApiSession = {
              ...api,
              ...(result.accessToken && exp !== null ? { accessToken: result.accessToken, exp } : {}),
              pendingTwoFactor: false,
            };
            return deps.sessions.saveApiSession(session).andThen(() => afterLogin(deps)(session, false));
          }),
      ),
    );

/** 'Re-send code': mails a fresh code; the snackbar shows 'Verification code sent successfully'. */
export const resendTwoFactor =
  (deps: { twoFactor: TwoFactorGateway }) => (): ResultAsync<MessageRef, TransportError> =>
    deps.twoFactor.sendCode().map((): MessageRef => ({ id: 'session.twoFactor.codeSent' }));
