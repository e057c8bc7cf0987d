import { useRef, type ReactNode, type RefObject } from 'react';
import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Dialog } from './dialog.tsx';
import { ErrorCallout, type ShownError } from './error-callout.tsx';
import { focusFirstField, useFocusFirstError } from './form-focus.ts';

type FormDialogProps = {
  readonly title: string;
  /** The dialog's close button and Escape; the cancel button too, unless `onCancel` says otherwise. */
  readonly onClose: () => void;
  /** Runs on the submit button and on Enter in a field; the form's own submit never reloads the page. */
  readonly onSubmit: () => void;
  readonly submitText: string;
  readonly cancelText: string;
  /** The cancel button's own action (leaving a half-done sign-in logs out). */
  readonly onCancel?: () => void;
  /** A request is on its way: the submit button spins and takes no second click. */
  readonly pending?: boolean;
  readonly submitDisabled?: boolean;
  readonly cancelDisabled?: boolean;
  /** A sentence above the fields. */
  readonly intro?: ReactNode;
  /** A failure that belongs to no field, in a danger callout under the intro. */
  readonly error?: ShownError | null;
  /** Mounted on the first opening and kept (Blueprint's `isOpen`); open while mounted by default. */
  readonly isOpen?: boolean;
  readonly onOpening?: () => void;
  readonly className?: string;
  readonly opener?: RefObject<HTMLElement | null>;
  /** The fields. */
  readonly children: ReactNode;
  /**
   * A step past the form that takes its place in the dialog (the sign-in's two-factor code, a form of
   * its own with its own buttons): the dialog stays open, with its title, while the step shows.
   */
  readonly nextStep?: ReactNode;
  /** What the dialog opens on top of itself (a result, an upgrade, an EULA), outside the form. */
  readonly over?: ReactNode;
};

/**
 * A dialog that is a form: the title, the fields, then Cancel and the primary submit button, the
 * submit spinning while its request is pending. Every dialog of the app that asks for input and
 * sends it uses this one, so they look and behave alike (Enter submits, validation is the domain's:
 * the browser's own is off). It opens with the focus on its first field, and a save refused on a
 * field puts the focus on the first field in error.
 */
export const FormDialog = ({
  title,
  onClose,
  onSubmit,
  submitText,
  cancelText,
  onCancel = onClose,
  pending = false,
  submitDisabled,
  cancelDisabled,
  intro,
  error,
  isOpen = true,
  onOpening,
  className,
  opener,
  children,
  nextStep,
  over,
}: FormDialogProps) => {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      onOpening={onOpening}
      onOpened={() => focusFirstField(form.current)}
      className={className}
      opener={opener}
    >
      {nextStep !== undefined ? (
        <DialogBody>{nextStep}</DialogBody>
      ) : (
        <form
          ref={form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            {intro !== undefined && <p>{intro}</p>}
            {error !== undefined && <ErrorCallout error={error} />}
            {children}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={cancelText} onClick={onCancel} disabled={cancelDisabled} />
                <Button
                  type="submit"
                  intent={Intent.PRIMARY}
                  loading={pending}
                  disabled={submitDisabled}
                  text={submitText}
                />
              </>
            }
          />
        </form>
      )}
      {over}
    </Dialog>
  );
};
