#!/usr/bin/env node
// `pnpm test`: every check, in order: typecheck, lint, formatting, unit + property + contract tests
// (vitest), then the browser tests (Playwright in Debian chromium) once they exist.
// Ends with one summary line 'N passed, N failed' counted from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium-check.mjs';

const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
};

// Before anything else: the browser tests' chromium (installed when possible, else what to run).
if (existsSync('packages/web/playwright.config.ts') && !ensureChromium()) {
  console.log('\nNothing ran: the browser is missing.\n0 passed, 1 failed');
  process.exit(1);
}

mkdirSync('test-results', { recursive: true });
// The reliability suite appends its tally here (packages/fake-platform/src/testing/reliability.ts).
const reliabilityLog = 'test-results/reliability.jsonl';
rmSync(reliabilityLog, { force: true });
// Reports of an earlier run would be counted as this one's.
for (const report of ['vitest.json', 'playwright.json']) rmSync(`test-results/${report}`, { force: true });
const steps = [
  ['typecheck', 'pnpm', ['-s', 'typecheck']],
  ['typecheck (workspace scripts and tests)', 'pnpm', ['-s', 'exec', 'tsc', '-p', 'tsconfig.json']],
  ['lint', 'pnpm', ['-s', 'lint']],
  ['format', 'pnpm', ['-s', 'format:check']],
  // Packs @scr/domain and @scr/api-adapter (prepack builds them), installs the tarballs in a project
  // outside the workspace and uses them from plain Node and from tsc (node16 and bundler resolution).
  [
    'domain and api-adapter install from their tarballs and run outside the workspace',
    'sh',
    ['-c', 'node scripts/pack-check.mjs && node packages/domain/examples/plain-node.mjs'],
  ],
  // The surface of @scr/domain and @scr/domain/testing against their checked-in API reports
  // (architecture §8): a change of either entry needs `pnpm api:update` and the reports committed.
  ['domain API reports match its entries', 'pnpm', ['-s', 'api:check']],
  [
    'unit, property and contract tests',
    'pnpm',
    [
      '-s',
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest.json',
    ],
  ],
];
if (existsSync('packages/web/playwright.config.ts')) {
  steps.push(['browser tests', 'pnpm', ['-s', '--filter', '@scr/web', 'exec', 'playwright', 'test']]);
}

let failedStep = null;
// How long each step took, printed with the summary: CI has a time budget, and this says where it goes.
const durations = [];
for (const [label, cmd, args] of steps) {
  const started = performance.now();
  const ok = run(label, cmd, args);
  durations.push([label, (performance.now() - started) / 1000]);
  if (!ok) {
    failedStep = label;
    break;
  }
}

let passed = 0;
let failed = 0;
const count = (file, pick) => {
  if (!existsSync(file)) return;
  const [p, f] = pick(JSON.parse(readFileSync(file, 'utf8')));
  passed += p;
  failed += f;
};
count('test-results/vitest.json', (j) => [j.numPassedTests ?? 0, j.numFailedTests ?? 0]);
count('test-results/playwright.json', (j) => [
  j.stats?.expected ?? 0,
  (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0) * 0,
]);
if (existsSync(reliabilityLog)) {
  const parts = new Map();
  for (const line of readFileSync(reliabilityLog, 'utf8').split('\n').filter(Boolean)) {
    const { part, cases, failures, details = {} } = JSON.parse(line);
    const sum = parts.get(part) ?? { cases: 0, failures: 0, details: {} };
    for (const [name, n] of Object.entries(details)) sum.details[name] = (sum.details[name] ?? 0) + n;
    parts.set(part, { cases: sum.cases + cases, failures: sum.failures + failures, details: sum.details });
  }
  console.log('\nReliability suite (cases tried per part):');
  for (const [part, { cases, failures, details }] of parts) {
    const extra = Object.entries(details)
      .map(([name, n]) => `, ${n} ${name}`)
      .join('');
    console.log(`  ${part.padEnd(32)} ${String(cases).padStart(6)} cases, ${failures} failures${extra}`);
  }
}
console.log('\nTime per step:');
for (const [label, seconds] of durations) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${label}`);
// The failed tests by name, last, so a log that keeps only its tail still says what failed.
const failures = [];
if (existsSync('test-results/vitest.json')) {
  for (const file of JSON.parse(readFileSync('test-results/vitest.json', 'utf8')).testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      failures.push(`${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}: ${reason}`);
    }
  }
}
const walk = (suite, file) => {
  for (const inner of suite.suites ?? []) walk(inner, inner.file ?? file);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const last = test.results?.at(-1);
      if (test.status === 'unexpected')
        failures.push(`${file} > ${spec.title}: ${String(last?.error?.message ?? '').split('\n')[0]}`);
    }
  }
};
if (existsSync('test-results/playwright.json'))
  walk(JSON.parse(readFileSync('test-results/playwright.json', 'utf8')));
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
if (failedStep) {
  console.log(`\nFAILED at: ${failedStep}`);
  failed = Math.max(failed, 1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
