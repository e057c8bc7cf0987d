import { okAsync } from 'neverthrow';
import type { WalletSession } from '../wallet/ports.ts';
import type { ApiSession, SessionStore } from './ports.ts';

/**
 * The SessionStore port kept in two variables: for scripts, tools and tests that run outside a
 * browser (the web app stores sessions in web storage through @scr/wallet-adapter).
 */
export const memorySessionStore = (): SessionStore => {
  let api: ApiSession | null = null;
  let wallet: WalletSession | null = null;
  return {
    apiSession: () => okAsync(api),
    saveApiSession: (s) => okAsync(void (api = s)),
    walletSession: () => okAsync(wallet),
    saveWalletSession: (s) => okAsync(void (wallet = s)),
    clear: () => okAsync(void ((api = null), (wallet = null))),
  };
};
