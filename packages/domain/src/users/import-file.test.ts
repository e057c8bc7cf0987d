import { describe, expect, it } from 'vitest';
import { decodeImportFile, readImportFile, type CsvParse } from './import-file.ts';

// The domain's compiler settings know no DOM or Node types, hence the narrow shape of the encoder.
const { TextEncoder } = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Latin-1 (ISO 8859-1), as Excel saves a plain 'CSV' on a Western European Windows: one byte a letter. */
const latin1 = (text: string) => Uint8Array.from(text, (letter) => letter.charCodeAt(0));

const header = 'First name;Last name;Email;Admin role;SCR App role';
const rows = [
  header,
  'Zoe;Zeta;zoe@carrier.example;None;Regular',
  'Élodie;Dupré;elodie@carrier.example;;Regular',
];

describe('reading an import file', () => {
  it('reads UTF-8 as it is, accents included', () => {
    expect(decodeImportFile(utf8(rows.join('\r\n')))._unsafeUnwrap()).toBe(rows.join('\r\n'));
  });

  it('drops the byte order mark a spreadsheet writes before UTF-8', () => {
    const text = decodeImportFile(utf8(`\uFEFF${rows.join('\n')}`))._unsafeUnwrap();
    expect(text.startsWith(header)).toBe(true);
    expect(text).toContain('Élodie;Dupré');
  });

  it('reads an empty file as no text', () => {
    expect(decodeImportFile(new Uint8Array())._unsafeUnwrap()).toBe('');
  });

  it('refuses a Latin-1 file instead of reading its accents as U+FFFD, naming the first line that is not UTF-8', () => {
    const error = decodeImportFile(latin1(rows.join('\r\n')))._unsafeUnwrapErr();
    expect(error).toEqual({
      kind: 'NotUtf8',
      message: { id: 'users.import.file.notUtf8', values: { line: 3 } },
    });
  });

  it('refuses UTF-16 (Excel’s Unicode text) on its first line, and a UTF-8 sequence cut short at the end', () => {
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x0a, 0x00]);
    expect(decodeImportFile(utf16)._unsafeUnwrapErr().message.values).toEqual({ line: 1 });
    const cut = utf8(`${header}\nZoe;Zeta;zoe@carrier.example;None;Régular`).slice(0, -6);
    expect(decodeImportFile(cut)._unsafeUnwrapErr().message.values).toEqual({ line: 2 });
  });
});

/**
 * The parser's side of the port, scripted: what the rule does with a parser's answer. The parser
 * itself (papaparse, which the domain does not carry) reads real files in the web's import-files test
 * and the built scr's import test: delimiters, quoted cells, blank lines.
 */
const parserAnswering = (answer: ReturnType<CsvParse>) => {
  const calls: { text: string; options: Parameters<CsvParse>[1] }[] = [];
  const parse: CsvParse = (text, options) => {
    calls.push({ text, options });
    return answer;
  };
  return { parse, calls };
};

describe('reading an import file into the table the plan reads', () => {
  const table = rows.map((row) => row.split(';'));

  it('hands the parser the decoded text, without the byte order mark, blank lines to drop, and gives its rows', () => {
    const { parse, calls } = parserAnswering({ data: table, errors: [] });
    expect(readImportFile(utf8(`\uFEFF${rows.join('\r\n')}\r\n\r\n`), parse)._unsafeUnwrap()).toEqual(table);
    expect(calls).toEqual([{ text: `${rows.join('\r\n')}\r\n\r\n`, options: { skipEmptyLines: 'greedy' } }]);
  });

  it('refuses a quote left open, naming its line (the parser counts rows from 0)', () => {
    const { parse } = parserAnswering({
      data: table,
      errors: [
        { type: 'FieldMismatch', row: 1 },
        { type: 'Quotes', row: 2 },
      ],
    });
    expect(readImportFile(utf8(rows.join('\n')), parse)._unsafeUnwrapErr()).toEqual({
      kind: 'Unreadable',
      message: { id: 'users.import.file.unreadable', values: { line: 3 } },
    });
  });

  it('reads a row of more or fewer cells than the header (the plan says what is missing), and a quote error without a row as line 1', () => {
    const ragged = [
      table[0]!,
      ['Zoe', 'Zeta'],
      ['Élodie', 'Dupré', 'elodie@carrier.example', '', 'Regular', 'extra'],
    ];
    const { parse } = parserAnswering({ data: ragged, errors: [{ type: 'FieldMismatch', row: 1 }] });
    expect(readImportFile(utf8(rows.join('\n')), parse)._unsafeUnwrap()).toEqual(ragged);
    const open = parserAnswering({ data: [], errors: [{ type: 'Quotes' }] });
    expect(readImportFile(utf8('"'), open.parse)._unsafeUnwrapErr().message.values).toEqual({ line: 1 });
  });

  it('refuses a file with no row under its header, or no rows at all, as empty', () => {
    for (const data of [[], [table[0]!]]) {
      const { parse } = parserAnswering({ data, errors: [] });
      expect(readImportFile(utf8(header), parse)._unsafeUnwrapErr()).toEqual({
        kind: 'Empty',
        message: { id: 'users.import.file.empty' },
      });
    }
  });

  it('refuses a file that is not UTF-8 before any parsing', () => {
    const { parse, calls } = parserAnswering({ data: table, errors: [] });
    expect(readImportFile(latin1(rows.join('\r\n')), parse)._unsafeUnwrapErr().kind).toBe('NotUtf8');
    expect(calls).toEqual([]);
  });
});
