import { errAsync, type ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import { walletErrors, type WalletError } from '../wallet/errors.ts';
import { actingOrganization, type ActingDeps } from './acting.ts';

/**
 * Our organization and the version of the signed-in user's wallet, as a bulk plan needs them: an
 * outdated wallet is not a failure here, since the plan lists every row it keeps out with the
 * upgrade text (connections/bulk-plan.ts) instead of the single action's upgrade dialog.
 */
export const actingWalletVersion =
  (deps: Omit<ActingDeps, 'clock'>) =>
  (): ResultAsync<
    { readonly organizationId: number; readonly walletVersion: string },
    TransportError | WalletError
  > =>
    actingOrganization(deps).andThen((organizationId) =>
      deps.sessions
        .walletSession()
        .andThen((session) =>
          session
            ? deps.wallet
                .version(session.walletUrl)
                .map((walletVersion) => ({ organizationId, walletVersion }))
            : errAsync(walletErrors.tokenExpired()),
        ),
    );
