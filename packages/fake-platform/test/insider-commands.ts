// The commands of the insiders' model-based test: each calls the real platform and the wallets over
// HTTP, asserts the answer the model's policy predicts, and moves the model on. Picks are numbers
// resolved against the accounts that exist when the command runs, so a shrunk sequence stays valid.
// The commands that make accounts and links are in insider-accounts.ts; these use them.
import fc from 'fast-check';
import { expect } from 'vitest';
import { api, call, walletUrlOf } from './support.ts';
import {
  holding,
  leavePerson,
  mayAppoint,
  mayReset,
  newestEntries,
  opensWith,
  sha256,
  type Model,
  type Real,
} from './insider-model.ts';
import {
  AnnaInvites,
  CompleteLink,
  CreateUser,
  ListUsers,
  Onboard,
  accounts,
  attackers,
  pendingHeld,
  pick,
} from './insider-accounts.ts';
import { RequestConnection, ResendInvitation, SignOut } from './insider-outreach.ts';

type Cmd = fc.AsyncCommand<Model, Real>;

/** The seeded org_mgr who can read an organization's trail, if the model still gives them their password. */
const trailReader = (m: Model, organizationId: number) =>
  accounts(m).find(
    (a) => a.organizationId === organizationId && a.heldBy === 'victim' && a.roles.includes('org_mgr'),
  );

class Reset implements Cmd {
  constructor(
    readonly by: number,
    readonly target: number,
    readonly admin: number,
  ) {}
  check = (m: Readonly<Model>) => attackers(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const caller = pick(attackers(m), this.by)!;
    const target = pick(
      accounts(m).filter((a) => a.password !== null),
      this.target,
    )!;
    // The admin membership the grant names: any the attacker can find under the caller's email.
    const admin = pick(
      accounts(m).filter((a) => a.email === caller.email),
      this.admin,
    )!;
    const who = await holding(r, caller);
    const password = `reset-by-${caller.id}`;
    const passwordHash = sha256(password);
    const items = [{ id: target.organizationId, userId: target.id, adminId: admin.id }];
    const grant = await api(r.p, 'POST', '/password-reset-grants', who, { passwordHash, items });
    const allowed = mayReset(m, caller, admin, target);
    expect(grant.status).toBe(allowed ? 201 : 403);
    if (grant.status === 201) {
      const walletUrl = await walletUrlOf(r.p, target.id, target.email);
      await call(walletUrl, 'POST', '/password-resets', {
        body: { passwordHash, items, grant: grant.body.grant },
        headers: { authorization: `Bearer ${who.walletToken}` },
      });
      // Some wallets cannot reset (an outdated version): what the wallet did is observed, not assumed.
      const moved = { ...target, password };
      if (await opensWith(r.p, moved)) {
        r.sessions.delete(target.id);
        if (target.person !== caller.person) leavePerson(m, target);
        Object.assign(target, { password, heldBy: 'attacker' });
      }
    }
    expect(await opensWith(r.p, target)).toBe(true);
    const reader = trailReader(m, target.organizationId);
    if (!reader) return;
    const entries = await newestEntries(r.p, await holding(r, reader), 5);
    expect(entries.some((e) => e.action === 'password.adminReset' && e.actorOrgUserId === caller.id)).toBe(
      true,
    );
  }
  toString = () => `Reset(by ${this.by}, target ${this.target}, admin ${this.admin})`;
}

class ResendMail implements Cmd {
  constructor(
    readonly which: number,
    readonly times: number,
  ) {}
  check = (m: Readonly<Model>) => pendingHeld(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const a = pick(pendingHeld(m), this.which)!;
    const creator = accounts(m).find(
      (x) => x.heldBy === 'attacker' && x.password !== null && mayAppoint(x, a),
    );
    if (!creator) return;
    const who = await holding(r, creator);
    for (let i = 0; i < this.times; i++)
      await api(r.p, 'PATCH', `/organization-users/${a.id}`, who, { resendMail: true });
  }
  toString = () => `ResendMail(${this.which}, ${this.times}×)`;
}

/** The attacker links an account they hold to another of the same email, signing with what they hold. */
class Link implements Cmd {
  constructor(
    readonly by: number,
    readonly other: number,
  ) {}
  check = (m: Readonly<Model>) => attackers(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const caller = pick(attackers(m), this.by)!;
    const other = pick(
      accounts(m).filter((a) => a.email === caller.email && a.id !== caller.id && a.password !== null),
      this.other,
    );
    if (!other) return;
    // The attacker signs with the other account's wallet if they hold it, else with the caller's.
    const signer = other.heldBy === 'attacker' ? other : caller;
    const bound = await api(r.p, 'POST', '/authentication', undefined, {
      strategy: 'wallet',
      orgUserId: other.id,
    });
    const signerSession = await holding(r, signer);
    const walletUrl = await walletUrlOf(r.p, signer.id, signer.email);
    const signed = await call(walletUrl, 'POST', '/sign', {
      body: { challenge: bound.body.challenge },
      headers: { authorization: `Bearer ${signerSession.walletToken}` },
    });
    const linked = await api(r.p, 'POST', '/person-links', await holding(r, caller), {
      orgUserId: other.id,
      challenge: bound.body.challenge,
      signature: signed.body.signature,
    });
    expect(linked.status).toBe(signer === other ? 201 : 403);
    if (linked.status !== 201) return;
    const joining = other.person;
    for (const a of accounts(m)) if (a.person === joining) a.person = caller.person;
  }
  toString = () => `Link(by ${this.by}, other ${this.other})`;
}

export const insiderCommands = [
  fc.tuple(fc.nat(), fc.nat(), fc.boolean()).map(([b, e, a]) => new CreateUser(b, e, a)),
  fc.boolean().map((a) => new AnnaInvites(a)),
  fc.nat().map((b) => new ListUsers(b)),
  fc.nat().map((w) => new CompleteLink(w)),
  fc.nat().map((e) => new Onboard(e)),
  fc.tuple(fc.nat(), fc.nat(), fc.nat()).map(([b, t, a]) => new Reset(b, t, a)),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 12 })).map(([w, t]) => new ResendMail(w, t)),
  fc.tuple(fc.nat(), fc.nat()).map(([b, o]) => new Link(b, o)),
  fc.tuple(fc.nat(), fc.nat()).map(([b, t]) => new RequestConnection(b, t)),
  fc
    .tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 12 }))
    .map(([b, v, t]) => new ResendInvitation(b, v, t)),
  fc.nat().map((w) => new SignOut(w)),
];
