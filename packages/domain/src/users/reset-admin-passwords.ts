import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, transportErrors, type Tagged, type TransportError } from '../shared/errors.ts';
import type { SessionStore } from '../session/ports.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import type { WalletError } from '../wallet/errors.ts';
import type { PasswordResetOutcome, Wallet, WalletSession } from '../wallet/ports.ts';
import { meetsRequiredVersion, REQUIRED_WALLET_VERSION } from '../wallet/versions.ts';
import { adminPasswordResetSchema, type ResetChooserRow } from './password-reset-by-admin.ts';
import type { PasswordResetGrantsGateway } from './ports.ts';

/** A wallet below 1.1.4: the 'Wallet upgrade required' dialog with the procedure PDF (product-reference §2.5, §5). */
export type WalletUpgradeRequiredError = Tagged<'WalletUpgradeRequired', { url: string; version: string }>;
/** A chosen organization is not in the chooser or cannot be chosen (its wallet check failed). */
export type ResetOrganizationNotSelectableError = Tagged<'NotSelectable', { organizationId: number }>;

/** What `resetAdminPasswords` can fail with. */
export type ResetAdminPasswordsError =
  | ValidationError
  | ResetOrganizationNotSelectableError
  | WalletUpgradeRequiredError
  | WalletError
  | TransportError;

/** One line of 'Password reset results': per organization success or failure and a message. */
export type PasswordResetResult = {
  readonly organizationId: number;
  readonly name: string;
  readonly success: boolean;
  readonly message: MessageRef;
};
export type PasswordResetResults = {
  readonly title: MessageRef;
  readonly results: readonly PasswordResetResult[];
};

/** What `resetAdminPasswords` is given. */
export type ResetAdminPasswordsCommand = {
  /** The chooser's rows (see resetChooserRows). */
  readonly rows: readonly ResetChooserRow[];
  /** The chooser's values, unchecked: organizationIds, password, passwordCheck. */
  readonly form: unknown;
};

/** One results line; a wallet that said nothing about an organization counts as a failure. */
const resultOf = (row: ResetChooserRow, outcome: PasswordResetOutcome | undefined): PasswordResetResult => {
  const base = { organizationId: row.organization.id, name: row.organization.name };
  if (outcome && 'status' in outcome && outcome.status === 'success')
    return { ...base, success: true, message: { id: 'users.passwordReset.results.successMessage' } };
  return {
    ...base,
    success: false,
    message:
      outcome && 'error' in outcome
        ? { id: 'users.passwordReset.results.failureMessage', values: { error: outcome.error } }
        : { id: 'users.passwordReset.results.noAnswer' },
  };
};

const upgradeRequired = (url: string, version: string): WalletUpgradeRequiredError =>
  tagged(
    'WalletUpgradeRequired',
    'users.passwordReset.upgrade.text',
    { required: REQUIRED_WALLET_VERSION, url, version },
    { url, version },
  );

/**
 * The admin password reset (product-reference §2.5, §5, §6): checks the form and the choice, asks every chosen
 * wallet its version (each must be ≥ 1.1.4), resets through the actor's wallet session and reports
 * per organization. A missing wallet session is the session-expired error (product-reference §8). An actor who
 * reset their own password keeps their stored session as it was: it holds no hash of the password to
 * update (wallet/ports.ts, WalletSession).
 * The wallets act on another account only with the platform's word: before the reset, the platform
 * is asked for a grant bound to these items and this password's hash (a refusal is Forbidden).
 */
export const resetAdminPasswords =
  (deps: {
    readonly wallet: Wallet;
    readonly sessions: SessionStore;
    readonly resetGrants: PasswordResetGrantsGateway;
  }) =>
  (command: ResetAdminPasswordsCommand): ResultAsync<PasswordResetResults, ResetAdminPasswordsError> => {
    const parsed = validate(adminPasswordResetSchema, command.form);
    if (parsed.isErr()) return errAsync(parsed.error);
    const { organizationIds, password } = parsed.value;
    const chosen: ResetChooserRow[] = [];
    for (const id of new Set(organizationIds)) {
      const row = command.rows.find((r) => r.organization.id === id);
      if (!row)
        return errAsync(
          tagged('NotSelectable', 'users.passwordReset.error.noOrganization', undefined, {
            organizationId: id,
          }),
        );
      if (!row.selectable)
        return errAsync(
          tagged(
            'NotSelectable',
            row.reason?.id ?? 'users.passwordReset.error.notSelectable',
            row.reason?.values ?? { name: row.organization.name },
            { organizationId: id },
          ),
        );
      chosen.push(row);
    }

    const checkVersions = (): ResultAsync<unknown, ResetAdminPasswordsError> =>
      ResultAsync.combine(
        chosen.map((row) =>
          deps.wallet
            .version(row.item.url)
            .andThen((v): ResultAsync<void, ResetAdminPasswordsError> =>
              meetsRequiredVersion(v) ? okAsync(undefined) : errAsync(upgradeRequired(row.item.url, v)),
            ),
        ),
      );
    return deps.sessions
      .walletSession()
      .andThen((session): ResultAsync<WalletSession, ResetAdminPasswordsError> =>
        session ? okAsync(session) : errAsync(transportErrors.sessionExpired()),
      )
      .andThen((session) => checkVersions().map(() => session))
      .andThen((session) => {
        const items = chosen.map((r) => r.item);
        return deps.wallet
          .hashPassword(password)
          .andThen((passwordHash) => deps.resetGrants.grant({ passwordHash, items }))
          .map((grant) => ({ session, items, grant }));
      })
      .andThen(({ session, items, grant }) =>
        deps.wallet.resetPasswords(session, { password, items, grant }).map((outcomes) => ({
          title: { id: 'users.passwordReset.results.title' } as const,
          results: chosen.map((row) => resultOf(row, outcomes[row.organization.id])),
        })),
      );
  };
