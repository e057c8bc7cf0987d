import { describe, expect, it } from 'vitest';
import { exportCells, exportDate } from './export.ts';

describe("a table's export cells", () => {
  it('neutralizes every cell a spreadsheet would run, in the header and in the rows', () => {
    expect(
      exportCells([
        ['=Name', 'Email'],
        ['=1+1', 'a@b.example', '-3', 'plain, "quoted"\nline'],
      ]),
    ).toEqual([
      ["'=Name", 'Email'],
      ["'=1+1", 'a@b.example', "'-3", 'plain, "quoted"\nline'],
    ]);
  });

  it('writes dates as ISO 8601 instants in UTC, and nothing for none', () => {
    expect(exportDate('2026-11-20T10:05:00+01:00')).toBe('2026-11-20T09:05:00.000Z');
    expect(exportDate(null)).toBe('');
    expect(exportDate('not a date')).toBe('');
  });
});
