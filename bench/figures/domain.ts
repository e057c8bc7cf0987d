// Figure 4 of `pnpm bench` (architecture §5): the domain rules on 10k, 100k and 1M items, each
// against a plain loop doing the minimal equivalent work on the same arrays, timed in this process.
import { eligibleOrganizations, groupConnections, sortUsers } from '../../packages/domain/src/index.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ratioOf, type Figure, type FigureSource } from '../figure.ts';
import { NOW, US, connections, invitations, parties, users } from '../lib/domain-inputs.ts';
import { plainEligible, plainGrouping, plainUserSort } from '../lib/domain-plain-loops.ts';

const SIZES = [10_000, 100_000, 1_000_000] as const;
const RUNS: Readonly<Record<number, number>> = { 10_000: 15, 100_000: 7, 1_000_000: 3 };

// A full collection before each timed run, so that no run pays for the garbage of the one before.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
let sink = 0;
type Run = () => { length: number };
/** CPU time (user + system, all threads) in ms: robust to other processes sharing the cores. */
const timeOnce = (f: Run) => {
  gc();
  const t0 = process.cpuUsage();
  sink += f().length;
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
};
/** Warm-up, then rule and plain loop alternately (so drift hits both), median of each. */
const timePair = (runs: number, rule: Run, plain: Run) => {
  for (let i = 0; i < 2; i++) sink += rule().length + plain().length;
  const r: number[] = [];
  const p: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2) p.push(timeOnce(plain));
    r.push(timeOnce(rule));
    if (!(i % 2)) p.push(timeOnce(plain));
  }
  return { rule: median(r), plain: median(p) };
};

type Case = {
  name: string;
  items: string;
  nlogn: boolean;
  at(n: number): { rule: number; plain: number; extra?: string };
};
export const cases: readonly Case[] = [
  {
    name: 'tab grouping',
    items: 'connections + n/10 invitations',
    nlogn: true, // every tab is sorted (status, newest first): the plain loop sorts too
    at(n) {
      const cs = connections(n, parties(Math.max(10, n >> 2)));
      const is = invitations(n / 10);
      const viewer = { organizationId: US, now: NOW };
      const t = timePair(
        RUNS[n]!,
        () => groupConnections(viewer, cs, is),
        () => plainGrouping(cs, is, true),
      );
      const bare = median(
        Array.from({ length: RUNS[n]! }, () => timeOnce(() => plainGrouping(cs, is, false))),
      );
      return { ...t, extra: `unsorted push loop ${bare.toFixed(2)} ms` };
    },
  },
  {
    name: 'user sorting',
    items: 'users',
    nlogn: true,
    at: (n) => {
      const us = users(n);
      return timePair(
        RUNS[n]!,
        () => sortUsers(us),
        () => plainUserSort(us),
      );
    },
  },
  {
    name: 'eligibility',
    items: 'candidates + connections',
    nlogn: false,
    at: (n) => {
      const orgs = parties(n);
      const cs = connections(n, orgs);
      return timePair(
        RUNS[n]!,
        () => eligibleOrganizations(US, orgs, cs),
        () => plainEligible(orgs, cs),
      );
    },
  },
];

const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(1)} ms`;
const k = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}k`);
/**
 * Allowed growth per 10x: 1.5 times linear (10x) or linear-logarithmic (10·log 10n / log n) growth,
 * or 1.5 times the plain loop's own growth where that is larger: once the arrays outgrow the CPU
 * caches, every item costs more for the plain loop too, and that is the machine, not the rule.
 */
const allowed = (n: number, nlogn: boolean, plainGrowth: number) =>
  1.5 * Math.max(nlogn ? (10 * Math.log(10 * n)) / Math.log(n) : 10, plainGrowth);

export const measure = (c: Case): Figure => {
  const at = SIZES.map((n) => ({ n, ...c.at(n) }));
  const growth = at
    .slice(1)
    .map((x, i) => ({ n: at[i]!.n, rule: x.rule / at[i]!.rule, plain: x.plain / at[i]!.plain }));
  const linear = growth.every((g) => g.rule <= allowed(g.n, c.nlogn, g.plain));
  const mid = at[1]!;
  const ratio = ratioOf(mid.rule, mid.plain);
  return {
    name: `domain: ${c.name}, 100k ${c.items}`,
    value: Math.round(mid.rule * 100) / 100,
    unit: 'ms',
    baseline: Math.round(mid.plain * 100) / 100,
    ratio,
    bar: `ratio ≤ 3, ${c.nlogn ? 'n log n' : 'linear'} growth`,
    pass: ratio <= 3 && linear,
    detail: [
      ...at.map(
        (x) =>
          `${c.name} ${k(x.n)}: rule ${ms(x.rule)}, plain ${ms(x.plain)} (×${ratioOf(x.rule, x.plain)})${x.extra ? `; ${x.extra}` : ''}`,
      ),
      `${c.name} growth per 10x: rule ${growth.map((g) => `×${g.rule.toFixed(1)}`).join(', ')}; plain ${growth.map((g) => `×${g.plain.toFixed(1)}`).join(', ')}; allowed ≤ ${growth.map((g) => allowed(g.n, c.nlogn, g.plain).toFixed(1)).join(', ')}`,
    ],
  };
};

const source: FigureSource = {
  title: 'Domain rules on 10k / 100k / 1M items (architecture §5)',
  run: async () => {
    const figures = cases.map(measure);
    if (!Number.isFinite(sink)) throw new Error('unreachable: keeps the results observable');
    return figures;
  },
};
export default source;
