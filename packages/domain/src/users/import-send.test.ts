import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/users.ts';
import { transportErrors } from '../shared/errors.ts';
import type { InviteUserCommand, InviteUserError, UserSaved } from './invite-user.ts';
import { planUserImport } from './import-plan.ts';
import { mayImportUsers, sendUserImport, type ImportProgress } from './import-send.ts';
import { userErrors } from './errors.ts';

const header = ['First name', 'Last name', 'Email', 'Phone', 'Admin role', 'SCR App role'];
const row = (email: string, adminRole = 'None') => ['Zoe', 'Zeta', email, '', adminRole, 'Regular'];
const actor = { adminRoles: ['org_mgr'] } as const;
const saved = (email: string): UserSaved => ({
  user: aUser({ email }),
  message: { id: 'users.success.added' },
});

/** A plan of these rows, with one already a user (a@) to skip. */
const planOf = (...emails: string[]) =>
  planUserImport({
    table: [header, ...emails.map((e) => row(e))],
    actor,
    existing: [aUser({ email: 'a@carrier.example' })],
  });

const run = (
  invite: (c: InviteUserCommand) => ResultAsync<UserSaved, InviteUserError>,
  plan: ReturnType<typeof planOf>,
) => {
  const waits: number[] = [];
  const progress: ImportProgress[] = [];
  const result = sendUserImport({
    invite,
    wait: (seconds) => {
      waits.push(seconds);
      return okAsync(undefined);
    },
  })({ organizationId: 10, actor, plan, onProgress: (p) => progress.push(p) });
  return { result, waits, progress };
};

const emailOf = (c: InviteUserCommand) => (c.form as { email: string }).email;

describe('sending an import', () => {
  it('invites each row to send once, in the file’s order, and reports skipped rows with why', async () => {
    const sent: string[] = [];
    const { result, progress } = run(
      (c) => {
        sent.push(emailOf(c));
        return okAsync(saved(emailOf(c)));
      },
      planOf('b@carrier.example', 'a@carrier.example', 'c@carrier.example'),
    );
    const outcome = (await result)._unsafeUnwrap();
    expect(sent).toEqual(['b@carrier.example', 'c@carrier.example']);
    expect(outcome.counts).toEqual({ invited: 2, skipped: 1, failed: 0 });
    expect(outcome.rows.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'invited'],
      [3, 'skipped'],
      [4, 'invited'],
    ]);
    expect(outcome.rows[1]?.message.id).toBe('users.import.skip.alreadyUser');
    expect(progress.at(-1)).toEqual({ done: 2, total: 2 });
  });

  it('waits the platform’s Retry-After on a 429, says so, and sends the same row again', async () => {
    let refusals = 1;
    const { result, waits, progress } = run(
      (c) => (refusals-- > 0 ? errAsync(transportErrors.tooManyAttempts(30)) : okAsync(saved(emailOf(c)))),
      planOf('b@carrier.example'),
    );
    expect((await result)._unsafeUnwrap().counts.invited).toBe(1);
    expect(waits).toEqual([30]);
    expect(progress).toContainEqual({ done: 0, total: 1, waitSeconds: 30 });
  });

  it('fails a row that the platform refuses, and skips one another admin added meanwhile', async () => {
    const { result } = run(
      (c) =>
        emailOf(c) === 'b@carrier.example'
          ? errAsync(transportErrors.http(400, 'Invalid field phone'))
          : errAsync(userErrors.alreadyRegistered(aUser({ activatedAt: null }), 'passwordNotSet')),
      planOf('b@carrier.example', 'c@carrier.example'),
    );
    const outcome = (await result)._unsafeUnwrap();
    expect(outcome.rows.map((r) => [r.outcome, r.message.id])).toEqual([
      ['failed', 'shared.error.response'],
      ['skipped', 'users.import.skip.pendingInvitation'],
    ]);
  });

  it('stops at an ended session: the rows not sent fail with that reason', async () => {
    const sent: string[] = [];
    const { result } = run(
      (c) => {
        sent.push(emailOf(c));
        return errAsync(transportErrors.sessionExpired());
      },
      planOf('b@carrier.example', 'c@carrier.example', 'd@carrier.example'),
    );
    const outcome = (await result)._unsafeUnwrap();
    expect(sent).toEqual(['b@carrier.example']);
    expect(outcome.counts).toEqual({ invited: 0, skipped: 0, failed: 3 });
    expect(new Set(outcome.rows.map((r) => r.message.id))).toEqual(new Set(['shared.error.sessionExpired']));
  });

  it('gives up on a row after repeated 429s and goes on with the next', async () => {
    const { result, waits } = run(
      (c) =>
        emailOf(c) === 'b@carrier.example'
          ? errAsync(transportErrors.tooManyAttempts(5))
          : okAsync(saved(emailOf(c))),
      planOf('b@carrier.example', 'c@carrier.example'),
    );
    const outcome = (await result)._unsafeUnwrap();
    expect(waits).toEqual([5, 5, 5, 5, 5]);
    expect(outcome.rows.map((r) => r.outcome)).toEqual(['failed', 'invited']);
  });
});

describe('who may import', () => {
  it('is whoever may invite: org_mgr and usr_mgr, not cnx_mgr nor a user without an admin role', () => {
    expect(mayImportUsers({ adminRoles: ['org_mgr'] })).toBe(true);
    expect(mayImportUsers({ adminRoles: ['usr_mgr'] })).toBe(true);
    expect(mayImportUsers({ adminRoles: ['cnx_mgr'] })).toBe(false);
    expect(mayImportUsers({ adminRoles: [] })).toBe(false);
  });
});
