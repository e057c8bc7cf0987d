import type { ReactNode } from 'react';
import { Button, Callout, DialogBody, DialogFooter, Icon, Intent } from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import { Circle, Disable, TickCircle } from '@blueprintjs/icons';
import {
  connectionTimeline,
  formatConnectionDateTime,
  hasFingerprint,
  invitationStatusDialog,
  type ConnectionRow,
  type InvitationRow,
  type MessageRef,
} from '@scr/domain';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { FingerprintPanel } from './fingerprint-panel.tsx';

type Step = {
  readonly label: MessageRef;
  readonly done: boolean;
  readonly stopped: boolean;
  readonly at: string | null;
};

/** A step reached is a green tick, where it ended (declined, cancelled, expired) a red stop. */
const stepIcon = (step: Step) =>
  step.stopped ? (
    <Icon icon={<Disable />} intent={Intent.DANGER} />
  ) : (
    <Icon icon={step.done ? <TickCircle /> : <Circle />} intent={step.done ? Intent.SUCCESS : Intent.NONE} />
  );

/** One line of a timeline: done or not, the label, and the time as 'DD MMM YYYY HH:mm'. */
const StepLine = ({ step, children }: { step: Step; children?: ReactNode }) => {
  const text = useText();
  const { locale } = useLocale();
  const state = step.stopped ? ' scr-step-stopped' : step.done ? ' scr-step-done' : '';
  return (
    <li className={`scr-step${state}`}>
      {stepIcon(step)}
      <span className="scr-step-label">{text(step.label)}</span>
      <span className="scr-step-time">{formatConnectionDateTime(step.at, locale)}</span>
      {children}
    </li>
  );
};

const Frame = (props: { title: string; onClose: () => void; children: ReactNode }) => {
  const text = useText();
  return (
    <Dialog isOpen title={props.title} onClose={props.onClose}>
      <DialogBody>{props.children}</DialogBody>
      <DialogFooter actions={<Button text={text('connections.action.close')} onClick={props.onClose} />} />
    </Dialog>
  );
};

/** 'Connection status': the four steps, the cancelled/declined row with its note, 'You need to confirm'. */
export const ConnectionStatusDialog = ({ row, onClose }: { row: ConnectionRow; onClose: () => void }) => {
  const text = useText();
  const { connection, side } = row;
  const ours = side === 'A' ? connection.organizationIdA : connection.organizationIdB;
  const timeline = connectionTimeline(connection, ours);
  return (
    <Frame title={text(timeline.title)} onClose={onClose}>
      <p className="scr-dialog-subject">{row.counterpart.name}</p>
      <ol className="scr-timeline">
        {timeline.steps.map((step) => (
          <StepLine key={step.label.id} step={step} />
        ))}
        {timeline.ended && (
          <StepLine step={timeline.ended}>
            <p className="scr-step-note">{text(timeline.ended.note)}</p>
          </StepLine>
        )}
      </ol>
      {timeline.needToConfirm && <Callout intent={Intent.WARNING}>{text(timeline.needToConfirm)}</Callout>}
      {hasFingerprint(connection) && <FingerprintPanel row={row} />}
    </Frame>
  );
};

/** 'Invitation status': sent, accepted/onboarding, the outcome, and the valid-until date. */
export const InvitationStatusDialog = ({ row, onClose }: { row: InvitationRow; onClose: () => void }) => {
  const text = useText();
  const { locale } = useLocale();
  const { useCases } = useConnections();
  const view = invitationStatusDialog(row.invitation, useCases.now());
  return (
    <Frame title={text(view.title)} onClose={onClose}>
      <p className="scr-dialog-subject">{row.invitation.name}</p>
      <ol className="scr-timeline">
        {view.rows.map((step) => (
          <StepLine key={step.label.id} step={step} />
        ))}
      </ol>
      <p>
        {text(view.validUntil.label)}: {formatConnectionDateTime(view.validUntil.at, locale)}
      </p>
    </Frame>
  );
};

/** 'Invitation message' (the SHOW button of tab 3): the message as the sender typed it. */
export const InvitationMessageDialog = ({ message, onClose }: { message: string; onClose: () => void }) => {
  const text = useText();
  return (
    <Frame title={text('connections.invitationMessage.title')} onClose={onClose}>
      <p className="scr-message-text">{message}</p>
    </Frame>
  );
};
