import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
import type { Clock } from '../shared/ports.ts';
import { setPasswordSchema } from '../add-user/set-password-form.ts';
import { walletHosting } from '../wallet/wallet-url.ts';
import {
  duringLogin,
  sessionErrors,
  type AccountNotActivated,
  type LoginOffline,
  type NoUserFound,
} from '../session/errors.ts';
import { forgotPasswordSchema } from '../session/login-form.ts';
import type { FindUserGateway } from '../session/ports.ts';
import { isLinkTokenExpired } from '../session/tokens.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import type { WalletError } from '../wallet/errors.ts';
import type { Wallet } from '../wallet/ports.ts';
import type { PasswordResetGateway, PasswordResetRecord } from './ports.ts';

/** The organization's wallet is hosted by the company, so the platform cannot reset the password. */
export type CompanyHostedWallet = Tagged<'CompanyHostedWallet'>;
/** What `requestPasswordReset` can fail with. */
export type RequestPasswordResetError =
  ValidationError | TransportError | LoginOffline | NoUserFound | AccountNotActivated | CompanyHostedWallet;

/**
 * The forgot-password dialog: finds the user in the chosen organization and asks the platform to
 * mail a link; the confirmation dialog 'Password link sent' follows. A company wallet cannot be
 * reset by the provider: its administrator does that (product-reference §8). Which wallets the
 * platform can reset is the platform's answer (find-user's canResetPassword), the rule's only without it.
 */
export const requestPasswordReset =
  (deps: { findUser: FindUserGateway; passwordResets: PasswordResetGateway; hostedWalletDomain: string }) =>
  (raw: unknown): ResultAsync<MessageRef, RequestPasswordResetError> =>
    validate(forgotPasswordSchema, raw).asyncAndThen(({ email, organizationId }) =>
      deps.findUser
        .byEmail(email, true)
        .mapErr(duringLogin)
        .andThen((found): ResultAsync<MessageRef, RequestPasswordResetError> => {
          const chosen = found.find((f) => f.organization.id === organizationId);
          if (!chosen) return errAsync(sessionErrors.noUser());
          const resettable =
            chosen.canResetPassword ??
            walletHosting(chosen.organization.walletUrl, deps.hostedWalletDomain) === 'hosted';
          if (!resettable)
            return errAsync(tagged('CompanyHostedWallet', 'passwordReset.error.companyWallet'));
          return deps.passwordResets
            .request({ orgUserId: chosen.orgUserId, organizationId })
            .map((): MessageRef => ({ id: 'session.passwordLinkSent' }));
        }),
    );

/** The password reset link carries no code. */
export type MissingResetCode = Tagged<'MissingResetCode'>;
/** The password reset link is older than its validity. */
export type ResetLinkExpired = Tagged<'LinkExpired'>;
/** The password reset link has been used already. */
export type ResetLinkUsed = Tagged<'ResetLinkUsed'>;
/** The password reset record is past its validity. */
export type ResetExpired = Tagged<'ResetExpired'>;
/** The platform knows no password reset for the link's code. */
export type ResetNotFound = Tagged<'ResetNotFound'>;
/** Resetting the password failed, with the reason to show. */
export type ResetFailed = Tagged<'ResetFailed'>;
/** What `loadPasswordReset` can fail with. */
export type LoadPasswordResetError =
  MissingResetCode | ResetLinkExpired | ResetLinkUsed | ResetExpired | ResetNotFound | TransportError;
/** What `submitPasswordReset` can fail with. */
export type SubmitPasswordResetError =
  ValidationError | ResetLinkExpired | ResetNotFound | ResetFailed | TransportError | WalletError;

const linkExpired = (): ResetLinkExpired => tagged('LinkExpired', 'passwordReset.error.linkExpired');
const missingCode = (): MissingResetCode => tagged('MissingResetCode', 'passwordReset.error.missingCode');
const linkError = (e: TransportError): ResetLinkExpired | ResetNotFound | TransportError =>
  e.kind === 'Unauthorized' || (e.kind === 'HttpError' && [401, 403].includes(e.status))
    ? linkExpired()
    : e.kind === 'HttpError' && e.status === 404
      ? tagged('ResetNotFound', 'passwordReset.error.notFound')
      : e;

/**
 * Opens /password-reset/{passwordResetId}?jwt=… (product-reference §4: usable once, only until validUntil).
 * visitedAt is read as 'the link was used': the platform sets it when a password is set through it.
 */
export const loadPasswordReset =
  (deps: { passwordResets: PasswordResetGateway; clock: Clock }) =>
  (input: {
    passwordResetId: string | null | undefined;
    jwt: string | null | undefined;
  }): ResultAsync<PasswordResetRecord, LoadPasswordResetError> => {
    if (!input.passwordResetId) return errAsync(missingCode());
    if (!input.jwt || isLinkTokenExpired(input.jwt, deps.clock.now())) return errAsync(linkExpired());
    return deps.passwordResets
      .load(input.jwt, input.passwordResetId)
      .mapErr(linkError)
      .andThen((record): ResultAsync<PasswordResetRecord, LoadPasswordResetError> => {
        if (record.visitedAt) return errAsync(tagged('ResetLinkUsed', 'passwordReset.error.alreadyUsed'));
        if (Date.parse(record.validUntil) <= deps.clock.now().getTime())
          return errAsync(tagged('ResetExpired', 'passwordReset.error.expired'));
        return okAsync(record);
      });
  };

const failed = (error: string): ResetFailed => tagged('ResetFailed', 'passwordReset.error.failed', { error });

/** 'Reset password': sends sha256 of the new password (hashed by the wallet) with the reset id. */
export const submitPasswordReset =
  (deps: { passwordResets: PasswordResetGateway; wallet: Wallet }) =>
  (input: {
    jwt: string;
    passwordResetId: string;
    form: unknown;
  }): ResultAsync<MessageRef, SubmitPasswordResetError> =>
    validate(setPasswordSchema, input.form).asyncAndThen(({ password }) =>
      deps.wallet
        .hashPassword(password)
        .andThen((passwordHash) =>
          deps.passwordResets
            .submit(input.jwt, { passwordHash, passwordResetId: input.passwordResetId })
            .mapErr((e): SubmitPasswordResetError => {
              const mapped = linkError(e);
              if (mapped.kind === 'HttpError')
                return failed(String(mapped.message.values?.text ?? mapped.status));
              return mapped;
            }),
        )
        .andThen((response) =>
          'error' in response
            ? errAsync(failed(response.error))
            : okAsync<MessageRef, never>({ id: 'passwordReset.success' }),
        ),
    );
