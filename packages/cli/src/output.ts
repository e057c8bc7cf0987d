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
  table: async (headers, rows) => {
    const { default: Table } = await import('cli-table3');
    const table = new Table({
      head: [...headers],
      style: { head: [], border: [] },
      // One rule under the header, none between rows: long lists stay readable.
      chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
    });
    table.push(...rows.map((r) => [...r]));
    process.stdout.write(`${table.toString()}\n`);
  },
  line: (text) => {
    if (!json) process.stdout.write(`${text}\n`);
  },
  note: (text) => process.stderr.write(`${text}\n`),
});
