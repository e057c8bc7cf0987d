import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { tagged, transportErrors, type Tagged, type TransportError } from '../shared/errors.ts';
import type { Clock } from '../shared/ports.ts';
import type { SessionStore } from '../session/ports.ts';
import { walletErrors, type WalletError } from '../wallet/errors.ts';
import type { Wallet, WalletSession } from '../wallet/ports.ts';
import { REQUIRED_WALLET_VERSION, meetsRequiredVersion } from '../wallet/versions.ts';
import { validate, type ValidationError } from '../validation/validate.ts';

/** Every connection action needs the wallet at or above the required version (product-reference §5): the upgrade dialog opens. */
export type WalletUpgradeRequired = Tagged<'WalletUpgradeRequired', { version: string; required: string }>;
export const walletUpgradeRequired = (version: string): WalletUpgradeRequired =>
  tagged(
    'WalletUpgradeRequired',
    'connections.error.walletUpgradeRequired',
    { version, required: REQUIRED_WALLET_VERSION },
    { version, required: REQUIRED_WALLET_VERSION },
  );

/** Who acts: our organization (from the API session) and the wallet session of the signed-in user. */
export type Acting = { readonly organizationId: number; readonly walletSession: WalletSession };
/** What acting as the signed-in organization needs: its session, the wallet and the clock. */
export type ActingDeps = { readonly sessions: SessionStore; readonly wallet: Wallet; readonly clock: Clock };
/** Why the app cannot act for the organization: no platform, no wallet, or a wallet too old. */
export type ActingError = TransportError | WalletError | WalletUpgradeRequired;

/** Our organization id; a missing API session is the session-expired failure. */
export const actingOrganization = (deps: {
  readonly sessions: SessionStore;
}): ResultAsync<number, TransportError> =>
  deps.sessions
    .apiSession()
    .andThen((s) => (s ? okAsync(s.organizationId) : errAsync(transportErrors.sessionExpired())));

/**
 * The context of a connection action. The wallet session is read from the SessionStore; a wallet
 * step (initiate, accept, confirm, finalize) needs it unexpired ('Wallet token expired', product-reference §4),
 * while decline and cancel only need its wallet URL for the version check that every action makes.
 */
export const actingContext = (
  deps: ActingDeps,
  options: { readonly walletStep: boolean },
): ResultAsync<Acting, ActingError> =>
  actingOrganization(deps).andThen((organizationId) =>
    deps.sessions
      .walletSession()
      .andThen((walletSession): ResultAsync<WalletSession, ActingError> => {
        if (!walletSession) return errAsync(walletErrors.tokenExpired());
        if (options.walletStep && walletSession.exp * 1000 <= deps.clock.now().getTime())
          return errAsync(walletErrors.tokenExpired());
        return okAsync(walletSession);
      })
      .andThen((walletSession) =>
        deps.wallet
          .version(walletSession.walletUrl)
          .andThen((version) =>
            meetsRequiredVersion(version)
              ? okAsync({ organizationId, walletSession })
              : errAsync(walletUpgradeRequired(version)),
          ),
      ),
  );

const referenceInput = z.object({ reference: z.uuid() });
/** The raw input of a step: `{ reference }`, a uuid. */
export const parseReference = (raw: unknown) => validate(referenceInput, raw);
export type { ValidationError };
