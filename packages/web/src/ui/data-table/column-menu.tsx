import { Button, Checkbox, Classes, PopoverNext } from '@blueprintjs/core';
import { ColumnLayout } from '@blueprintjs/icons';
import { useText } from '../../i18n/use-text.ts';
import type { DataTableColumn } from './columns.ts';

/**
 * The 'Columns' button and its popover: one checkbox per column the user may show or hide. A column
 * that is chosen but left out because no row of the page has a value in it says so, so that ticking
 * it and seeing nothing appear is no riddle.
 */
export const ColumnMenu = <T,>(props: {
  readonly columns: readonly DataTableColumn<T>[];
  readonly isShown: (column: DataTableColumn<T>) => boolean;
  /** Chosen, but empty in every row of the page (empty-columns.ts). */
  readonly isEmpty: (column: DataTableColumn<T>) => boolean;
  readonly onToggle: (column: DataTableColumn<T>) => void;
}) => {
  const text = useText();
  const label = text('table.columnsShown');
  const choices = props.columns.filter((c) => c.hideable !== false);
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <fieldset className="scr-data-table__column-menu">
          <legend>{label}</legend>
          {choices.map((column) => (
            <Checkbox
              key={column.id}
              labelElement={
                props.isEmpty(column) ? (
                  <>
                    {column.header} <span className={Classes.TEXT_MUTED}>{text('table.columnEmpty')}</span>
                  </>
                ) : (
                  column.header
                )
              }
              checked={props.isShown(column)}
              onChange={() => props.onToggle(column)}
            />
          ))}
        </fieldset>
      }
    >
      <Button variant="minimal" size="small" icon={<ColumnLayout />} text={text('table.columns')} />
    </PopoverNext>
  );
};
