import Papa from 'papaparse';

/*
 * The app's one CSV writer (the Activity page and the tables' exports): RFC 4180 by papaparse, every
 * cell quoted, CRLF line ends, and a UTF-8 byte order mark so a spreadsheet reads accents and the
 * Dutch texts right. The cells arrive neutralized by the domain (tables/export.ts, neutralizeFormula).
 */

const CRLF = '\r\n';

/** Rows as CSV lines, without a line end after the last (a block of the file). */
export const csvLines = (rows: readonly (readonly string[])[]): string =>
  Papa.unparse(rows as string[][], { quotes: true, newline: CRLF });

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
