// One measured figure of `pnpm bench` (architecture §5), always paired with a
// baseline measured in the same run so that the machine's speed cancels out.

export type Figure = {
  /** What was measured, e.g. 'login route initial JS (gzip)'. */
  readonly name: string;
  readonly value: number;
  /** 'KB', 'ms', 'req/s', … */
  readonly unit: string;
  /** The same measurement on the baseline (bare page, plain loop, demo world, …). */
  readonly baseline: number;
  /** value / baseline (or the bar's own quotient where the bar is absolute; say so in `detail`). */
  readonly ratio: number;
  /** The bar as text, e.g. 'ratio ≤ 1.5' or '< 1000 ms'. */
  readonly bar: string;
  readonly pass: boolean;
  /** Extra lines printed under the table: what dominates, the calls in order, per-size timings. */
  readonly detail?: readonly string[];
  /**
   * Rows of a table of the figure's own kind, column name → text (Lighthouse: a page's scores and
   * metrics); `pnpm bench --readme` writes them as the README's table of that kind.
   */
  readonly rows?: readonly Readonly<Record<string, string>>[];
};

/** A group of figures: each bench/figures/*.ts module exports one. */
export type FigureSource = {
  readonly title: string;
  run(): Promise<readonly Figure[]>;
};

/** ratio rounded for printing and JSON. */
export const ratioOf = (value: number, baseline: number): number =>
  baseline === 0 ? Number.POSITIVE_INFINITY : Math.round((value / baseline) * 100) / 100;
