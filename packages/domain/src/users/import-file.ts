import { err, ok, type Result } from 'neverthrow';
import { tagged, type Tagged } from '../shared/errors.ts';
import type { ImportTable } from './import-table.ts';

/**
 * The file is not UTF-8 (a spreadsheet's plain 'CSV' in Latin-1 or Windows-1252, or its 'Unicode
 * text' in UTF-16): read anyway, every accent would turn into U+FFFD and be invited so. The message
 * names the first line that cannot be read.
 */
export type ImportFileNotUtf8 = Tagged<'NotUtf8'>;

/**
 * Why an import file gives no table: not UTF-8, a quote left open (the message names its line), or
 * no row under the header (an empty file, or one that cannot be read at all).
 */
export type ImportFileProblem = ImportFileNotUtf8 | Tagged<'Unreadable'> | Tagged<'Empty'>;

/** The import file has no rows: also the answer when its bytes cannot be read at all. */
export const importFileEmpty = (): ImportFileProblem => tagged('Empty', 'users.import.file.empty');

/**
 * The CSV parser both clients carry (papaparse's `parse`, passed as it is), in the shape read here:
 * the domain has no CSV library of its own, and the rule of how to read the file stays here.
 */
export type CsvParse = (
  text: string,
  options: { readonly skipEmptyLines: 'greedy' },
) => {
  readonly data: readonly (readonly string[])[];
  readonly errors: readonly { readonly type: string; readonly row?: number | undefined }[];
};

// The domain's compiler settings know no DOM or Node types: the WHATWG decoder every runtime has,
// in the shape used here.
type Utf8Decoder = { decode(bytes: Uint8Array): string };
const { TextDecoder } = globalThis as unknown as {
  TextDecoder: new (label: 'utf-8', options: { fatal: true }) => Utf8Decoder;
};

// Fatal: a byte that is not UTF-8 throws instead of becoming U+FFFD. The decoder keeps no state from
// one whole decode to the next, so one serves every call.
const utf8 = new TextDecoder('utf-8', { fatal: true });
const LINE_FEED = 0x0a;

/** Whether the bytes are UTF-8 (a sequence cut short at their end is not). */
const isUtf8 = (bytes: Uint8Array): boolean => {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * The line (from 1) of the first bytes that are not UTF-8. A line feed byte is never part of a
 * UTF-8 sequence, so each line can be checked on its own; only a file already refused is split.
 */
const firstBadLine = (bytes: Uint8Array): number => {
  let line = 1;
  let start = 0;
  for (let at = 0; at <= bytes.length; at++) {
    if (at < bytes.length && bytes[at] !== LINE_FEED) continue;
    if (!isUtf8(bytes.subarray(start, at))) return line;
    line += 1;
    start = at + 1;
  }
  return line;
};

/**
 * An import file's bytes as text (the Users page's import, `scr users import`): UTF-8, with or
 * without the byte order mark a spreadsheet writes before it (dropped here). Anything else is
 * refused rather than read with replacement characters. Pure: the caller reads the bytes.
 */
export const decodeImportFile = (bytes: Uint8Array): Result<string, ImportFileNotUtf8> => {
  try {
    // The WHATWG decoder drops a leading byte order mark unless asked to keep it.
    return ok(utf8.decode(bytes));
  } catch {
    return err(tagged('NotUtf8', 'users.import.file.notUtf8', { line: firstBadLine(bytes) }));
  }
};

/**
 * An import file's bytes as the table the plan reads (the Users page's import, `scr users import`):
 * decoded as above, the delimiter detected by the parser (comma, semicolon or tab, so a spreadsheet
 * set to a Dutch locale reads the same), quoted cells as RFC 4180 has them, blank lines (and lines of
 * only delimiters) dropped. A quote left open is refused, naming its line, rather than swallowing
 * the rows after it; a file with no row under its header is refused as empty. Which columns the
 * header names is the plan's to say.
 */
export const readImportFile = (bytes: Uint8Array, parse: CsvParse): Result<ImportTable, ImportFileProblem> =>
  decodeImportFile(bytes).andThen((text) => {
    const parsed = parse(text, { skipEmptyLines: 'greedy' });
    const broken = parsed.errors.find((e) => e.type === 'Quotes');
    if (broken)
      return err(tagged('Unreadable', 'users.import.file.unreadable', { line: (broken.row ?? 0) + 1 }));
    if (parsed.data.length < 2) return err(importFileEmpty());
    return ok(parsed.data);
  });
