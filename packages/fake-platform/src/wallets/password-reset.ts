// Admin password reset (product-reference §2.5, §6): re-seals each target account's key under the new password.
// Requires wallet ≥ 1.1.4; the roles behind "actor is an admin and the target belongs" are the
// platform's to check (it builds the items): the wallet checks the token and that both accounts exist.
import type { AccountStore } from './account-store.ts';
import type { ResetItem } from './body.ts';
import { WalletHttpError, unsupported } from './http-errors.ts';

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

export const resetPasswords = async (
  store: AccountStore,
  version: string,
  input: { bearer: string | undefined; passwordHash: string; items: ResetItem[] },
): Promise<Record<number, ResetOutcome>> => {
  if (!atLeast(version, PASSWORD_RESET_MIN_VERSION))
    throw unsupported(`Password reset requires wallet version 1.1.4 or later; this wallet runs ${version}`);
  store.networkClaims(input.bearer);
  if (!/^[0-9a-f]{64}$/.test(input.passwordHash))
    throw new WalletHttpError(400, 'BAD_REQUEST', "'passwordHash' must be sha256 hex");
  const results: Record<number, ResetOutcome> = {};
  for (const item of input.items) {
    if (!store.has(item.adminId, item.id)) {
      results[item.id] = {
        error: `No admin account ${item.adminId} for organization ${item.id} in this wallet`,
      };
      continue;
    }
    try {
      await store.setPasswordHash(item.userId, item.id, input.passwordHash);
      results[item.id] = { status: 'success' };
    } catch (e) {
      results[item.id] = { error: e instanceof Error ? e.message : String(e) };
    }
  }
  return results;
};
