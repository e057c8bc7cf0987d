import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-files.ts';

// A chosen file read the whole way, as the import dialog reads it: the browser's FileReader, the
// domain's rule, papaparse. The rule's own cases are the domain's (users/import-file.test.ts); here
// the real parser meets the files a spreadsheet writes.
const header = 'First name;Last name;Email;Admin role;SCR App role';
const fileOf = (content: string | Uint8Array<ArrayBuffer>) =>
  new File([content], 'users.csv', { type: 'text/csv' });
const tableOf = async (content: string | Uint8Array<ArrayBuffer>) => {
  const read = await readImportFile(fileOf(content));
  if (!('table' in read)) throw new Error(`no table: ${JSON.stringify(read.problem)}`);
  return read.table;
};

describe('reading a chosen users import file', () => {
  it('reads the semicolon CSV of a Dutch spreadsheet, its byte order mark dropped, accents kept', async () => {
    expect(await tableOf(`\uFEFF${header}\r\nÉlodie;Dupré;elodie@carrier.example;;Regular`)).toEqual([
      ['First name', 'Last name', 'Email', 'Admin role', 'SCR App role'],
      ['Élodie', 'Dupré', 'elodie@carrier.example', '', 'Regular'],
    ]);
  });

  it('reads a comma CSV and a tab-separated file alike', async () => {
    const rows = [
      ['First name', 'Email'],
      ['Zoe', 'zoe@carrier.example'],
    ];
    expect(await tableOf('First name,Email\nZoe,zoe@carrier.example')).toEqual(rows);
    expect(await tableOf('First name\tEmail\r\nZoe\tzoe@carrier.example\r\n')).toEqual(rows);
  });

  it('reads quoted cells (a delimiter, a line break, a doubled quote inside) and drops blank lines', async () => {
    const text = [
      header,
      '',
      '"Anne; Marie";"O""Neil";anne@carrier.example;None;Regular',
      ';;;;',
      '   ',
      '"Two\nlines";Doe;two@carrier.example;None;Regular',
      '',
    ].join('\r\n');
    expect((await tableOf(text)).slice(1)).toEqual([
      ['Anne; Marie', 'O"Neil', 'anne@carrier.example', 'None', 'Regular'],
      ['Two\nlines', 'Doe', 'two@carrier.example', 'None', 'Regular'],
    ]);
  });

  it('refuses a quote left open, naming its line, rather than reading the rows after it into one cell', async () => {
    const read = await readImportFile(
      fileOf(
        `${header}\nZoe;Zeta;zoe@carrier.example;None;Regular\n"Ann;Open;ann@carrier.example;;\nB;C;d@e.example;;`,
      ),
    );
    expect(read).toEqual({ problem: { id: 'users.import.file.unreadable', values: { line: 3 } } });
  });

  it('refuses a file with only its header, or nothing at all, as empty', async () => {
    for (const content of [`\uFEFF${header}\r\n\r\n`, ''])
      expect(await readImportFile(fileOf(content))).toEqual({ problem: { id: 'users.import.file.empty' } });
  });

  it('refuses a Latin-1 file, naming its first line that is not UTF-8', async () => {
    const latin1 = Uint8Array.from(`${header}\r\nÉlodie;Dupré;elodie@carrier.example;;Regular`, (c) =>
      c.charCodeAt(0),
    );
    expect(await readImportFile(fileOf(latin1))).toEqual({
      problem: { id: 'users.import.file.notUtf8', values: { line: 2 } },
    });
  });
});
