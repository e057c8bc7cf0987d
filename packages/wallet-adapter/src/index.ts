// @scr/wallet-adapter: the identity-wallet port over the wallet's HTTP interface, and browser session storage.
export { createHttpWallet, type HttpWalletConfig } from './http-wallet.ts';
export { WALLET_VERSION_TIMEOUT_MS } from './version-check.ts';
export {
  browserSessionStore,
  WALLET_SESSION_KEY,
  API_SESSION_KEY,
  type KeyValueStorage,
} from './session-store.ts';
