// `pnpm bench --readme` (bench/lib/readme.ts): the README's tables come from one run and say how
// busy the machine was.
import { describe, expect, it } from 'vitest';
import type { Figure } from '../bench/figure.ts';
import { readmeWithRun, type RunInfo } from '../bench/lib/readme.ts';

const readme = [
  '# Portal',
  '<!-- bench-figures:start (written by pnpm bench --readme) -->',
  'old figures',
  '<!-- bench-figures:end -->',
  'between',
  '<!-- bench-lighthouse:start (written by pnpm bench --readme) -->',
  'old lighthouse',
  '<!-- bench-lighthouse:end -->',
  '## Workspace',
].join('\n');

const figure = (name: string, pass: boolean, rows?: Figure['rows']): Figure => ({
  name,
  value: 130.3,
  unit: 'KB',
  baseline: 91.9,
  ratio: 1.42,
  bar: 'ratio ≤ 1.5',
  pass,
  ...(rows ? { rows } : {}),
});

const run = (loadAtStart: number, loadAtEnd: number): RunInfo => ({
  date: '2026-11-27',
  machine: 'AMD EPYC, 2 cores, 24 GB RAM, Node v20.20.2',
  cores: 2,
  loadAtStart,
  loadAtEnd,
});

const lighthouse = [
  figure('Lighthouse login: performance', true, [{ page: 'login', 'performance (≥ 95)': '97' }]),
  figure('Lighthouse login: accessibility', true),
  figure('Lighthouse users: performance', false, [
    { page: 'users', 'performance (≥ 95)': '91' },
    { page: 'bare page', 'performance (≥ 95)': '70' },
  ]),
];

describe('the README tables of a bench run', () => {
  it('writes both tables, with the date, the machine and its load average', () => {
    const written = readmeWithRun(readme, run(0.4, 1.1), {
      lighthouse,
      others: [figure('login route initial JS (gzip)', true), figure('a | piped name', false)],
    });
    expect(written).not.toContain('old figures');
    expect(written).not.toContain('old lighthouse');
    expect(written).toContain(
      'Latest run (2026-11-27, AMD EPYC, 2 cores, 24 GB RAM, Node v20.20.2, load average 0.4 at the start, 1.1 at the end: a quiet machine; 1 of 2 bars met):',
    );
    expect(written).toContain(
      '| login route initial JS (gzip) | 130.3 KB | 91.9 KB | 1.42 | ratio ≤ 1.5 | yes |',
    );
    expect(written).toContain('| a \\| piped name | 130.3 KB');
    expect(written).toContain(
      [
        '| page | performance (≥ 95) |',
        '| --- | --- |',
        '| login | 97 |',
        '| users | 91 |',
        '| bare page | 70 |',
      ].join('\n'),
    );
    expect(written).toContain('2 of 3 bars met');
    expect(written.startsWith('# Portal\n')).toBe(true);
    expect(written).toContain('\nbetween\n');
    expect(written.endsWith('<!-- bench-lighthouse:end -->\n## Workspace')).toBe(true);
  });

  it('calls a machine busier than its cores not quiet', () => {
    const written = readmeWithRun(readme, run(1.5, 22.4), { lighthouse, others: [] });
    expect(written).toContain(
      'load average 1.5 at the start, 22.4 at the end: **not a quiet machine** (more than its 2 cores busy)',
    );
  });

  it('leaves a table this run did not measure as it was', () => {
    const onlyLighthouse = readmeWithRun(readme, run(0.2, 0.3), { lighthouse, others: [] });
    expect(onlyLighthouse).toContain('old figures');
    expect(onlyLighthouse).not.toContain('old lighthouse');
    const noLighthouse = readmeWithRun(readme, run(0.2, 0.3), {
      lighthouse: [],
      others: [figure('x', true)],
    });
    expect(noLighthouse).toContain('old lighthouse');
    expect(noLighthouse).not.toContain('old figures');
  });

  it('refuses a README without the section to write', () => {
    expect(() =>
      readmeWithRun('# no sections', run(0.2, 0.3), { lighthouse: [], others: [figure('x', true)] }),
    ).toThrow(/no bench-figures section/);
  });
});
