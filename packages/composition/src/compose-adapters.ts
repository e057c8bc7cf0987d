// The one recipe for the adapters both clients hand the domain's use cases: the portal's container
// (packages/web/src/di/) binds its result, scr's composition (packages/cli/src/composition.ts) spreads
// it into each command's deps. They differ in how they hold the ports, never in what the ports are.
import { createPlatformGateways, type PlatformGateways } from '@scr/api-adapter';
import { browserSessionStore, createHttpWallet, type KeyValueStorage } from '@scr/wallet-adapter';
import type { Clock, SessionStore, Wallet } from '@scr/domain';

/** What differs between the clients: where the platform is, and where a session is kept. */
export type AdapterOptions = {
  /** The platform API's base URL (runtime config `apiBase`, or scr's saved platform). */
  readonly apiBase: string;
  /** How long an API call may take; the API adapter's own default when absent. */
  readonly apiTimeoutMs?: number;
  /** Where a walletUrl of '0' (the provider-hosted wallet) points. */
  readonly hostedWalletUrl: string;
  /**
   * Where the session store keeps the wallet session (`local`) and the API session (`session`): the
   * browser's localStorage and sessionStorage in the portal, the session file in scr.
   */
  readonly storage: { readonly local: KeyValueStorage; readonly session: KeyValueStorage };
  /** The clock the API adapter reads to tell an expired token before sending it. */
  readonly clock: Clock;
};

/** The ports, named as the domain's use cases name them in their deps. */
export type Adapters = {
  /** The platform gateways (findUser, auth, organizations, …): the use cases take them spread. */
  readonly gateways: PlatformGateways;
  readonly wallet: Wallet;
  readonly sessions: SessionStore;
};

/**
 * The platform gateways of @scr/api-adapter over `apiBase`, signing each call with the API session of
 * the wallet adapter's session store, and the Wallet port over HTTP. The gateways and the store share
 * one SessionStore: what a sign-in stores is what the next call sends.
 */
export const composeAdapters = (options: AdapterOptions): Adapters => {
  const sessions = browserSessionStore(options.storage);
  const gateways = createPlatformGateways({
    apiBase: options.apiBase,
    timeoutMs: options.apiTimeoutMs,
    sessions,
    nowSeconds: () => Math.floor(options.clock.now().getTime() / 1000),
  });
  const wallet = createHttpWallet({ hostedWalletUrl: options.hostedWalletUrl });
  return { gateways, wallet, sessions };
};
