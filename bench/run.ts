// `pnpm bench` (architecture §5): runs every bench/figures/*.ts module (each `export default` a
// FigureSource), prints one table with the details under it and writes bench-results.json.
// Not a test: a missed bar is printed, the exit code stays 0. `pnpm bench bundle scale` runs only those;
// `--readme` also rewrites the README's tables from this run (lib/readme.ts), with the load average.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure, FigureSource } from './figure.ts';
import { removeBuilds } from './lib/build.ts';
import { repoRoot } from './lib/paths.ts';
import { readmeWithRun, type RunInfo } from './lib/readme.ts';

/** The figures' order in the table (architecture §5); other modules follow by name. */
const order = [
  'bundle',
  'sign-in',
  'phone-sign-in',
  'scale',
  'domain',
  'platform',
  'lighthouse',
  'tables',
  'import',
  'cli',
];
const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);

const figuresDir = join(repoRoot, 'bench/figures');
const args = process.argv.slice(2);
/** `--readme`: the README's tables of the latest run are rewritten from this run (lib/readme.ts). */
const writeReadme = args.includes('--readme');
const only = args.filter((a) => !a.startsWith('--'));

const machine = (): string => {
  const cpu = cpus();
  const model = cpu[0]?.model.trim() ?? 'unknown CPU';
  return `${model}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
};

const isSource = (value: unknown): value is FigureSource =>
  typeof value === 'object' && value !== null && 'run' in value && typeof value.run === 'function';

const loadSources = async (): Promise<{ name: string; source: FigureSource }[]> => {
  const names = readdirSync(figuresDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((n) => only.length === 0 || only.includes(n))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const sources: { name: string; source: FigureSource }[] = [];
  for (const name of names) {
    try {
      const module = (await import(pathToFileURL(join(figuresDir, `${name}.ts`)).href)) as {
        default?: unknown;
      };
      if (isSource(module.default)) sources.push({ name, source: module.default });
      else console.warn(`bench/figures/${name}.ts has no default export of a FigureSource: skipped`);
    } catch (error) {
      // A module that does not load still gets its row: the table says it failed.
      sources.push({ name, source: { title: name, run: () => Promise.reject(error) } });
    }
  }
  return sources;
};

const valueText = (f: Figure) => `${f.value} ${f.unit}`;
const baselineText = (f: Figure) => `${f.baseline} ${f.unit}`;

const table = (figures: readonly Figure[]): string => {
  const head = ['figure', 'value', 'baseline', 'ratio', 'bar', 'pass'];
  const rows = figures.map((f) => [
    f.name,
    valueText(f),
    baselineText(f),
    String(f.ratio),
    f.bar,
    f.pass ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
};

const failed = (name: string, error: unknown): Figure => ({
  name: `${name} (failed to run)`,
  value: Number.NaN,
  unit: '',
  baseline: Number.NaN,
  ratio: Number.NaN,
  bar: 'runs',
  pass: false,
  detail: [String(error instanceof Error ? (error.stack ?? error.message) : error)],
});

/** Written aside, then renamed: an interrupted run never leaves half a file. */
const writeWhole = (file: string, text: string) => {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
};

const load = () => Math.round(loadavg()[0]! * 10) / 10;

const main = async () => {
  const started = Date.now();
  const loadAtStart = load();
  console.log(`load average at the start: ${loadAtStart} (${cpus().length} cores)`);
  const figures: Figure[] = [];
  /** The Lighthouse figures: the README has a table of their own. */
  const lighthouse: Figure[] = [];
  for (const { name, source } of await loadSources()) {
    const t0 = Date.now();
    console.log(`… ${source.title}`);
    let measured: readonly Figure[];
    try {
      measured = await source.run();
    } catch (error) {
      measured = [failed(source.title, error)];
    }
    figures.push(...measured);
    if (name === 'lighthouse') lighthouse.push(...measured);
    console.log(`  ${name} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const where = machine();
  const loadAtEnd = load();
  console.log(
    `\npnpm bench on ${where}, load average ${loadAtStart} at the start and ${loadAtEnd} at the end\n`,
  );
  console.log(table(figures));
  for (const f of figures.filter((x) => x.detail?.length)) {
    console.log(`\n${f.name}:`);
    for (const line of f.detail ?? []) console.log(`  ${line}`);
  }
  const missed = figures.filter((f) => !f.pass);
  console.log(
    missed.length === 0
      ? `\nEvery figure meets its bar (${figures.length}).`
      : `\nMISSED (${missed.length} of ${figures.length}): ${missed.map((f) => `${f.name} [${f.bar}]`).join('; ')}`,
  );
  const results = {
    machine: where,
    date: new Date(started).toISOString(),
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    figures: figures.map(({ name, value, unit, baseline, ratio, bar, pass }) => ({
      name,
      value,
      unit,
      baseline,
      ratio,
      bar,
      pass,
    })),
  };
  writeWhole(join(repoRoot, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`bench-results.json written (${((Date.now() - started) / 1000).toFixed(0)} s).`);
  if (writeReadme) {
    const run: RunInfo = {
      date: new Date(started).toISOString().slice(0, 10),
      machine: where,
      cores: cpus().length,
      loadAtStart,
      loadAtEnd,
    };
    const file = join(repoRoot, 'README.md');
    const readme = readmeWithRun(readFileSync(file, 'utf8'), run, {
      lighthouse,
      others: figures.filter((f) => !lighthouse.includes(f)),
    });
    // Prettier aligns the tables as `pnpm format` would: the written README passes format:check.
    const { format, resolveConfig } = await import('prettier');
    writeWhole(file, await format(readme, { ...(await resolveConfig(file)), filepath: file }));
    console.log('README.md tables written from this run.');
  }
};

await main();
await removeBuilds();
// Servers and browsers are closed by each figure; nothing else should keep the process alive.
process.exit(0);
