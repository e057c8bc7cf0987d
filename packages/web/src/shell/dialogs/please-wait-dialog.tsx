import { DialogBody, Spinner } from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import { useText } from '../../i18n/use-text.ts';

/** A modal 'Please wait' with a spinner; cannot be closed by the user. */
export const PleaseWaitDialog = ({ isOpen }: { isOpen: boolean }) => {
  const text = useText();
  return (
    <Dialog
      isOpen={isOpen}
      title={text('session.pleaseWait')}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <Spinner size={40} aria-label={text('session.pleaseWait')} />
      </DialogBody>
    </Dialog>
  );
};
