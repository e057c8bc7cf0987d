import type { ResultAsync } from 'neverthrow';
import type { MessageRef } from '@scr/domain';
import { useShellDialogs } from '../../shell/dialogs/shell-dialogs.tsx';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { useConnections } from './connections-context.tsx';
import type { ConnectionsFailure } from './failures.ts';
import { useOfferRetry } from './half-done.tsx';

/**
 * Runs a use case that answers a success text, shows it and reloads the tabs; a failure
 * `answersItself` names is said by the caller, not by a snackbar (see ConnectionsController.run).
 */
export const useAct = () => {
  const { run, refresh } = useConnections();
  const { notify } = useSnackbars();
  return async (
    action: () => ResultAsync<{ readonly message: MessageRef }, ConnectionsFailure>,
    answersItself?: (failure: ConnectionsFailure) => boolean,
  ) => {
    const done = await run(action, answersItself);
    if (done) {
      notify({ message: done.message, intent: 'success' });
      await refresh();
    }
    return done !== null;
  };
};

/**
 * A wallet step of the handshake (product-reference §4: accept, 'Accept All', confirm, finalize) runs under the
 * shell's 'Please wait' (product-reference §2.3): the organization's wallet signs and encrypts, possibly over a
 * slow network to a company-hosted wallet, then the tabs reload; the whole page waits for it and its
 * row buttons show no spinner of their own (they are only disabled). The dialog shows past a short
 * grace time and closes however the step ends (a failure's snackbar, the session-expired or the
 * wallet-upgrade dialog take over). Not under it: decline, cancel and the invitation actions (a
 * status change only), the auto-advance of a connectionRef (it runs under 'Loading connections...')
 * and the connection requests of the connect and invite dialogs (their buttons show loading).
 */
export const useHandshake = () => {
  const act = useAct();
  const { whilePleaseWait } = useShellDialogs();
  const offerRetry = useOfferRetry();
  // A step the platform did not record is half done: Retry takes the very same step again. Where
  // the half-done dialog can be offered, it alone says so (the same text in a snackbar too would
  // say it twice); without it (a row rendered alone) the snackbar does.
  const answersItself = offerRetry && ((failure: ConnectionsFailure) => failure.kind === 'StepHalfDone');
  const take = (step: () => ResultAsync<{ readonly message: MessageRef }, ConnectionsFailure>) =>
    whilePleaseWait(async () => {
      let halfDone = false;
      const done = await act(
        () =>
          step().mapErr((failure) => {
            halfDone = failure.kind === 'StepHalfDone';
            return failure;
          }),
        answersItself ?? undefined,
      );
      if (halfDone) offerRetry?.(() => void take(step));
      return done;
    });
  return take;
};
