// Bulk at scale (architecture §5, 'linear'): the dry run of a users import, `scr users import --dry-run`,
// in this process at 50,000 rows against 5,000 rows: the domain's plan (planUserImport, against 5,000
// users, with emails repeated in the file), then the table the command prints of it (drawTable). Ten
// times the rows should take about ten times as long: the bar is a ratio of 15 (a quadratic step
// would show ~100). The 1,000-row figures and the browser's are bench/figures/import.ts.
import { organizationUserSchema, planUserImport, type ImportPlan } from '../../packages/domain/src/index.ts';
import { drawTable } from '../../packages/cli/src/text-table.ts';
import { ratioOf, type Figure, type FigureSource } from '../figure.ts';
import { list, median } from '../lib/stats.ts';

const SMALL = 5_000;
const LARGE = 50_000;
const RATIO_BAR = 15;
const header = ['First name', 'Last name', 'Email', 'Phone', 'Admin role', 'SCR App role'];
const actor = { adminRoles: ['org_mgr'] } as const;

/** A file of `rows` rows whose last tenth repeats the emails of its first tenth. */
const table = (rows: number): string[][] => [
  header,
  ...Array.from({ length: rows }, (_, i) => {
    const n = i < rows * 0.9 ? i : i - rows * 0.9;
    return [`First${i}`, 'Bulk', `bulk${n}@carrier.example`, '', 'None', 'Regular'];
  }),
];

/** 5,000 users, every 9th email of the file's: members, pending invitations and deleted members. */
const existing = Array.from({ length: SMALL }, (_, k) =>
  organizationUserSchema.parse({
    id: k + 1,
    userId: 1000 + k,
    organizationId: 10,
    email: `bulk${k * 9}@carrier.example`,
    firstName: 'Uma',
    lastName: 'User',
    isAdmin: false,
    isActive: k % 3 === 0,
    isDeleted: k % 3 === 2,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    activatedAt: k % 3 === 1 ? null : '2026-01-01T00:00:00.000Z',
  }),
);

const plan = (t: string[][]): ImportPlan => planUserImport({ table: t, actor, existing });
/** The dry run's table as the command prints it: line, email, what the plan does with the row. */
const print = (p: ImportPlan): string =>
  drawTable(
    ['Line', 'Email', 'Status'],
    p.rows.map((r) => [String(r.line), r.cells.email, r.kind === 'skip' ? r.reason : r.kind]),
  );

const timed = (f: () => unknown): number => {
  const t0 = process.hrtime.bigint();
  f();
  return Number(process.hrtime.bigint() - t0) / 1e6;
};

const figure = (what: string, large: number[], small: number[], detail: string): Figure => {
  const value = median(large);
  const base = median(small);
  const ratio = ratioOf(value, base);
  return {
    name: `users import ${what}, ${LARGE.toLocaleString('en')} vs ${SMALL.toLocaleString('en')} rows`,
    value: Math.round(value),
    unit: 'ms',
    baseline: Math.round(base),
    ratio,
    bar: `ratio ≤ ${RATIO_BAR} (linear: 10)`,
    pass: ratio <= RATIO_BAR,
    detail: [`${detail}: ${LARGE} rows ${list(large)} ms; ${SMALL} rows ${list(small)} ms`],
  };
};

const run = async (): Promise<readonly Figure[]> => {
  const small = table(SMALL);
  const large = table(LARGE);
  const smallPlan = plan(small);
  const largePlan = plan(large);
  const runs = { plan: [[], []], print: [[], []] } as Record<'plan' | 'print', [number[], number[]]>;
  // Taken in turns, after one unmeasured round, so the machine's load falls on both sizes alike.
  for (let i = 0; i < 6; i++) {
    const planned = [timed(() => plan(large)), timed(() => plan(small))];
    const printed = [timed(() => print(largePlan)), timed(() => print(smallPlan))];
    if (i === 0) continue;
    runs.plan[0].push(planned[0]!);
    runs.plan[1].push(planned[1]!);
    runs.print[0].push(printed[0]!);
    runs.print[1].push(printed[1]!);
  }
  return [
    figure('dry run: plan', ...runs.plan, 'planUserImport against 5,000 users'),
    figure('dry run: printed table', ...runs.print, "scr's table of the plan"),
  ];
};

const source: FigureSource = { title: 'Bulk at scale (users import dry run, 50,000 rows)', run };
export default source;
