import type { MessageRef } from '../messages/catalogue.ts';
/** The company wallet must be at least this version (product-reference §1, §9). */
export const REQUIRED_WALLET_VERSION = '1.1.4';
/** The latest known wallet version: a banner announces it to older wallets. */
export const LATEST_WALLET_VERSION = '1.2.9';

const segments = (version: string): number[] =>
  version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((s) => {
      const n = Number.parseInt(s, 10);
      return Number.isFinite(n) && n >= 0 ? n : 0;
    });

/**
 * Segment-wise numeric comparison ('1.10.0' > '1.9.9'); missing segments count as 0, so
 * '1.2' equals '1.2.0'. A total order on versions. Returns -1, 0 or 1.
 */
export const compareVersions = (a: string, b: string): -1 | 0 | 1 => {
  const x = segments(a);
  const y = segments(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
};

/** True when the wallet may be used for connections and password resets (≥ 1.1.4). */
export const meetsRequiredVersion = (version: string): boolean =>
  compareVersions(version, REQUIRED_WALLET_VERSION) >= 0;

/** True when the 'newer wallet version available' banner shows (< 1.2.9). */
export const isNewerVersionAvailable = (version: string): boolean =>
  compareVersions(version, LATEST_WALLET_VERSION) < 0;

/** The status dot of a wallet: grey not checked, green the version call returned 200, red unreachable. */
export type WalletStatusDot = 'grey' | 'green' | 'red';
/** What is known of the organization's wallet: not checked yet, its version, or why it is out of reach. */
export type WalletCheck =
  | { readonly state: 'unchecked' }
  | { readonly state: 'available'; readonly version: string }
  | { readonly state: 'unreachable'; readonly reason: MessageRef };
export const statusDot = (check: WalletCheck): WalletStatusDot =>
  check.state === 'unchecked' ? 'grey' : check.state === 'available' ? 'green' : 'red';
