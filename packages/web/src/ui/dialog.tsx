import { useId } from 'react';
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
 * Blueprint's Dialog with its header drawn here, the same markup and classes, so that the close
 * button's accessible name follows the language: Blueprint's own header names it 'Close' in English
 * with no prop to change it. Every dialog of the app uses this one.
 */
export const Dialog = ({
  title,
  icon,
  isCloseButtonShown,
  titleTagName: TitleTag = H2,
  children,
  ...props
}: DialogProps) => {
  const text = useText();
  const titleId = useId();
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
