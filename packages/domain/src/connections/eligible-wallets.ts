import { ResultAsync, okAsync } from 'neverthrow';
import type { Wallet } from '../wallet/ports.ts';
import { walletHosting } from '../wallet/wallet-url.ts';
import { checkOrganizationWallet } from '../users/load-password-reset-chooser.ts';
import type { EligibleOption } from './eligible.ts';

/**
 * The wallet check of the eligible list (product-reference §8 "Can't connect to wallet on {url}: {message}"
 * on a status check failure; the organization is then not selectable): every company wallet of a
 * selectable option is asked its version (in parallel, each within the wallet port's 2 s timeout);
 * one that does not answer disables its option with that text. The provider's hosted wallet ('0') is
 * the platform's own and is not checked here (decision: it answers every sign-in).
 */
export const checkEligibleWallets = (
  wallet: Wallet,
  options: readonly EligibleOption[],
): ResultAsync<EligibleOption[], never> =>
  ResultAsync.combine(
    options.map((option): ResultAsync<EligibleOption, never> => {
      const url = option.party.walletUrl?.trim() ?? '';
      if (option.disabled || walletHosting(url, '') === 'hosted') return okAsync(option);
      return checkOrganizationWallet(wallet, url).map((check) =>
        check.state === 'unreachable'
          ? {
              ...option,
              disabled: true,
              // {url} names the organization: the address of another organization's wallet is
              // theirs to share, not the connect dialog's to show to whoever opens it.
              note: {
                id: 'wallet.error.cannotConnect',
                values: { url: option.party.name, message: check.reason },
              },
            }
          : option,
      );
    }),
  );
