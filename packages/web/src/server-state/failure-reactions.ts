import { meaningOf, type FailureMeaning } from '@scr/domain';
import type { FailureOrigin } from './query-client.ts';

/**
 * What the signed-in app does on a failure, besides the text its page or dialog shows in place:
 * - sessionExpired: the 'Your session has expired' dialog (product-reference §8; also for a wallet
 *   session that ran out, and for a 401 of the signed-in app: the platform ended the session, by a
 *   logout elsewhere or a revocation, and only signing in again helps);
 * - upgrade: the 'Wallet upgrade required' dialog (product-reference §5: every connection action);
 * - refresh: what the page shows is stale (a row cancelled or changed meanwhile): it is read again;
 * - show: the text only.
 */
export type Reaction = 'show' | 'sessionExpired' | 'upgrade' | 'refresh';

/** The portal's answer to each meaning of a failure (the domain's one table, shared with `scr`). */
const reactions: Readonly<Record<FailureMeaning, Reaction>> = {
  sessionGone: 'sessionExpired',
  walletOutdated: 'upgrade',
  stale: 'refresh',
  // The form says what another admin changed and offers to take it: nothing more to do here.
  conflict: 'show',
  tooManyAttempts: 'show',
  unreachable: 'show',
  // The step's own dialog offers Retry.
  halfDone: 'show',
  invalidInput: 'show',
  refused: 'show',
};

/** The reactions that answer a change only: a failed load shows in place. */
const changeOnly: readonly Reaction[] = ['refresh', 'upgrade'];

/**
 * The reaction to a failure. A failed load is never answered by loading again (it shows in place
 * with its own Retry); only a change that met stale data refreshes. The upgrade dialog answers a
 * connection action (product-reference §5), not a read: an outdated wallet that cannot list its
 * verified references leaves the badges empty, and the page opens no dialog of its own.
 */
export const reactionTo = (failure: unknown, origin: FailureOrigin): Reaction => {
  const reaction = reactions[meaningOf(failure)];
  return origin === 'load' && changeOnly.includes(reaction) ? 'show' : reaction;
};

/** The wallet version a WalletUpgradeRequired failure names ('' when it names none). */
export const walletVersionOf = (failure: unknown): string =>
  typeof failure === 'object' &&
  failure !== null &&
  'version' in failure &&
  typeof failure.version === 'string'
    ? failure.version
    : '';
