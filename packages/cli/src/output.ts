import { drawTable } from './text-table.ts';

/** What a command prints: a table for people by default, JSON for scripts with `--json`. */
export type Output = {
  readonly json: boolean;
  /** Data for scripts (stdout), pretty-printed JSON. */
  data(value: unknown): void;
  /** A table for people (stdout): headers and rows of text, no colours. */
  table(headers: readonly string[], rows: readonly (readonly string[])[]): Promise<void>;
  /** A line for people on stdout (a result); nothing with `--json`. */
  line(text: string): void;
  /** A note on stderr (progress, counts, warnings): never mixed into the data a script reads. */
  note(text: string): void;
};

export const createOutput = (json: boolean): Output => ({
  json,
  data: (value) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`),
  table: (headers, rows) => {
    process.stdout.write(`${drawTable(headers, rows)}\n`);
    return Promise.resolve();
  },
  line: (text) => {
    if (!json) process.stdout.write(`${text}\n`);
  },
  note: (text) => process.stderr.write(`${text}\n`),
});
