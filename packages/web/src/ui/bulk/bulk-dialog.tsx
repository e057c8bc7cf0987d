import { useRef, type MouseEvent } from 'react';
import { Button, Callout, DialogBody, DialogFooter, Intent, ProgressBar } from '@blueprintjs/core';
import type { BulkPlan, MessageRef } from '@scr/domain';
import type { ResultAsync } from 'neverthrow';
import type { MutationKey } from '@tanstack/react-query';
import { useText } from '../../i18n/use-text.ts';
import { Dialog } from '../dialog.tsx';
import { useBulkRun, type RowFailure } from './use-bulk-run.ts';
import { RowOutcomes } from './row-outcomes.tsx';
import { ExcludedRows } from './excluded-rows.tsx';
import './bulk.css';

type Props<T> = {
  /** What happens to how many rows ('Delete 12 users'), or the question asked before it. */
  readonly title: MessageRef;
  /** The confirming button, naming the count ('Cancel 3 requests'); the title when not given. */
  readonly confirm?: MessageRef | undefined;
  /** What will happen, said before the rows left out. */
  readonly text?: MessageRef | null | undefined;
  /** The way out that changes nothing: 'Cancel' when not given; 'Back' where the action is a cancel. */
  readonly dismiss?: MessageRef | undefined;
  readonly plan: BulkPlan<T>;
  readonly rowKey: (row: T) => string | number;
  /** The row as the lists name it (a user's name, an organization's). */
  readonly rowName: (row: T) => string;
  /** A destructive action: its button is red. */
  readonly danger?: boolean;
  /** The single-row use case of the action. */
  readonly runRow: (row: T) => ResultAsync<unknown, RowFailure>;
  /** The kind of write, as the page's own actions name it. */
  readonly mutationKey?: MutationKey;
  readonly onClose: () => void;
  /** The run ended: the lists are read again and the selection cleared. */
  readonly onFinished: () => void;
};

/**
 * The confirmation of a bulk action, then its progress: the title names what happens to how many
 * rows (or asks first, with what will happen), the rows the plan leaves out are listed by reason,
 * and once confirmed a progress bar and a result per row follow. Focus starts on the way out
 * (Enter right after opening changes nothing); the dialog cannot be closed while the rows are
 * being sent.
 */
export const BulkDialog = <T,>(props: Props<T>) => {
  const text = useText();
  const run = useBulkRun(props.runRow, props.mutationKey);
  const { included, excluded } = props.plan;
  const keyDownHere = useRef(false);
  // Blueprint clicks a button on the keyup of Enter even when the keydown opened this dialog.
  const dismiss = (event: MouseEvent) => {
    if (event.detail === 0 && !keyDownHere.current) return;
    props.onClose();
  };
  const confirm = () =>
    void run.start(included).then(() => {
      props.onFinished();
    });
  const done = run.outcomes.filter((o) => o.state === 'done').length;
  const failed = run.outcomes.filter((o) => o.state === 'failed').length;
  const settled = run.outcomes.filter((o) => o.state !== 'pending').length;
  const running = run.phase === 'running';
  return (
    <Dialog
      isOpen
      title={text(props.title)}
      onClose={running ? undefined : props.onClose}
      isCloseButtonShown={!running}
      canEscapeKeyClose={!running}
      canOutsideClickClose={false}
      className="scr-bulk-dialog"
    >
      <DialogBody>
        {run.phase === 'idle' ? (
          <>
            {props.text && <p>{text(props.text)}</p>}
            {included.length === 0 && <Callout intent={Intent.WARNING}>{text('table.bulk.none')}</Callout>}
            {excluded.length > 0 && (
              <ExcludedRows excluded={excluded} rowKey={props.rowKey} rowName={props.rowName} />
            )}
          </>
        ) : (
          <>
            <ProgressBar
              aria-label={text('table.bulk.progress', { done: settled, total: included.length })}
              value={included.length === 0 ? 1 : settled / included.length}
              intent={failed > 0 ? Intent.WARNING : Intent.PRIMARY}
              animate={running}
              stripes={running}
            />
            <p role="status">
              {run.phase === 'finished'
                ? text('table.bulk.summary', { done, failed })
                : text('table.bulk.progress', { done: settled, total: included.length })}
              {run.waitSeconds !== null && <> · {text('table.bulk.wait', { seconds: run.waitSeconds })}</>}
            </p>
            <RowOutcomes
              rows={included}
              outcomes={run.outcomes}
              rowKey={props.rowKey}
              rowName={props.rowName}
            />
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          run.phase === 'idle' ? (
            <>
              <Button
                autoFocus
                text={text(props.dismiss ?? { id: 'table.bulk.cancel' })}
                onKeyDown={() => (keyDownHere.current = true)}
                onClick={dismiss}
              />
              <Button
                intent={props.danger ? Intent.DANGER : Intent.PRIMARY}
                disabled={included.length === 0}
                text={text(props.confirm ?? props.title)}
                onClick={confirm}
              />
            </>
          ) : (
            <Button
              intent={Intent.PRIMARY}
              disabled={running}
              text={text('table.bulk.close')}
              onClick={props.onClose}
            />
          )
        }
      />
    </Dialog>
  );
};
