// The command-line tool's start-up (architecture §5 'the command-line tool'): `scr --help`, the built
// bin of packages/cli, against `node -e ''` (Node's own start-up) run in turns in the same process, so
// the machine's speed and load fall on both. Bar: under 300 ms (median); the ratio is reported.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ratioOf, type Figure, type FigureSource } from '../figure.ts';
import { repoRoot } from '../lib/paths.ts';

const RUNS = 15;
const BAR_MS = 300;
const cliDir = join(repoRoot, 'packages/cli');

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** Wall-clock ms of one run of `node args`, which must exit 0. */
const timeRun = (args: readonly string[]): number => {
  const start = process.hrtime.bigint();
  const ran = spawnSync(process.execPath, args, { cwd: cliDir, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (ran.status !== 0) throw new Error(`node ${args.join(' ')} exited ${ran.status}: ${ran.stderr}`);
  return ms;
};

const source: FigureSource = {
  title: 'Command line',
  run: async () => {
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: cliDir, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build of packages/cli failed');
    const scr = ['bin/scr.mjs', '--help'];
    const bare = ['-e', ''];
    // Two unmeasured runs of each first, so that both read their files from a warm cache.
    for (const args of [scr, bare, scr, bare]) timeRun(args);
    const scrRuns: number[] = [];
    const bareRuns: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // In turns, the order swapped each round, so a slow moment of the machine hits both.
      if (i % 2) bareRuns.push(timeRun(bare));
      scrRuns.push(timeRun(scr));
      if (!(i % 2)) bareRuns.push(timeRun(bare));
    }
    const value = Math.round(median(scrRuns));
    const baseline = Math.round(median(bareRuns));
    const dist = join(cliDir, 'dist');
    const kb = (file: string) => Math.round(statSync(join(dist, file)).size / 102.4) / 10;
    const figure: Figure = {
      name: "scr --help start-up (vs node -e '')",
      value,
      unit: 'ms',
      baseline,
      ratio: ratioOf(value, baseline),
      bar: `< ${BAR_MS} ms (median)`,
      pass: value < BAR_MS,
      detail: [
        `scr --help runs (ms): ${scrRuns.map(Math.round).join(', ')}`,
        `node -e '' runs (ms): ${bareRuns.map(Math.round).join(', ')}`,
        `dist/: main.js ${kb('main.js')} KB (commander and the catalogue); each command a chunk loaded when it runs: ${readdirSync(
          dist,
        )
          .filter((f) => /^(login|users|connections|activity)-/.test(f))
          .map((f) => `${f.replace(/-.*/, '')} ${kb(f)} KB`)
          .join(', ')}`,
      ],
    };
    return [figure];
  },
};

export default source;
