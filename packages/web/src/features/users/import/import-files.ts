import Papa from 'papaparse';
import {
  exportCells,
  userImportResultTable,
  userImportTemplate,
  type ImportResult,
  type ImportTable,
  type MessageRef,
} from '@scr/domain';
import { csvFile, csvLines, downloadFile } from '../../../ui/export/csv-file.ts';

type Format = (ref: MessageRef) => string;

/**
 * The template as a download: the comma CSV, or the semicolon CSV a spreadsheet set to a Dutch
 * locale writes (and opens in columns). Both with the byte order mark, so accents read right.
 */
export const downloadTemplate = (format: Format, delimiter: ',' | ';'): void => {
  const name = format({ id: 'users.import.template.fileName' });
  const suffix = delimiter === ';' ? '-excel' : '';
  downloadFile(`${name}${suffix}.csv`, csvFile([csvLines(userImportTemplate(format), delimiter)]));
};

/** The result as the app's CSV, its cells neutralized as every export's are (they come from a file). */
export const downloadResult = (format: Format, result: ImportResult): void =>
  downloadFile(
    `${format({ id: 'users.import.result.fileName' })}.csv`,
    csvFile([csvLines(exportCells(userImportResultTable(result, format)))]),
  );

/** A file read as the import's table, or the words of why it cannot be. */
export type ReadFile = { readonly table: ImportTable } | { readonly problem: MessageRef };

/**
 * Reads a chosen file: UTF-8 with or without a byte order mark (the plan ignores one left on the
 * first header), the delimiter detected by papaparse (comma, semicolon or tab), blank lines dropped.
 * Papaparse reads the file itself (a FileReader), in the page's one task per chunk.
 */
export const readImportFile = (file: File): Promise<ReadFile> =>
  new Promise((resolve) => {
    Papa.parse<string[]>(file, {
      encoding: 'utf-8',
      skipEmptyLines: 'greedy',
      complete: (parsed) => {
        const broken = parsed.errors.find((e) => e.type === 'Quotes');
        if (broken)
          resolve({
            problem: { id: 'users.import.file.unreadable', values: { line: (broken.row ?? 0) + 1 } },
          });
        else if (parsed.data.length < 2) resolve({ problem: { id: 'users.import.file.empty' } });
        else resolve({ table: parsed.data });
      },
      error: () => resolve({ problem: { id: 'users.import.file.empty' } }),
    });
  });
