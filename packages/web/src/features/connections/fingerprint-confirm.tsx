import { useRef, type MouseEvent, type RefObject } from 'react';
import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ConnectionRow, FingerprintStep, MessageId } from '@scr/domain';
import { Dialog } from '../../ui/dialog.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { FingerprintPanel, useConnectionFingerprint } from './fingerprint-panel.tsx';

/** The texts of each step's confirmation; the fingerprint panel between them is the same for both. */
const stepTexts = {
  confirm: {
    title: 'connections.confirmStep.title',
    text: 'connections.confirmStep.text',
    confirm: 'connections.confirmStep.confirm',
  },
  finalize: {
    title: 'connections.finalize.title',
    text: 'connections.finalize.text',
    confirm: 'connections.finalize.confirm',
  },
} as const satisfies Record<FingerprintStep, { title: MessageId; text: MessageId; confirm: MessageId }>;

/**
 * The Confirm and Finalize steps ask first (the domain's comparesFingerprintFirst), from a row's button
 * or from the link of the connection (autoAdvance hands them back unsent): it shows the key fingerprint
 * our wallet derives, with the sentence asking to compare it with the other organization's
 * administrator, or the mark that an admin of ours already verified it (the panel of 'Connection
 * status', the same texts); 'Mark as verified' is at hand. The step sends only once the fingerprint is
 * on screen: a wallet that cannot show it could not take the step either, and its message shows here.
 * Focus starts on the way back, so Enter right after opening sends nothing.
 */
export const FingerprintConfirm = (props: {
  readonly action: FingerprintStep;
  readonly row: ConnectionRow;
  readonly onConfirm: () => Promise<unknown>;
  readonly onClose: () => void;
  readonly opener?: RefObject<HTMLElement | null> | undefined;
}) => {
  const text = useText();
  const { busy } = useConnections();
  const { fingerprint } = useConnectionFingerprint(props.row);
  const values = { name: props.row.counterpart.name };
  const texts = stepTexts[props.action];
  // As in DangerConfirmDialog: the keyup of the Enter that opened the dialog must not close it.
  const keyDownHere = useRef(false);
  const dismiss = (event: MouseEvent) => {
    if (event.detail === 0 && !keyDownHere.current) return;
    props.onClose();
  };
  return (
    <Dialog
      isOpen
      className="scr-dialog-wide"
      title={text(texts.title, values)}
      onClose={props.onClose}
      opener={props.opener}
    >
      <DialogBody>
        <p>{text(texts.text, values)}</p>
        <FingerprintPanel row={props.row} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              autoFocus
              text={text('connections.confirm.back')}
              onKeyDown={() => (keyDownHere.current = true)}
              onClick={dismiss}
            />
            <Button
              intent={Intent.PRIMARY}
              loading={busy}
              disabled={!fingerprint.data || !!fingerprint.error}
              text={text(texts.confirm, values)}
              onClick={() => void props.onConfirm().then(props.onClose)}
            />
          </>
        }
      />
    </Dialog>
  );
};
