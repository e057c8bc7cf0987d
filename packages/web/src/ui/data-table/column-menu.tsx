import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { ColumnLayout } from '@blueprintjs/icons';
import { useText } from '../../i18n/use-text.ts';
import type { DataTableColumn } from './columns.ts';

/** The 'Columns' button and its popover: one checkbox per column the user may show or hide. */
export const ColumnMenu = <T,>(props: {
  readonly columns: readonly DataTableColumn<T>[];
  readonly isShown: (column: DataTableColumn<T>) => boolean;
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
              label={column.header}
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
