import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useText } from '../../i18n/use-text.ts';
import { Dialog } from '../../ui/dialog.tsx';

/** Offers to take a half-done handshake step again. */
type OfferRetry = (retry: () => void) => void;

// Without a provider (a row rendered alone in a unit test) nothing is offered (null): the failure's
// snackbar says the step is half done, and the row's own button takes it again.
const HalfDoneContext = createContext<OfferRetry | null>(null);

/**
 * A wallet step whose platform write was lost is half done: the wallet did its part, the platform
 * shows the old status. This dialog says so where it cannot be missed (the one message: no snackbar
 * repeats it) and offers Retry, which takes the same step again (the wallet answers the same half; see
 * docs/architecture.md). Closing it is no loss: the row still offers the step.
 */
export const HalfDoneProvider = ({ children }: { children: ReactNode }) => {
  const text = useText();
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const offer = useCallback<OfferRetry>((next) => setRetry(() => next), []);
  const close = () => setRetry(null);
  return (
    <HalfDoneContext.Provider value={offer}>
      {children}
      {retry && (
        <Dialog isOpen title={text('connections.halfDone.title')} onClose={close}>
          <DialogBody>
            <p>{text('connections.error.halfDone')}</p>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={text('connections.action.close')} onClick={close} />
                <Button
                  intent={Intent.PRIMARY}
                  text={text('connections.retryStep')}
                  onClick={() => {
                    close();
                    retry();
                  }}
                />
              </>
            }
          />
        </Dialog>
      )}
    </HalfDoneContext.Provider>
  );
};

/** Offers Retry in the half-done dialog; null where no dialog can be offered. */
export const useOfferRetry = (): OfferRetry | null => useContext(HalfDoneContext);
