import type { ReactNode } from 'react';
import type { ColumnSort } from '@scr/domain';

/** One column of a DataTable: what its header says and how a row fills its cell. */
export type DataTableColumn<T> = {
  /** Stable id: the key of the remembered column choice and of a cell's data attribute. */
  readonly id: string;
  /** The header text (also the label of a stacked cell on a phone and of the column menu). */
  readonly header: string;
  /** Read by assistive technology but not drawn (a selection column's header). */
  readonly headerHidden?: boolean;
  /** Drawn in the header in place of its text (a 'select all on this page' checkbox). */
  readonly headerCell?: ReactNode;
  readonly cell: (row: T) => ReactNode;
  /** The cell as text in a CSV export (dates as ISO 8601); a column without one is not exported. */
  readonly exportValue?: (row: T) => string;
  /** The key the table's sort is expressed in; a column without one cannot be sorted. */
  readonly sortKey?: string;
  /** Hidden until shown from the column menu. */
  readonly hiddenByDefault?: boolean;
  /** False keeps the column out of the column menu (always shown). Defaults to true. */
  readonly hideable?: boolean;
  readonly align?: 'start' | 'center' | 'end';
  /** A value read as one piece (a date, a code, a reference): its cell never breaks it over lines. */
  readonly nowrap?: boolean;
  /** A class of the column's cells, for a table's own styling. */
  readonly className?: string;
  /** The row's actions: drawn without a label and kept in reach on a narrow screen. */
  readonly isAction?: boolean;
};

/**
 * A table's sort: one column (by its sortKey) in one direction, or null for the list's own order.
 * The lists' rule (list-query in the domain) is the one sort of the app: a header click cycles a
 * column ascending, descending, then back to the list's own order.
 */
export type TableSort = ColumnSort<string>;

/** The header's aria-sort: only a sortable column carries one. */
export const ariaSort = (
  column: Pick<DataTableColumn<unknown>, 'sortKey'>,
  sort: TableSort | null | undefined,
): 'ascending' | 'descending' | 'none' | undefined => {
  if (!column.sortKey) return undefined;
  if (sort?.field !== column.sortKey) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
};
