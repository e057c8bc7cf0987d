import { useEffect } from 'react';
import { OverlayToaster, Position, Toast } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import type { Snackbar } from '@scr/domain';
import { useText } from '../i18n/use-text.ts';

/**
 * The visible snackbars as Blueprint toasts with no timer of their own: the domain queue decides.
 * `onReady` tells the queue, once mounted, that a snackbar raised now is seen from now on.
 */
export const SnackbarToaster = ({
  visible,
  onReady,
  onDismiss,
}: {
  visible: readonly Snackbar[];
  onReady: () => void;
  onDismiss: (id: Snackbar['id']) => void;
}) => {
  const text = useText();
  useEffect(onReady, [onReady]);
  return (
    <OverlayToaster position={Position.BOTTOM} maxToasts={5} usePortal>
      {visible.map((s) => (
        <Toast
          key={s.id}
          message={text(s.message)}
          intent={s.intent}
          timeout={0}
          onDismiss={() => onDismiss(s.id)}
          // Blueprint's own close button is named 'Close' in English only: this one speaks the app's
          // language (a toast's action dismisses it once clicked; the icon's title names the button).
          isCloseButtonShown={false}
          action={{ icon: <Cross title={text('app.close')} /> }}
        />
      ))}
    </OverlayToaster>
  );
};
export default SnackbarToaster;
