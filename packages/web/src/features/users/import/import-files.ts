import Papa from 'papaparse';
import {
  exportCells,
  importFileEmpty,
  readImportFile as readImportTable,
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
 * A file's bytes through a FileReader, as papaparse read files before: every browser has it, and so
 * has the component tests' jsdom, whose File lacks arrayBuffer().
 */
const bytesOf = (file: File): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });

/**
 * Reads a chosen file: its bytes read here, the table made of them by the domain (the same rule
 * as `scr users import`), papaparse its CSV parser.
 */
export const readImportFile = async (file: File): Promise<ReadFile> => {
  let bytes: Uint8Array;
  try {
    bytes = await bytesOf(file);
  } catch {
    // The file went away or may not be read after it was chosen: nothing of it can be imported.
    return { problem: importFileEmpty().message };
  }
  return readImportTable(bytes, Papa.parse).match(
    (table) => ({ table }),
    (problem) => ({ problem: problem.message }),
  );
};
