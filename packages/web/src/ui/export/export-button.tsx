import { Button, ProgressBar } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useText } from '../../i18n/use-text.ts';
import { useTableExport, type ExportColumn, type TableExport } from './use-table-export.ts';
import './export.css';

/**
 * 'Export CSV' above a table: every row of the table's view in `columns` (the ones shown). An
 * export of more than one page says how far it is, with a progress bar.
 */
export const ExportButton = <T,>(props: {
  readonly job: TableExport<T>;
  readonly columns: readonly ExportColumn<T>[];
}) => {
  const text = useText();
  const { start, progress } = useTableExport<T>();
  return (
    <span className="scr-export">
      {progress && progress.pages > 1 && (
        <span className="scr-export__progress" role="status">
          <ProgressBar
            className="scr-export__bar"
            value={progress.done / progress.pages}
            stripes={false}
            aria-hidden
          />
          {text('table.export.progress', progress)}
        </span>
      )}
      <Button
        icon={<Download />}
        text={text('table.export.button')}
        loading={progress !== null}
        onClick={() => void start(props.job, props.columns)}
      />
    </span>
  );
};
