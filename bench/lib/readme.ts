// `pnpm bench --readme`: the README's tables of the latest run, written by the run itself, so that
// figures of one run on one machine (with its load average) are what the README shows.
import type { Figure } from '../figure.ts';

/** The run the tables come from: when, where, and how busy the machine was. */
export type RunInfo = {
  readonly date: string;
  readonly machine: string;
  readonly cores: number;
  /** 1-minute load averages when the run started and when it ended (os.loadavg()[0]). */
  readonly loadAtStart: number;
  readonly loadAtEnd: number;
};

/** A README section the bench owns: between these two comments, replaced whole by a run. */
export const sections = {
  figures: 'bench-figures',
  lighthouse: 'bench-lighthouse',
} as const;
export type Section = keyof typeof sections;

const start = (section: Section) => `<!-- ${sections[section]}:start (written by pnpm bench --readme) -->`;
const end = (section: Section) => `<!-- ${sections[section]}:end -->`;

/** A markdown table; prettier aligns it when the README is formatted. */
export const markdownTable = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

const loadText = (run: RunInfo) => {
  const busiest = Math.max(run.loadAtStart, run.loadAtEnd);
  const figures = `load average ${run.loadAtStart.toFixed(1)} at the start, ${run.loadAtEnd.toFixed(1)} at the end`;
  // More runnable work than cores: other processes took CPU time the figures count as the app's.
  return busiest > run.cores
    ? `${figures}: **not a quiet machine** (more than its ${run.cores} cores busy), timings and Lighthouse performance are pessimistic`
    : `${figures}: a quiet machine`;
};

const verdict = (figures: readonly Figure[]) => {
  const met = figures.filter((f) => f.pass).length;
  return met === figures.length ? `all ${met} bars met` : `${met} of ${figures.length} bars met`;
};

/** The line above a table: the run it comes from. */
export const runLine = (run: RunInfo, figures: readonly Figure[]): string =>
  `Latest run (${run.date}, ${run.machine}, ${loadText(run)}; ${verdict(figures)}):`;

/** A cell's text: a pipe would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table of every figure but the Lighthouse ones (those have a table of their own). */
export const figuresTable = (figures: readonly Figure[]): string =>
  markdownTable(
    ['figure', 'value', 'baseline', 'ratio', 'bar', 'pass'],
    figures.map((f) => [
      cell(f.name),
      `${f.value} ${f.unit}`,
      `${f.baseline} ${f.unit}`,
      String(f.ratio),
      f.bar,
      f.pass ? 'yes' : 'NO',
    ]),
  );

/** The table of the rows the figures carry (Lighthouse: one row per page), in their order. */
export const rowsTable = (figures: readonly Figure[]): string | null => {
  const rows = figures.flatMap((f) => f.rows ?? []);
  const head = rows[0] ? Object.keys(rows[0]) : [];
  if (head.length === 0) return null;
  return markdownTable(
    head,
    rows.map((row) => head.map((key) => cell(row[key] ?? ''))),
  );
};

/** `readme` with `section` replaced by `body`; a README without the section's comments is an error. */
export const replaceSection = (readme: string, section: Section, body: string): string => {
  const from = readme.indexOf(start(section));
  const to = readme.indexOf(end(section));
  if (from < 0 || to < from) throw new Error(`README.md has no ${sections[section]} section to write`);
  return `${readme.slice(0, from)}${start(section)}\n\n${body}\n\n${readme.slice(to)}`;
};

/**
 * The README with the sections this run measured: the figures table from every figure but
 * Lighthouse's (when the run had any), the Lighthouse table from the rows of the Lighthouse figures
 * (when it ran Lighthouse). A section not measured stays as it was.
 */
export const readmeWithRun = (
  readme: string,
  run: RunInfo,
  figures: { readonly lighthouse: readonly Figure[]; readonly others: readonly Figure[] },
): string => {
  const { lighthouse, others } = figures;
  let next = readme;
  if (others.length > 0)
    next = replaceSection(next, 'figures', `${runLine(run, others)}\n\n${figuresTable(others)}`);
  const pages = rowsTable(lighthouse);
  if (pages !== null)
    next = replaceSection(
      next,
      'lighthouse',
      `Lighthouse (\`pnpm bench lighthouse\`, the run of median performance of each page). ${runLine(run, lighthouse)}\n\n${pages}`,
    );
  return next;
};
