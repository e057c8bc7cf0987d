import { ResultAsync, okAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import type { MessageRef } from '../messages/catalogue.ts';
import { walletCheckReasons, type WalletError } from '../wallet/errors.ts';
import type { Wallet } from '../wallet/ports.ts';
import type { WalletCheck } from '../wallet/versions.ts';
import { resetCandidates, resetChooserRows, type ResetChooserRow } from './password-reset-by-admin.ts';
import type { MembershipsGateway } from './ports.ts';

/** What `loadPasswordResetChooser` is given. */
export type LoadPasswordResetChooserCommand = {
  /** The actor's person id (userId, across organizations). */
  readonly actorUserId: number;
  /** The person whose password is reset. */
  readonly targetUserId: number;
  /** Where walletUrl '0' points: the provider's hosted wallet (configuration). */
  readonly hostedWalletUrl: string;
};

/** The text after "Can't connect to wallet on {url}:" for a failed check. */
const reasonOf = (error: WalletError): MessageRef => {
  const detail = error.message.values?.['message'];
  return typeof detail === 'object' ? detail : walletCheckReasons.noAnswer();
};

/** Checks one wallet: a failure is a red dot, never a failed load. */
export const checkOrganizationWallet = (wallet: Wallet, url: string): ResultAsync<WalletCheck, never> =>
  wallet
    .version(url)
    .map((version): WalletCheck => ({ state: 'available', version }))
    .orElse((error) => okAsync<WalletCheck, never>({ state: 'unreachable', reason: reasonOf(error) }));

/**
 * Opens the password reset chooser (product-reference §2.5, §6): the organizations where the actor is an admin
 * and the target belongs, each with its wallet checked (in parallel) for the status dot; an
 * organization whose check failed is shown but cannot be chosen.
 */
export const loadPasswordResetChooser =
  (deps: { readonly memberships: MembershipsGateway; readonly wallet: Wallet }) =>
  (command: LoadPasswordResetChooserCommand): ResultAsync<ResetChooserRow[], TransportError> =>
    ResultAsync.combine([
      deps.memberships.membershipsOf(command.actorUserId),
      command.targetUserId === command.actorUserId
        ? okAsync(null)
        : deps.memberships.membershipsOf(command.targetUserId),
    ] as const).andThen(([actorMemberships, targetMemberships]) => {
      const candidates = resetCandidates({
        actorMemberships,
        targetMemberships: targetMemberships ?? actorMemberships,
        hostedWalletUrl: command.hostedWalletUrl,
      });
      return ResultAsync.combine(
        candidates.map((c) =>
          checkOrganizationWallet(deps.wallet, c.item.url).map(
            (check) => [c.organization.id, check] as const,
          ),
        ),
      ).map((checks) => resetChooserRows(candidates, new Map(checks)));
    });
