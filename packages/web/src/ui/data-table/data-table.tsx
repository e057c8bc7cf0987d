import type { HTMLAttributes, ReactNode } from 'react';
import { HTMLTable, Spinner } from '@blueprintjs/core';
import { useText } from '../../i18n/use-text.ts';
import { ariaSort, type DataTableColumn, type TableSort } from './columns.ts';
import { ColumnMenu } from './column-menu.tsx';
import { SortButton } from './sort-header.tsx';
import { useColumnChoice } from './use-column-choice.ts';
import { columnsWithValues } from './empty-columns.ts';
import { ExportButton } from '../export/export-button.tsx';
import type { ExportColumn, TableExport } from '../export/use-table-export.ts';
import './data-table.css';

/*
 * The one table of the app, on Blueprint's HTMLTable: native table, row, columnheader and cell
 * elements, so assistive technology reads which value belongs to which row and column. Blueprint's
 * data grid (@blueprintjs/table) was used before and is not: it draws cells in positioned divs and
 * exposes no table, row or cell roles (a known, open limitation upstream, palantir/blueprint#6224),
 * and it needs fixed pixel widths that make a phone scroll sideways.
 *
 * On a narrow screen (see data-table.css) each row is drawn as a stacked card: every cell on its own
 * line with its column's header before it, the actions last, so nothing scrolls sideways. Because
 * some browsers drop a table's semantics once its display changes, the elements carry their roles
 * explicitly as well.
 */

export type DataTableProps<T> = {
  readonly columns: readonly DataTableColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string | number;
  /** The table's accessible name. */
  readonly label: string;
  /** A visible caption above the rows (the accessible name stays `label`). */
  readonly caption?: ReactNode;
  readonly sort?: TableSort | null;
  /** Given: headers of columns with a sortKey sort the table (the caller decides where). */
  readonly onSortChange?: (sort: TableSort | null) => void;
  /** Shown in place of the rows when there are none. */
  readonly empty?: ReactNode;
  /** The rows are being refreshed: they stay, marked busy. */
  readonly loading?: boolean;
  /** Given: a column menu, with the choice kept in this browser under this id. */
  readonly columnMenuId?: string;
  /** Controls drawn beside the column menu, above the table. */
  readonly toolbar?: ReactNode;
  /** Given: 'Export CSV' above the table, of every row of its view in the columns shown. */
  readonly exportRows?: TableExport<T>;
  readonly rowClassName?: (row: T) => string | undefined;
  readonly rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  readonly striped?: boolean;
  /** A class of the table element, for a table's own styling. */
  readonly tableClassName?: string;
  /** False: the table brings its own narrow-screen layout instead of the stacked rows. */
  readonly stacked?: boolean;
};

/** The columns an export writes: the ones shown that have a text value (not the actions). */
const exportColumns = <T,>(visible: readonly DataTableColumn<T>[]): ExportColumn<T>[] =>
  visible.flatMap((c) => (c.exportValue && !c.isAction ? [{ header: c.header, value: c.exportValue }] : []));

/** The classes of a column's header and cells. */
const cellClass = (column: DataTableColumn<never>): string =>
  [
    column.align && column.align !== 'start' ? `scr-data-table__cell--${column.align}` : '',
    column.isAction ? 'scr-data-table__action' : '',
    column.nowrap ? 'scr-data-table__cell--nowrap' : '',
    column.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

export const DataTable = <T,>(props: DataTableProps<T>) => {
  const text = useText();
  const { visible: chosen, isShown, toggle } = useColumnChoice(props.columns, props.columnMenuId);
  // The chosen columns less those empty on this page; the export keeps every chosen one, as it
  // writes every page, not this one.
  const visible = columnsWithValues(chosen, props.rows);
  const hasToolbar =
    props.columnMenuId !== undefined || props.toolbar !== undefined || props.exportRows !== undefined;
  return (
    <div className="scr-data-table">
      {hasToolbar && (
        <div className="scr-data-table__toolbar">
          {props.toolbar}
          {props.loading && (
            <span className="scr-data-table__busy" role="status">
              <Spinner size={14} />
              {text('table.loading')}
            </span>
          )}
          {props.exportRows && <ExportButton job={props.exportRows} columns={exportColumns(chosen)} />}
          {props.columnMenuId !== undefined && (
            <ColumnMenu
              columns={props.columns}
              isShown={isShown}
              isEmpty={(column) => isShown(column) && !visible.includes(column)}
              onToggle={toggle}
            />
          )}
        </div>
      )}
      {/* A table wider than the page (long words in another language, many columns shown) scrolls in
          its own box: the page itself never scrolls sideways, and the top bar keeps its width. */}
      <div className="scr-data-table__scroll">
        <HTMLTable
          compact
          striped={props.striped ?? true}
          role="table"
          aria-label={props.label}
          aria-busy={props.loading || undefined}
          className={[
            'scr-data-table__table',
            props.stacked === false ? '' : 'scr-data-table__table--stack',
            props.loading ? 'scr-data-table__table--busy' : '',
            props.tableClassName ?? '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {props.caption !== undefined && <caption>{props.caption}</caption>}
          <thead role="rowgroup">
            <tr role="row">
              {visible.map((column) => (
                <th
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  aria-sort={props.onSortChange ? ariaSort(column, props.sort) : undefined}
                  className={cellClass(column) || undefined}
                >
                  {column.headerCell !== undefined ? (
                    column.headerCell
                  ) : column.sortKey && props.onSortChange ? (
                    <SortButton
                      column={{ ...column, sortKey: column.sortKey }}
                      sort={props.sort}
                      onSortChange={props.onSortChange}
                    />
                  ) : column.headerHidden ? (
                    <span className="scr-data-table__hidden-text">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {props.rows.length === 0 && props.empty !== undefined && (
              <tr role="row">
                <td role="cell" colSpan={visible.length} className="scr-data-table__empty">
                  {props.empty}
                </td>
              </tr>
            )}
            {props.rows.map((row) => (
              <tr
                key={props.rowKey(row)}
                role="row"
                className={props.rowClassName?.(row)}
                {...props.rowProps?.(row)}
              >
                {visible.map((column) => (
                  <td
                    key={column.id}
                    role="cell"
                    data-column={column.id}
                    data-label={column.isAction || column.headerHidden ? undefined : column.header}
                    className={cellClass(column) || undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
};
