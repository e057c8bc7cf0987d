import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import { useRuntimeConfig } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';

/** 'Contact us for your final activation', with the support address from the runtime config. */
export const FinalActivationDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const text = useText();
  const { supportEmail } = useRuntimeConfig();
  return (
    <Dialog isOpen={isOpen} title={text('session.finalActivation')} onClose={onClose}>
      <DialogBody>
        <p>{text('app.finalActivation.text', { email: supportEmail })}</p>
      </DialogBody>
      <DialogFooter actions={<Button text={text('app.close')} onClick={onClose} />} />
    </Dialog>
  );
};
