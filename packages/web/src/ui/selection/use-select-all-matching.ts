import { useCallback, useState } from 'react';
import { useSnackbars } from '../../shell/snackbars.tsx';
import type { TableExport } from '../export/use-table-export.ts';
import { failureText } from '../failure-text.ts';
import type { RowSelection } from './use-row-selection.ts';

/**
 * 'Select all N that match': the platform pages its lists, so every matching row is read page by
 * page through the list's own call (the one 'Export CSV' reads), not taken from the page on
 * screen. A failed read leaves the choice as it was and says why.
 */
export const useSelectAllMatching = <T>(selection: RowSelection<T>, source: TableExport<T> | undefined) => {
  const { notify } = useSnackbars();
  const [reading, setReading] = useState(false);
  const { replace } = selection;
  const selectAll = useCallback(async () => {
    if (!source) return;
    setReading(true);
    try {
      const rows: T[] = [];
      for (let page = 0, pages = 1; page < pages; page++) {
        const read = await source.readPage(page);
        if (read.isErr()) {
          notify({ message: failureText(read.error, { id: 'shared.error.offline' }), intent: 'danger' });
          return;
        }
        pages = read.value.pages;
        rows.push(...read.value.rows);
      }
      replace(rows);
    } finally {
      setReading(false);
    }
  }, [source, replace, notify]);
  return { selectAll, reading };
};
