// The admin password reset across organizations: one call per wallet, a result per organization id.
import type { PasswordResetItem, PasswordResetOutcome, WalletSession } from '@scr/domain';
import { sha256Hex } from './password-hash.ts';
import { field, isRecord, toWalletError, walletRequest, type Transport } from './wallet-request.ts';
import type { createWalletUrls } from './wallet-url.ts';

const UNREACHABLE = 'Could not reach your wallet. Are you sure it is running?';

const outcomeOf = (v: unknown): PasswordResetOutcome =>
  isRecord(v) && v['status'] === 'success'
    ? { status: 'success' }
    : { error: isRecord(v) && typeof v['error'] === 'string' ? v['error'] : 'The wallet sent no result' };

/**
 * Groups the items by wallet, sends the new password's sha256 (never the password) with the actor's
 * wallet token and the platform's grant, and merges the per-organization results. A wallet that fails as a whole (unreachable,
 * too old) gives each of its organizations an error; only the session's own wallet rejecting the token
 * fails the whole call (the session-expired dialog follows).
 */
export const resetPasswords = async (
  t: Transport,
  urls: ReturnType<typeof createWalletUrls>,
  session: WalletSession,
  input: { password: string; items: readonly PasswordResetItem[]; grant: string },
): Promise<Record<number, PasswordResetOutcome>> => {
  const passwordHash = await sha256Hex(input.password);
  const groups = new Map<string, PasswordResetItem[]>();
  for (const item of input.items) {
    const url = urls.resolve(item.url);
    groups.set(url, [...(groups.get(url) ?? []), item]);
  }
  const results: Record<number, PasswordResetOutcome> = {};
  await Promise.all(
    [...groups].map(async ([url, items]) => {
      try {
        const answer = await walletRequest(t, {
          url,
          method: 'POST',
          path: '/password-resets',
          body: {
            passwordHash,
            items: items.map(({ id, userId, adminId }) => ({ id, userId, adminId })),
            // The platform's signed word for these items and this password: without it the wallet refuses (403).
            grant: input.grant,
          },
          token: session.token,
          hosting: urls.hosting(url),
        });
        const byOrg = field(answer, 'results', isRecord);
        for (const item of items) results[item.id] = outcomeOf(byOrg[String(item.id)]);
      } catch (e) {
        const error = toWalletError(e);
        if (error.kind === 'WalletTokenExpired' && url === session.walletUrl) throw e;
        const text =
          error.kind === 'WalletUnreachable'
            ? UNREACHABLE
            : error.kind === 'WalletTokenExpired'
              ? 'Wallet token expired'
              : String(error.message.values?.['message'] ?? error.kind);
        for (const item of items) results[item.id] = { error: text };
      }
    }),
  );
  return results;
};
