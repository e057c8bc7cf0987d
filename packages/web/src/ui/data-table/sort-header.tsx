import { Icon } from '@blueprintjs/core';
import { CaretDown, CaretUp, DoubleCaretVertical } from '@blueprintjs/icons';
import { nextSort } from '@scr/domain';
import type { DataTableColumn, TableSort } from './columns.ts';

/**
 * A sortable header's content: a button (so a click, Enter and Space all sort) with the header text
 * and the direction drawn as an icon. The direction itself is read from the header's aria-sort.
 */
export const SortButton = <T,>(props: {
  readonly column: DataTableColumn<T> & { readonly sortKey: string };
  readonly sort: TableSort | null | undefined;
  readonly onSortChange: (sort: TableSort | null) => void;
}) => {
  const active = props.sort?.field === props.column.sortKey ? props.sort.direction : null;
  const icon = active === 'asc' ? <CaretUp /> : active === 'desc' ? <CaretDown /> : <DoubleCaretVertical />;
  return (
    <button
      type="button"
      className="scr-data-table__sort"
      onClick={() => props.onSortChange(nextSort(props.sort ?? null, props.column.sortKey))}
    >
      {props.column.header}
      <Icon icon={icon} size={12} aria-hidden className="scr-data-table__sort-icon" />
    </button>
  );
};
