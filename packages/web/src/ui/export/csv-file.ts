import Papa from 'papaparse';
import { EXPORT_ROWS_PER_TASK, exportCells, nextTask } from '@scr/domain';

/*
 * The app's one CSV writer (the Activity page and the tables' exports): RFC 4180 by papaparse, every
 * cell quoted, CRLF line ends, and a UTF-8 byte order mark so a spreadsheet reads accents and the
 * Dutch texts right. The cells arrive neutralized by the domain (tables/export.ts, neutralizeFormula).
 */

const CRLF = '\r\n';

/**
 * Rows as CSV lines, without a line end after the last (a block of the file). `delimiter` ';' writes
 * the CSV a spreadsheet set to a Dutch locale writes and reads.
 */
export const csvLines = (rows: readonly (readonly string[])[], delimiter = ','): string =>
  Papa.unparse(rows as string[][], { quotes: true, newline: CRLF, delimiter });

/**
 * `rows` as blocks of CSV lines, each row's cells by `cells` (neutralized here, by the domain's
 * exportCells), EXPORT_ROWS_PER_TASK rows per block and each block in a task of its own: an export
 * of thousands of rows never holds the page's main thread in one long task.
 */
export const csvBlocks = async <T>(
  rows: readonly T[],
  cells: (row: T) => readonly string[],
): Promise<string[]> => {
  const blocks: string[] = [];
  for (let from = 0; from < rows.length; from += EXPORT_ROWS_PER_TASK) {
    await nextTask();
    blocks.push(csvLines(exportCells(rows.slice(from, from + EXPORT_ROWS_PER_TASK).map(cells))));
  }
  return blocks;
};

/**
 * The file of these blocks (the header's, then a page's each): blocks are joined, never
 * concatenated into one string, so a large export is never copied whole in the page.
 */
export const csvFile = (blocks: readonly string[]): Blob =>
  new Blob(
    ['\uFEFF', ...blocks.filter((b) => b !== '').flatMap((block, i) => (i === 0 ? [block] : [CRLF, block]))],
    { type: 'text/csv;charset=utf-8' },
  );

/** Hands the file to the browser as a download. */
export const downloadFile = (fileName: string, file: Blob): void => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
