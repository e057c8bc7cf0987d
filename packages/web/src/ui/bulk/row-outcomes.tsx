import { Icon, Intent } from '@blueprintjs/core';
import { Disable, Error as ErrorIcon, Time, Tick } from '@blueprintjs/icons';
import { useText } from '../../i18n/use-text.ts';
import type { RowOutcome } from './use-bulk-run.ts';

/** The result of a bulk action per row: done, failed with why, waiting, or not tried. */
export const RowOutcomes = <T,>(props: {
  readonly rows: readonly T[];
  readonly outcomes: readonly RowOutcome[];
  readonly rowKey: (row: T) => string | number;
  readonly rowName: (row: T) => string;
}) => {
  const text = useText();
  const describe = (outcome: RowOutcome | undefined) => {
    switch (outcome?.state ?? 'pending') {
      case 'done':
        return { icon: <Tick />, intent: Intent.SUCCESS, label: text('table.bulk.result.done') };
      case 'failed':
        return {
          icon: <ErrorIcon />,
          intent: Intent.DANGER,
          label: text('table.bulk.result.failed', {
            reason: text((outcome as Extract<RowOutcome, { state: 'failed' }>).reason),
          }),
        };
      case 'skipped':
        return { icon: <Disable />, intent: Intent.NONE, label: text('table.bulk.result.skipped') };
      default:
        return { icon: <Time />, intent: Intent.NONE, label: text('table.bulk.result.pending') };
    }
  };
  return (
    <ul className="scr-bulk-dialog__results" aria-label={text('table.bulk.results')}>
      {props.rows.map((row, i) => {
        const shown = describe(props.outcomes[i]);
        return (
          <li key={props.rowKey(row)} data-state={props.outcomes[i]?.state ?? 'pending'}>
            <Icon icon={shown.icon} intent={shown.intent} aria-hidden />
            <span>
              {props.rowName(row)}: {shown.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
};
