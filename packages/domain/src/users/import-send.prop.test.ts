import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/users.ts';
import { transportErrors } from '../shared/errors.ts';
import { planUserImport } from './import-plan.ts';
import { sendUserImport } from './import-send.ts';

const header = ['First name', 'Last name', 'Email', 'Admin role', 'SCR App role'];
const arbRow = fc.tuple(
  fc.constantFrom('Zoe', ''),
  fc.constant('Zeta'),
  fc.constantFrom('a@x.example', 'b@x.example', 'c@x.example', 'd@x.example', 'bad'),
  fc.constantFrom('None', 'User Manager'),
  fc.constantFrom('Regular', 'Boss'),
);
/** What the platform answers a row: yes, a 429 first, a refusal. */
const arbAnswer = fc.constantFrom('ok', 'slow', 'refuse');

describe('sending an import plan', () => {
  it('invites exactly the planned rows, each once, and names an outcome for every row', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbRow, { maxLength: 12 }),
        fc.array(arbAnswer, { minLength: 12, maxLength: 12 }),
        fc.constantFrom(['org_mgr'] as const, ['usr_mgr'] as const),
        async (rows, answers, roles) => {
          const actor = { adminRoles: roles };
          const plan = planUserImport({
            table: [header, ...rows],
            actor,
            existing: [aUser({ email: 'd@x.example' })],
          });
          const tries = new Map<string, number>();
          const result = await sendUserImport({
            invite: (c) => {
              const email = (c.form as { email: string }).email;
              const n = tries.get(email) ?? 0;
              tries.set(email, n + 1);
              const answer = answers[plan.rows.findIndex((r) => r.cells.email === email)] ?? 'ok';
              if (answer === 'slow' && n === 0) return errAsync(transportErrors.tooManyAttempts(1));
              if (answer === 'refuse') return errAsync(transportErrors.http(400, 'no'));
              return okAsync({ user: aUser({ email }), message: { id: 'users.success.added' } });
            },
            wait: () => okAsync(undefined),
          })({ organizationId: 10, actor, plan });
          const outcome = result._unsafeUnwrap();
          const planned = plan.rows.filter((r) => r.kind === 'send').map((r) => r.cells.email);
          expect([...tries.keys()].sort()).toEqual([...planned].sort());
          expect(outcome.rows.map((r) => r.line)).toEqual(plan.rows.map((r) => r.line));
          expect(outcome.counts.invited + outcome.counts.failed).toBe(planned.length);
          expect(outcome.counts.skipped).toBe(plan.rows.length - planned.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
