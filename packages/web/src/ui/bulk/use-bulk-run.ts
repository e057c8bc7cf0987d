import { useCallback, useEffect, useRef, useState } from 'react';
import type { MutationKey } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { retryWaitOf, type MessageRef } from '@scr/domain';
import { useResultMutation } from '../../server-state/result-mutation.ts';
import { reactionTo } from '../../server-state/failure-reactions.ts';
import { failureText, type ShownFailure } from '../failure-text.ts';

/** Where one row of a bulk action stands. */
export type RowOutcome =
  | { readonly state: 'pending' }
  | { readonly state: 'done' }
  | { readonly state: 'failed'; readonly reason: MessageRef }
  /** Not tried: the run stopped before it (the session ended, the wallet needs an upgrade). */
  | { readonly state: 'skipped' };

/** A failure of a row's use case: a tagged error with its text (a 429 also carries its wait), or invalid input. */
export type RowFailure = ShownFailure;

/** How often one row is tried again after the platform's 'too many attempts' before it counts as failed. */
const RETRIES_AFTER_WAIT = 3;
const second = () => new Promise<void>((resolve) => setTimeout(resolve, 1000));

/**
 * Runs a bulk action: the single-row use case for each row, one after the other, each as a
 * TanStack mutation (so every failure goes through the app's one failure table, as a row's own
 * action's does). A 429 is honoured: the run waits the Retry-After the platform named (shown as a
 * count-down) and tries the same row again. A failure that ends what any row could do (the session
 * expired, the wallet needs an upgrade: the failure table opens its dialog) stops the run; the rows
 * not tried are marked so. `key` is the kind of write, as the page's own actions name it.
 */
export const useBulkRun = <T>(runRow: (row: T) => ResultAsync<unknown, RowFailure>, key?: MutationKey) => {
  const { mutateAsync } = useResultMutation(runRow, { key });
  const [outcomes, setOutcomes] = useState<readonly RowOutcome[]>([]);
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  const [phase, setPhase] = useState<'idle' | 'running' | 'finished'>('idle');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);

  const start = useCallback(
    async (rows: readonly T[]): Promise<void> => {
      setPhase('running');
      const result: RowOutcome[] = rows.map(() => ({ state: 'pending' }));
      setOutcomes([...result]);
      let stopped = false;
      for (const [i, row] of rows.entries()) {
        if (!alive.current) return;
        if (stopped) {
          result[i] = { state: 'skipped' };
          continue;
        }
        for (let attempt = 0; ; attempt++) {
          try {
            await mutateAsync(row);
            result[i] = { state: 'done' };
            break;
          } catch (caught) {
            const failure = caught as RowFailure;
            // The wait a 429 named (TooManyAttempts carries its Retry-After as retryAfterSeconds).
            const wait = retryWaitOf(failure);
            if (wait !== undefined && attempt < RETRIES_AFTER_WAIT) {
              for (let left = Math.max(1, wait); left > 0 && alive.current; left--) {
                setWaitSeconds(left);
                await second();
              }
              setWaitSeconds(null);
              continue;
            }
            result[i] = { state: 'failed', reason: failureText(failure, { id: 'table.bulk.invalid' }) };
            const reaction = reactionTo(failure, 'change');
            stopped = reaction === 'sessionExpired' || reaction === 'upgrade';
            break;
          }
        }
        setOutcomes([...result]);
      }
      if (!alive.current) return;
      setOutcomes([...result]);
      setPhase('finished');
    },
    [mutateAsync],
  );
  return { start, outcomes, waitSeconds, phase };
};
