// Insiders against each other, as random call sequences (fast-check model-based testing): the
// attackers create users with anybody's email, onboard with it, read their users' lists, complete the
// links they got, ask reset grants for anybody, link memberships, request connections, re-send mails
// and invitations to victims' addresses and sign out; Anna invites users meanwhile. After
// every command the platform must agree with the model's policy, and:
// - no victim's wallet password changes unless an admin of that victim's own organization may reset
//   it (Anna, Fiona of Ghent and Tina always keep theirs: no attacker administers them);
// - an attacker holds only accounts their own roles could appoint (a link goes only to who may);
// - every grant, allowed or refused, is in the target organization's audit trail under its true actor;
// - nothing an attacker does moves a limit of a victim's account (Tina can still get her 2FA code).
// A failure prints the seed and the shrunk command list. CI runs a fixed budget; SCR_MODEL_RUNS runs
// a longer one.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FakePlatform } from '../src/index.ts';
import { demoUserIds as ids } from '../src/index.ts';
import { authenticate, call, emails, start } from './support.ts';
import { initialModel, opensWith, type Model, type Real } from './insider-model.ts';
import { insiderCommands } from './insider-commands.ts';

let p: FakePlatform;
beforeAll(async () => {
  p = await start();
}, 60_000);
afterAll(() => p.close());

const runs = Number(process.env['SCR_MODEL_RUNS'] ?? 4);

/** What must hold after a whole run, beyond each command's own checks. */
const victimsUntouched = async (m: Model) => {
  for (const id of [ids.anna, ids.fionaGhent, ids.tina])
    expect(await opensWith(p, m.accounts.get(id)!)).toBe(true);
  // Tina (2FA by mail) still gets her code: no re-send aimed at her address moved her counters.
  const step2 = await authenticate(p, ids.tina, emails.tina);
  expect(step2.body.twoFactorAuthRequired).toBe(true);
  const code = await call(p.apiUrl, 'GET', '/two-factor/auth/email', {
    headers: { authorization: `Bearer ${step2.body.accessToken}`, id: String(ids.tina) },
  });
  expect(code.status).toBe(200);
};

it(
  'keeps every account with its holder under any sequence of insider calls',
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(insiderCommands, { maxCommands: 10 }), async (cmds) => {
        await p.reset();
        const model = initialModel();
        const real: Real = { p, links: new Map(), fresh: { n: 0 }, sessions: new Map() };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        await victimsUntouched(model);
      }),
      // SCR_MODEL_SHRINK=0 reports the first failing sequence as found, without shrinking it.
      { numRuns: runs, verbose: 1, endOnFailure: process.env['SCR_MODEL_SHRINK'] === '0' },
    );
  },
  // About 10 s a run on a quiet machine (the wallets' KDF is the cost of each sign-in and reset);
  // several times that beside the other suites on two cores.
  runs * 120_000,
);
