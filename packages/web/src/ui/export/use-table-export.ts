import { useCallback, useRef, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import { exportCells } from '@scr/domain';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { failureText, type ShownFailure } from '../failure-text.ts';
import { csvBlocks, csvFile, csvLines, downloadFile } from './csv-file.ts';

/** One page of an export's rows, and how many pages the whole export has. */
export type ExportPage<T> = { readonly rows: readonly T[]; readonly pages: number };

/** What a table exports: its file's name and how to read every row matching its view, page by page. */
export type TableExport<T> = {
  readonly fileName: string;
  /** Page `page` (from 0) of every row matching the table's filter, search and sort. */
  readonly readPage: (page: number) => ResultAsync<ExportPage<T>, ShownFailure>;
};

/** A column as exported: its header in the UI language and its cell as text. */
export type ExportColumn<T> = { readonly header: string; readonly value: (row: T) => string };

/** How far an export is: pages read of all its pages. */
export type ExportProgress = { readonly done: number; readonly pages: number };

/**
 * Exports every row of a table's view as CSV: reads the pages one after another from the platform
 * (the list's own endpoint, so its authorization), turns each page into blocks of CSV lines a
 * few rows per task (csvBlocks), and downloads the file once the last page is in. `progress` is set while it runs.
 */
export const useTableExport = <T>() => {
  const { notify } = useSnackbars();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef(false);

  const start = useCallback(
    async (job: TableExport<T>, columns: readonly ExportColumn<T>[]): Promise<void> => {
      if (running.current) return;
      running.current = true;
      setProgress({ done: 0, pages: 1 });
      const blocks = [csvLines(exportCells([columns.map((c) => c.header)]))];
      let count = 0;
      try {
        for (let page = 0, pages = 1; page < pages; page++) {
          const read = await job.readPage(page);
          if (read.isErr()) {
            notify({ message: failureText(read.error, { id: 'table.export.failed' }), intent: 'danger' });
            return;
          }
          pages = read.value.pages;
          const rows = read.value.rows;
          count += rows.length;
          blocks.push(...(await csvBlocks(rows, (r) => columns.map((c) => c.value(r)))));
          setProgress({ done: page + 1, pages });
        }
        downloadFile(`${job.fileName}.csv`, csvFile(blocks));
        notify({ message: { id: 'table.export.done', values: { count } }, intent: 'success' });
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [notify],
  );
  return { start, progress };
};
