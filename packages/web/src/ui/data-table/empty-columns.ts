import type { DataTableColumn } from './columns.ts';

/**
 * Does this row leave the column's cell without a value? A cell's value is its text, the one an
 * export writes (`exportValue`): the cells draw that text, or an icon or button for it. A column
 * without a text value (a selection's checkboxes, the row's actions) always has something to show.
 */
const hasNoValue = <T>(column: DataTableColumn<T>, row: T): boolean =>
  column.exportValue !== undefined && column.exportValue(row).trim() === '';

/**
 * The columns that have a value in at least one of these rows: a column empty in every row of the
 * page (Portbase, which the contract never fills; Deleted on a page of active users; Message on a
 * page of rows without one) takes no room and comes back as soon as a row has a value. The one place
 * every table decides it (DataTable calls it). A page with no rows keeps its columns: its headers
 * over the 'nothing here' line say what the table would show, and a search that empties the page
 * does not make them jump.
 */
export const columnsWithValues = <T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]) =>
  rows.length === 0
    ? columns
    : columns.filter((column) => column.isAction || !rows.every((row) => hasNoValue(column, row)));
