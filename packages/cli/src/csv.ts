import Papa from 'papaparse';
import { exportCells } from '@scr/domain';

const CRLF = '\r\n';

/**
 * A CSV file as the portal's 'Export CSV' writes it, byte for byte: RFC 4180 by papaparse with every
 * cell quoted, CRLF between lines and none after the last, a UTF-8 byte order mark first (so a
 * spreadsheet reads accents and the Dutch texts right), every cell neutralized by the domain's
 * exportCells (a cell a spreadsheet would run as a formula starts with an apostrophe). The test of
 * the built scr compares its file with the portal's download of the same view.
 */
export const csvFile = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\uFEFF${Papa.unparse(exportCells([header, ...rows]), { quotes: true, newline: CRLF })}`;
