import { err, ok, type Result } from 'neverthrow';
import { tagged, type Tagged } from '../shared/errors.ts';

/**
 * The file is not UTF-8 (a spreadsheet's plain 'CSV' in Latin-1 or Windows-1252, or its 'Unicode
 * text' in UTF-16): read anyway, every accent would turn into U+FFFD and be invited so. The message
 * names the first line that cannot be read.
 */
export type ImportFileNotUtf8 = Tagged<'NotUtf8'>;

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
