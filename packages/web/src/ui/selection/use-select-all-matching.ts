import { useCallback } from 'react';
import { okAsync, type ResultAsync } from 'neverthrow';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { useResultQuery } from '../../server-state/result-query.ts';
import type { TableExport } from '../export/use-table-export.ts';
import { failureText, type ShownFailure } from '../failure-text.ts';
import type { RowSelection } from './use-row-selection.ts';

/** Every row of the view, read page by page through the list's own call. */
const readAll = <T>(source: TableExport<T>): ResultAsync<readonly T[], ShownFailure> => {
  const from = (page: number, rows: readonly T[]): ResultAsync<readonly T[], ShownFailure> =>
    source.readPage(page).andThen((read) => {
      const all = [...rows, ...read.rows];
      return page + 1 < read.pages ? from(page + 1, all) : okAsync(all);
    });
  return from(0, []);
};

/**
 * 'Select all N that match': the platform pages its lists, so every matching row is read page by
 * page through the list's own call (the one 'Export CSV' reads), not taken from the page on
 * screen. The read is a query run on demand (its pending state, and its failure through the one
 * failure table); a failed read leaves the choice as it was and says why.
 */
export const useSelectAllMatching = <T>(selection: RowSelection<T>, source: TableExport<T> | undefined) => {
  const { notify } = useSnackbars();
  const { replace } = selection;
  const all = useResultQuery({
    key: ['selection', 'all-matching', source?.fileName ?? ''],
    load: () => (source ? readAll(source) : okAsync([])),
    enabled: false,
  });
  const { refetch } = all;
  const selectAll = useCallback(async () => {
    const read = await refetch();
    if (read.isError)
      notify({ message: failureText(read.error, { id: 'shared.error.offline' }), intent: 'danger' });
    else if (read.data) replace(read.data);
  }, [refetch, replace, notify]);
  return { selectAll, reading: all.isFetching };
};
