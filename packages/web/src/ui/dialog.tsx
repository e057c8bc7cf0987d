import { useEffect, useId, useState, type RefObject } from 'react';
import {
  Button,
  Classes,
  Dialog as BlueprintDialog,
  H2,
  Icon,
  IconSize,
  type DialogProps,
} from '@blueprintjs/core';
import { SmallCross } from '@blueprintjs/icons';
import { useText } from '../i18n/use-text.ts';

/**
 * Gives focus back to what had it when the dialog opened, once the dialog is gone. Blueprint does this
 * only when `isOpen` turns false; the app's dialogs mostly leave by unmounting, which left the focus
 * on the page's body, so a keyboard user started over at the top. The opener is read while the
 * dialog first renders, before anything inside takes focus, unless the caller names it (`opener`: a
 * dialog chosen from a menu, whose item is gone with the menu). Nothing happens when focus already went
 * somewhere on purpose, or when the opener is gone (a row that moved to another tab).
 */
const useFocusReturn = (given?: RefObject<HTMLElement | null>) => {
  const [opener] = useState(() =>
    given
      ? given.current
      : typeof document === 'undefined'
        ? null
        : (document.activeElement as HTMLElement | null),
  );
  useEffect(
    () => () => {
      if (!opener || opener === document.body) return;
      setTimeout(() => {
        const now = document.activeElement;
        if (opener.isConnected && (now === null || now === document.body)) opener.focus();
      });
    },
    [opener],
  );
};

/**
 * Blueprint's Dialog with its header drawn here, the same markup and classes, so that the close
 * button's accessible name follows the language: Blueprint's own header names it 'Close' in English
 * with no prop to change it; and focus goes back to the opener. Every dialog of the app uses this one.
 */
export const Dialog = ({
  title,
  icon,
  isCloseButtonShown,
  titleTagName: TitleTag = H2,
  children,
  opener,
  ...props
}: DialogProps & { readonly opener?: RefObject<HTMLElement | null> | undefined }) => {
  const text = useText();
  const titleId = useId();
  useFocusReturn(opener);
  return (
    <BlueprintDialog
      {...props}
      aria-labelledby={props['aria-labelledby'] ?? (title == null ? undefined : titleId)}
    >
      {title != null && (
        <div className={Classes.DIALOG_HEADER}>
          {icon != null && <Icon icon={icon} size={IconSize.STANDARD} aria-hidden tabIndex={-1} />}
          <TitleTag id={titleId}>{title}</TitleTag>
          {isCloseButtonShown !== false && (
            <Button
              aria-label={text('app.close')}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon={<SmallCross size={IconSize.STANDARD} />}
              onClick={props.onClose}
              variant="minimal"
            />
          )}
        </div>
      )}
      {children}
    </BlueprintDialog>
  );
};
