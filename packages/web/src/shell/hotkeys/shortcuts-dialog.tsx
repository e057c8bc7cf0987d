import { DialogBody } from '@blueprintjs/core';
import { useText } from '../../i18n/use-text.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { ShortcutList } from './shortcut-list.tsx';

/**
 * The overlay Blueprint's HotkeysProvider opens on '?': the app's own list (Blueprint's would miss
 * the 'g' sequences and speak English only), in the app's dialog.
 */
export const ShortcutsDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const text = useText();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={text('shortcuts.title')}>
      <DialogBody>
        <ShortcutList />
      </DialogBody>
    </Dialog>
  );
};
