// A stored world (--data) meets this start's wallets, which listen on new ports.
import type { Store } from '../store/store.ts';
import type { WalletHosts } from '../wallets/index.ts';
import { provisionAccounts, walletOf } from './demo-world.ts';

/**
 * Organizations whose walletUrl names a wallet's URL of an earlier start move to its URL now (plain
 * store updates, so journaled). Then users with a key whose wallet holds no account for them get one
 * with the demo password: with saved wallets that is nobody, normally; with a data dir from before
 * the wallets were saved it is everybody with a key, as then (their pkeySign changes).
 */
export const reattachWallets = async (store: Store, wallets: WalletHosts): Promise<void> => {
  for (const org of store.organizations.all()) {
    const moved = wallets.movedUrls.get(org.walletUrl.trim().replace(/\/+$/, ''));
    if (moved) store.organizations.update(org.id, { walletUrl: moved });
  }
  await provisionAccounts(store, wallets, (u) => {
    const org = store.organizations.get(u.organizationId);
    const walletUrl = org && walletOf(org, wallets.cloudUrl);
    return u.pkeySign !== null && !!walletUrl && !wallets.accountKey({ walletUrl, orgUserId: u.id });
  });
};
