import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/users.ts';
import { planUserImport, type PlannedRow } from './import-plan.ts';

// A file of 50,000 rows against 5,000 users, as a large organization's spreadsheet: the plan names
// every row's fate as a small file's plan would. The rows are made so each fate follows from the
// row's number alone: the last 5,000 rows repeat the first 5,000 emails (in capitals), every 9th
// email belongs to a user (a member, an invited user or a deleted member in turn), and the rows
// numbered 500 modulo 1,000 have an admin role that does not exist.
const ROWS = 50_000;
const REPEATED = 5_000;
const header = ['First name', 'Last name', 'Email', 'Phone', 'Admin role', 'SCR App role'];

/** The email a row's number gives: a repeated row has the email of the row it repeats. */
const emailNumber = (i: number) => (i < ROWS - REPEATED ? i : i - (ROWS - REPEATED));
const existingKind = ['alreadyUser', 'pendingInvitation', 'reactivation'] as const;

const table = [
  header,
  ...Array.from({ length: ROWS }, (_, i) => [
    `First${i}`,
    'Bulk',
    i < ROWS - REPEATED ? `user${i}@carrier.example` : `USER${emailNumber(i)}@Carrier.example`,
    '',
    i % 1000 === 500 ? 'Boss' : 'None',
    'Regular',
  ]),
];

const existing = Array.from({ length: (ROWS - REPEATED) / 9 }, (_, k) =>
  aUser({
    id: k + 1,
    userId: 1000 + k,
    email: `user${k * 9}@carrier.example`,
    activatedAt: k % 3 === 1 ? null : '2026-01-01T00:00:00.000Z',
    isDeleted: k % 3 === 2,
  }),
);

/** A row's fate by the rules, worked out from its number: a user's email first, then the checks. */
const expectedFate = (i: number): string => {
  const n = emailNumber(i);
  if (n % 9 === 0) return existingKind[(n / 9) % 3]!;
  if (i % 1000 === 500) return 'invalid';
  return i === n ? 'send' : 'duplicateInFile';
};

const fate = (row: PlannedRow) => (row.kind === 'skip' ? row.reason : row.kind);

/** A generous timeout, not a bar: a busy machine's test worker plans 50,000 rows in seconds. */
const large = { timeout: 60_000 };

describe('planning an import of 50,000 rows', () => {
  it('gives each row the fate a small file would: users, duplicates and problems throughout', large, () => {
    const plan = planUserImport({ table, actor: { adminRoles: ['org_mgr'] }, existing });
    expect(plan.fileProblems).toEqual([]);
    expect(plan.rows).toHaveLength(ROWS);
    // The rows whose line or fate is not the expected one, compared one by one: none.
    const wrong = plan.rows
      .map((row, i) => ({ line: row.line, got: fate(row), expected: expectedFate(i) }))
      .filter((row, i) => row.line !== i + 2 || row.got !== row.expected);
    expect(wrong).toEqual([]);
    // 5,556 emails of users (5,000 once, 556 repeated), 4,440 repeats; 44 bad admin roles.
    expect(plan.counts).toEqual({ send: 39_960, invalid: 44, skip: 9_996 });
  });
});
