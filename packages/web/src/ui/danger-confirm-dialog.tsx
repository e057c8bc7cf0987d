import { useRef, type MouseEvent, type RefObject } from 'react';
import { Button, Callout, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Dialog } from './dialog.tsx';
import type { MessageRef } from '@scr/domain';
import { useText } from '../i18n/use-text.ts';

type Props = {
  /** The question the dialog asks ('Are you sure you want to …?'). */
  readonly title: MessageRef;
  /** What will happen, naming the object. */
  readonly body: MessageRef;
  /** The red button: the action and its object ('Cancel invitation to {name}'). */
  readonly confirm: MessageRef;
  /** The way out that changes nothing ('Back', or the spec's 'Cancel'). */
  readonly dismiss: MessageRef;
  /** Why the action cannot be taken, shown up front with the red button disabled. */
  readonly refusal?: MessageRef | undefined;
  /** Starts the action (a mutation); the caller closes the dialog once it settles. */
  readonly onConfirm: () => void;
  /** The action is running (the mutation's pending state): the red button waits. */
  readonly pending: boolean;
  readonly onClose: () => void;
  /** The confirm button's colour: red unless the action is one that adds (accepting requests). */
  readonly intent?: Intent;
  /** What gets the focus back when the dialog closes, when not what had it as the dialog opened. */
  readonly opener?: RefObject<HTMLElement | null> | undefined;
};

/**
 * The confirmation of a destructive action (delete, decline, cancel, remove): a red button that says
 * what it does to which object, so a click on it is never a surprise, and a plain way back. Focus
 * starts on the way back: Enter right after opening changes nothing.
 */
export const DangerConfirmDialog = (props: Props) => {
  const text = useText();
  // Blueprint's Button clicks on the keyup of Enter or Space even when their keydown went elsewhere:
  // a menu item acts on keydown, this dialog opens and focuses the way back, and the same key's keyup
  // would close it at once. A click without a pointer (detail 0) counts only after a keydown here.
  const keyDownHere = useRef(false);
  const dismiss = (event: MouseEvent) => {
    if (event.detail === 0 && !keyDownHere.current) return;
    props.onClose();
  };
  return (
    <Dialog isOpen title={text(props.title)} onClose={props.onClose} opener={props.opener}>
      <DialogBody>
        <p>{text(props.body)}</p>
        {props.refusal && (
          <Callout intent={Intent.WARNING} role="status">
            {text(props.refusal)}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              autoFocus
              text={text(props.dismiss)}
              onKeyDown={() => (keyDownHere.current = true)}
              onClick={dismiss}
            />
            <Button
              intent={props.intent ?? Intent.DANGER}
              loading={props.pending}
              disabled={props.refusal !== undefined}
              text={text(props.confirm)}
              onClick={props.onConfirm}
            />
          </>
        }
      />
    </Dialog>
  );
};
