/**
 * The rules of a table's CSV export (the users and connections tables, the Activity page): which
 * cells a spreadsheet would run, and how many rows each request of an export reads.
 */

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula
 * (CSV injection): such a cell gets a leading apostrophe, which spreadsheets show as text.
 */
export const neutralizeFormula = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/**
 * Rows an export reads per request: every row that matches is read page by page (the list's own
 * endpoint, so its authorization), large enough that 10,000 rows take 20 requests.
 */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Rows an export turns into CSV in one task of the page: a page's 500 at once held the main thread
 * long enough on a busy machine that the page stopped answering; this many are built between two
 * paints (architecture §5: no long task over 200 ms while 10,000 rows are exported).
 */
export const EXPORT_ROWS_PER_TASK = 100;

/** Rows of a table's CSV (its header or a page of its rows), every cell neutralized. */
export const exportCells = (rows: readonly (readonly string[])[]): string[][] =>
  rows.map((cells) => cells.map(neutralizeFormula));

/**
 * A date cell of an export: the instant in ISO 8601 (UTC), so a spreadsheet and a script read it
 * alike whatever the viewer's language; empty when there is none or it cannot be read.
 */
export const exportDate = (value: string | null | undefined): string => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};
