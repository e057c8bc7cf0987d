import type { ChangeEvent } from 'react';
import { Checkbox } from '@blueprintjs/core';
import type { TextFn } from '../../i18n/use-text.ts';
import type { DataTableColumn } from '../data-table/columns.ts';
import type { RowSelection } from './use-row-selection.ts';
import './selection.css';

/** A checkbox's change came from a shift-click (or Shift+Space): the range of selection.toggle. */
const withShift = (event: ChangeEvent<HTMLInputElement>): boolean =>
  'shiftKey' in event.nativeEvent && (event.nativeEvent as MouseEvent).shiftKey;

/**
 * The selection column of a table: a real checkbox per row (named for its row, so a screen reader
 * says whom it selects) and, in the header, 'Select all on this page', mixed while only some are.
 */
export const selectionColumn = <T,>(input: {
  readonly text: TextFn;
  readonly selection: RowSelection<T>;
  /** The rows of the page shown. */
  readonly page: readonly T[];
  /** How the row's checkbox names its row ('Select Anna Admin'). */
  readonly rowName: (row: T) => string;
}): DataTableColumn<T> => {
  const { text, selection, page } = input;
  const onPage = page.filter(selection.isSelected).length;
  return {
    id: 'select',
    header: text('table.selection.column'),
    headerHidden: true,
    hideable: false,
    className: 'scr-selection__cell',
    headerCell: (
      <Checkbox
        className="scr-selection__checkbox"
        aria-label={text('table.selection.page')}
        checked={page.length > 0 && onPage === page.length}
        indeterminate={onPage > 0 && onPage < page.length}
        disabled={page.length === 0}
        onChange={(e) => selection.setPage(page, e.currentTarget.checked)}
      />
    ),
    cell: (row) => (
      <Checkbox
        className="scr-selection__checkbox"
        aria-label={text('table.selection.row', { name: input.rowName(row) })}
        checked={selection.isSelected(row)}
        onChange={(e) => selection.toggle(row, page, withShift(e))}
      />
    ),
  };
};
