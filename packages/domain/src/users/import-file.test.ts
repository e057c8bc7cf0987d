import { describe, expect, it } from 'vitest';
import { decodeImportFile } from './import-file.ts';

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
