import { groupExclusions, type Excluded } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';

/** The most names a reason's line shows itself; more go behind a disclosure. */
const NAMES_INLINE = 5;

/**
 * The rows a bulk action leaves out, one line per reason (groupExclusions), in the selection's order.
 * Decision: a reason that keeps out one row names it ('Mechelen Drivers BV: …'), as a count would
 * say less in the same room. One that keeps out several says how many, then the rows' names: in
 * brackets when they are few, behind 'Show the 12 rows' when more. The reason is what an admin
 * weighs before confirming; the names are for finding those rows afterwards, so they stay one click
 * away, while hundreds of them (every row that matches) would push the confirm button out of sight.
 */
export const ExcludedRows = <T,>(props: {
  readonly excluded: readonly Excluded<T>[];
  readonly rowKey: (row: T) => string | number;
  readonly rowName: (row: T) => string;
}) => {
  const text = useText();
  const groups = groupExclusions(props.excluded);
  return (
    <section className="scr-bulk-dialog__excluded">
      <p>{text('table.bulk.excluded', { count: props.excluded.length })}</p>
      <ul>
        {groups.map(({ reason, items }) => {
          const key = props.rowKey(items[0] as T);
          const reasonText = text(reason);
          if (items.length === 1)
            return (
              <li key={key}>
                <strong>{props.rowName(items[0] as T)}</strong>: {reasonText}
              </li>
            );
          const names = items.map(props.rowName);
          return (
            <li key={key}>
              {text('table.bulk.excludedGroup', { count: items.length, reason: reasonText })}
              {names.length <= NAMES_INLINE ? (
                <> ({names.join(', ')})</>
              ) : (
                <details className="scr-bulk-dialog__names">
                  <summary>{text('table.bulk.excludedNames', { count: names.length })}</summary>
                  <p>{names.join(', ')}</p>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
