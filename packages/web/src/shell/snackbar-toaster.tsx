import { OverlayToaster, Position, Toast } from '@blueprintjs/core';
import type { Snackbar } from '@scr/domain';
import { useText } from '../i18n/use-text.ts';

/** The visible snackbars as Blueprint toasts with no timer of their own: the domain queue decides. */
export const SnackbarToaster = ({
  visible,
  onDismiss,
}: {
  visible: readonly Snackbar[];
  onDismiss: (id: Snackbar['id']) => void;
}) => {
  const text = useText();
  return (
    <OverlayToaster position={Position.BOTTOM} maxToasts={5} usePortal>
      {visible.map((s) => (
        <Toast
          key={s.id}
          message={text(s.message)}
          intent={s.intent}
          timeout={0}
          onDismiss={() => onDismiss(s.id)}
        />
      ))}
    </OverlayToaster>
  );
};
export default SnackbarToaster;
