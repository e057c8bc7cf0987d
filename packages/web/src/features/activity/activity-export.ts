import Papa from 'papaparse';
import { activityExportRows, type AuditEntry, type MessageRef } from '@scr/domain';

/**
 * The CSV file of the export: RFC 4180 by papaparse, every cell quoted, CRLF, with a UTF-8 byte order
 * mark so a spreadsheet reads accents and the Dutch texts right. Cells were neutralized by the domain.
 */
export const activityCsv = (entries: readonly AuditEntry[], format: (ref: MessageRef) => string): string =>
  `\uFEFF${Papa.unparse(activityExportRows(entries, format), { quotes: true, newline: '\r\n' })}`;

/** Hands the text to the browser as a download. */
export const download = (fileName: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
