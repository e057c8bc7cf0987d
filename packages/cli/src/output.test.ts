import { describe, expect, it, vi } from 'vitest';
import { createOutput } from './output.ts';

/** What `table` writes on stdout. */
const printed = async (headers: string[], rows: string[][]): Promise<string> => {
  let text = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  });
  try {
    await createOutput(false).table(headers, rows);
  } finally {
    write.mockRestore();
  }
  return text;
};

describe('a table for people', () => {
  it('is boxed, one line a row, each column as wide as its widest cell (wide letters count two)', async () => {
    const text = await printed(
      ['Line', 'Email', 'Status'],
      [
        ['2', 'nora@carrier.example', 'Will be invited'],
        ['3', '', 'Élodie 日本 😀 x'],
        ['10', 'a\nbb', 'c'],
      ],
    );
    expect(text.split('\n')).toEqual([
      '┌──────┬──────────────────────┬──────────────────┐',
      '│ Line │ Email                │ Status           │',
      '│ 2    │ nora@carrier.example │ Will be invited  │',
      '│ 3    │                      │ Élodie 日本 😀 x │',
      '│ 10   │ a                    │ c                │',
      '│      │ bb                   │                  │',
      '└──────┴──────────────────────┴──────────────────┘',
      '',
    ]);
  });

  it('boxes the header alone when there are no rows', async () => {
    expect(await printed(['A'], [])).toBe('┌───┐\n│ A │\n└───┘\n');
  });

  // A dry run of a users import prints every row of the file: 50,000 rows are one table.
  it('prints 50,000 rows, each on its line, as wide as the widest', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => [
      String(i + 2),
      `user${i}@carrier.example`,
      'Will be invited',
    ]);
    const lines = (await printed(['Line', 'Email', 'Status'], rows)).split('\n');
    expect(lines).toHaveLength(50_000 + 4);
    expect(lines[1]).toBe('│ Line  │ Email                     │ Status          │');
    expect(lines[50_001]).toBe('│ 50001 │ user49999@carrier.example │ Will be invited │');
    expect(new Set(lines.slice(0, -1).map((line) => line.length))).toEqual(new Set([lines[0]?.length]));
  });
});
