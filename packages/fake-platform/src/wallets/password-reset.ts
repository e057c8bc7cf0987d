// Admin password reset (product-reference §2.5, §6): re-seals each target account's key under the new password.
// Requires wallet ≥ 1.1.4. Who may reset whom is the platform's rule: the wallet acts only on the
// platform's signed grant for exactly these items, this password hash and this caller (reset-grant.ts),
// and reports every attempt, allowed or refused, back to the platform (its audit trail).
import type { KeyObject } from 'node:crypto';
import type { AccountStore, CheckedWalletToken } from './account-store.ts';
import { resetItems, type ResetItem } from './body.ts';
import { WalletHttpError, badRequest, forbidden, unsupported } from './http-errors.ts';
import { checkGrant } from './reset-grant.ts';

export const PASSWORD_RESET_MIN_VERSION = [1, 1, 4] as const;

const atLeast = (version: string, min: readonly number[]): boolean => {
  const v = version.split('.').map((s) => Number.parseInt(s, 10) || 0);
  for (let i = 0; i < min.length; i++) {
    const d = (v[i] ?? 0) - (min[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return true;
};

export type ResetOutcome = { status: 'success' } | { error: string };

/** One attempt as the wallet reports it to the platform. */
export type ResetReport = {
  readonly walletUrl: string;
  /** The organization user of a valid wallet token; null when the token was missing or refused. */
  readonly caller: number | null;
  readonly items: readonly ResetItem[];
  /** The whole call refused (status and text as answered), or null when it ran per item. */
  readonly refusal: { readonly status: number; readonly reason: string } | null;
  readonly results: Readonly<Record<number, ResetOutcome>>;
};

export type ResetPolicy = {
  readonly version: string;
  /** The platform's grant key (public half). */
  readonly platformKey: KeyObject;
  /** Grants this wallet already acted on (jti → exp), so a grant works once. */
  readonly usedGrants: Map<string, number>;
  readonly nowSeconds: () => number;
  readonly report: (report: ResetReport) => void;
};

/** The organization user of a valid wallet token; null for a missing or refused one. */
const callerOf = (store: AccountStore, token: CheckedWalletToken | undefined): number | null => {
  try {
    return store.networkClaims(token).sub;
  } catch {
    return null;
  }
};

/**
 * A reset refused before it ran (the caller's role, wallets/authorize.ts) is an attempt too: reported
 * like a refused grant, with what the call named.
 */
export const reportRefusedReset = (
  store: AccountStore,
  policy: ResetPolicy,
  input: { token: CheckedWalletToken | undefined; body: Record<string, unknown> },
  refusal: WalletHttpError,
): void => {
  const caller = callerOf(store, input.token);
  let items: ResetItem[] = [];
  try {
    items = resetItems(input.body);
  } catch {
    // a malformed body names no items
  }
  policy.report({
    walletUrl: store.walletUrl,
    caller,
    items,
    refusal: { status: refusal.status, reason: refusal.message },
    results: {},
  });
};

export const resetPasswords = async (
  store: AccountStore,
  policy: ResetPolicy,
  input: {
    token: CheckedWalletToken | undefined;
    grant: string | null;
    passwordHash: string;
    items: ResetItem[];
  },
): Promise<Record<number, ResetOutcome>> => {
  let caller: number | null = null;
  const report = (refusal: ResetReport['refusal'], results: Record<number, ResetOutcome> = {}) =>
    policy.report({ walletUrl: store.walletUrl, caller, items: input.items, refusal, results });
  try {
    if (!atLeast(policy.version, PASSWORD_RESET_MIN_VERSION)) {
      // Refused for the wallet's version, the attempt is still reported under its true caller.
      caller = callerOf(store, input.token);
      throw unsupported(
        `Password reset requires wallet version 1.1.4 or later; this wallet runs ${policy.version}`,
      );
    }
    caller = store.networkClaims(input.token).sub;
    if (!/^[0-9a-f]{64}$/.test(input.passwordHash)) throw badRequest("'passwordHash' must be sha256 hex");
    const now = policy.nowSeconds();
    const grant = await checkGrant(policy.platformKey, input.grant, {
      caller,
      passwordHash: input.passwordHash,
      items: input.items,
      nowSeconds: now,
    });
    if (!grant.ok) throw forbidden(grant.reason);
    for (const [jti, exp] of policy.usedGrants) if (exp <= now) policy.usedGrants.delete(jti);
    if (policy.usedGrants.has(grant.claims.jti)) throw forbidden('The password reset grant was already used');
    policy.usedGrants.set(grant.claims.jti, grant.claims.exp);
  } catch (e) {
    if (e instanceof WalletHttpError) report({ status: e.status, reason: e.message });
    throw e;
  }
  const results: Record<number, ResetOutcome> = {};
  // Whether adminId may reset userId in organization id is the grant's word: the platform checked it
  // on its own records. The admin's own account need not live in this wallet (an organization may
  // have moved to it since), so only the target's account is looked up.
  for (const item of input.items) {
    try {
      await store.setPasswordHash(item.userId, item.id, input.passwordHash);
      results[item.id] = { status: 'success' };
    } catch (e) {
      results[item.id] = { error: e instanceof Error ? e.message : String(e) };
    }
  }
  report(null, results);
  return results;
};
