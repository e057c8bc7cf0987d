// The reliability suite's tally (issue: hostile input, faults, authorization, concurrency, durability,
// tokens, guessing). Every part records how many cases it tried and how many failed; `pnpm test` prints the sum
// per part at the end (scripts/test-all.mjs reads the file). One JSON line per record, appended, so
// parallel test workers and both runners (vitest, Playwright) can write to it at once.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** test-results/reliability.jsonl at the repository root. */
export const reliabilityLog = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../test-results/reliability.jsonl',
);

/** The parts of the suite, in the order the summary prints them. */
export const reliabilityParts = [
  'hostile input to the API',
  'hostile input in the browser',
  'authorization from the outside',
  'insider',
  'faults',
  'concurrency',
  'durability',
  'tokens',
  'guessing',
  'audit',
] as const;
export type ReliabilityPart = (typeof reliabilityParts)[number];

/**
 * Records `cases` tried (of which `failures` failed) for a part, and prints the line. `details`
 * names counts the summary adds up and prints beside the part (e.g. tampering cases detected).
 */
export const recordReliability = (
  part: ReliabilityPart,
  cases: number,
  failures = 0,
  details: Record<string, number> = {},
): void => {
  mkdirSync(dirname(reliabilityLog), { recursive: true });
  appendFileSync(reliabilityLog, `${JSON.stringify({ part, cases, failures, details })}\n`);
  const extra = Object.entries(details)
    .map(([name, n]) => `, ${n} ${name}`)
    .join('');
  console.log(`[reliability] ${part}: ${cases} cases, ${failures} failures${extra}`);
};
