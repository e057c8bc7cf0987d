import { describe, expect, it } from 'vitest';
import { displayWidth } from './display-width.ts';
import { drawTable } from './text-table.ts';

describe('drawing a table', () => {
  // The proof that a table's time grows with its rows, not with their square, without a clock:
  // every line of every cell is measured exactly once, and each row is drawn once.
  it('measures each cell once, however many rows: 50,000 rows are 150,003 measurements', () => {
    let measured = 0;
    const counting = (text: string) => {
      measured += 1;
      return text.length;
    };
    const rows = Array.from({ length: 50_000 }, (_, i) => [String(i + 2), `u${i}@carrier.example`, 'Sent']);
    const lines = drawTable(['Line', 'Email', 'Status'], rows, counting).split('\n');
    expect(measured).toBe(3 + 3 * 50_000);
    expect(lines).toHaveLength(50_000 + 3);
  });

  it('counts the columns a terminal draws: wide letters and emoji two, accents and controls none', () => {
    expect(displayWidth('nora@carrier.example')).toBe(20);
    expect(displayWidth('Élodie 日本 😀 x')).toBe(16);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('👍🏽')).toBe(2);
    expect(displayWidth('\t|')).toBe(1);
    expect(displayWidth('ﾊｲ')).toBe(2);
  });

  it('draws nothing without headers or rows', () => {
    expect(drawTable([], [])).toBe('');
  });
});
