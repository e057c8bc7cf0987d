import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { useText } from '../../i18n/use-text.ts';
import type { TableExport } from '../export/use-table-export.ts';
import type { RowSelection } from './use-row-selection.ts';
import { useSelectAllMatching } from './use-select-all-matching.ts';
import './selection.css';

type Props<T> = {
  readonly selection: RowSelection<T>;
  /** How many rows match the table's view, on every page. */
  readonly total: number;
  /** Every matching row, page by page (the table's export reader). */
  readonly source: TableExport<T> | undefined;
  /** The actions on the chosen rows (buttons), shown while any row is chosen. */
  readonly children: ReactNode;
};

/**
 * The bar under a table with a selection column: how many rows are chosen, said to screen readers
 * as it changes (a polite live region that is always there, so the first change is announced too),
 * 'Select all N that match', 'Clear selection' and the actions. It follows the table in the tab
 * order: a keyboard user checks rows with Space and tabs on to the actions. It sticks to the
 * bottom of the window while the table is longer than the screen.
 */
export const SelectionBar = <T,>({ selection, total, source, children }: Props<T>) => {
  const text = useText();
  const { selectAll, reading } = useSelectAllMatching(selection, source);
  const chosen = selection.count > 0;
  return (
    <div
      role="region"
      aria-label={text('table.selection.bar')}
      className={chosen ? 'scr-selection-bar scr-selection-bar--active' : 'scr-selection-bar'}
    >
      <span role="status" className="scr-selection-bar__count">
        {text('table.selection.count', { count: selection.count })}
      </span>
      {chosen && (
        <>
          {selection.count < total && source && (
            <Button
              variant="minimal"
              loading={reading}
              text={text('table.selection.all', { total })}
              onClick={() => void selectAll()}
            />
          )}
          <Button variant="minimal" text={text('table.selection.clear')} onClick={selection.clear} />
          <span className="scr-selection-bar__actions">{children}</span>
        </>
      )}
    </div>
  );
};
