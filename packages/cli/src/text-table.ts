import { displayWidth } from './display-width.ts';

/** A cell as drawn: its lines (a cell may hold a line break), each with its width in columns. */
type Measured = readonly { readonly text: string; readonly width: number }[];

const measure = (cell: string, width: (text: string) => number): Measured =>
  cell.split('\n').map((text) => ({ text, width: width(text) }));

const rule = (widths: readonly number[], left: string, middle: string, right: string): string =>
  `${left}${widths.map((w) => '─'.repeat(w + 2)).join(middle)}${right}`;

/** A row's lines: each cell padded to its column, a space either side, as many lines as its tallest cell. */
const rowLines = (cells: readonly Measured[], widths: readonly number[]): string[] => {
  const height = Math.max(1, ...cells.map((cell) => cell.length));
  return Array.from({ length: height }, (_, line) => {
    const drawn = widths.map((w, column) => {
      const part = cells[column]?.[line] ?? { text: '', width: 0 };
      return ` ${part.text}${' '.repeat(w - part.width)} `;
    });
    return `│${drawn.join('│')}│`;
  });
};

/**
 * A table for people: boxed, a space either side of each cell, no rules between rows, each column as
 * wide as its widest cell; the header row is left out when there are no headers. Each cell is
 * measured once and drawn once, so the time grows with the rows: cli-table3, which drew the same box
 * before, laid a table out by comparing each cell with every row above it, and a dry run of a
 * 50,000-row users import spent over a minute there. `width` measures a line in terminal columns.
 */
export const drawTable = (
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  width: (text: string) => number = displayWidth,
): string => {
  const all = headers.length > 0 ? [headers, ...rows] : rows;
  const measured = all.map((row) => row.map((cell) => measure(cell, width)));
  const widths: number[] = [];
  for (const row of measured)
    row.forEach((cell, column) => {
      for (const part of cell) widths[column] = Math.max(widths[column] ?? 0, part.width);
    });
  if (widths.length === 0) return '';
  return [
    rule(widths, '┌', '┬', '┐'),
    ...measured.flatMap((row) => rowLines(row, widths)),
    rule(widths, '└', '┴', '┘'),
  ].join('\n');
};
