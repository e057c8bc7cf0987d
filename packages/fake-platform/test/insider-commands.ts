// The commands of the insiders' model-based test: each calls the real platform and the wallets over
// HTTP, asserts the answer the model's policy predicts, and moves the model on. Picks are numbers
// resolved against the accounts that exist when the command runs, so a shrunk sequence stays valid.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { api, call } from './support.ts';
import {
  completeLink,
  jwtOf,
  mayAppoint,
  mayReset,
  newestEntries,
  opensWith,
  sha256,
  holding,
  leavePerson,
  victimEmails,
  type Account,
  type Model,
  type Real,
  type Role,
} from './insider-model.ts';

type Cmd = fc.AsyncCommand<Model, Real>;
const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
const accounts = (m: Model) => [...m.accounts.values()];
const attackers = (m: Model) => accounts(m).filter((a) => a.heldBy === 'attacker' && a.password !== null);
const emailOf = (r: Real, n: number) =>
  pick([...victimEmails, 'fresh'], n)!.replace('fresh', () => `fresh${++r.fresh.n}@x.example`);

/** Adds an account the platform just created as a new person of its own. */
const created = (m: Model, body: { id: number; userId: number }, fields: Omit<Account, 'id' | 'person'>) => {
  expect(accounts(m).some((a) => a.person === body.userId)).toBe(false);
  m.accounts.set(body.id, { ...fields, id: body.id, person: body.userId });
};

class CreateUser implements Cmd {
  constructor(
    readonly by: number,
    readonly email: number,
    readonly admin: boolean,
  ) {}
  check = (m: Readonly<Model>) => attackers(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const creator = pick(attackers(m), this.by)!;
    const email = emailOf(r, this.email);
    const roles: Role[] = this.admin ? ['org_mgr'] : [];
    const who = await holding(r, creator);
    const made = await api(r.p, 'POST', '/organization-users', who, {
      email,
      firstName: 'Made',
      lastName: 'ByInsider',
      userRole: 'regular',
      ...(this.admin ? { adminRoles: roles } : {}),
    });
    const allowed = mayAppoint(creator, { organizationId: creator.organizationId, roles });
    const taken = accounts(m).some((a) => a.organizationId === creator.organizationId && a.email === email);
    expect(made.status).toBe(!allowed ? 403 : taken ? 409 : 201);
    if (made.status !== 201) return;
    created(m, made.body, {
      organizationId: creator.organizationId,
      email,
      roles,
      password: null,
      heldBy: 'attacker',
      linkHolders: new Set(['attacker']),
    });
    r.links.set(made.body.id, made.body.acceptLink);
  }
  toString = () => `CreateUser(by ${this.by}, email ${this.email}, admin ${this.admin})`;
}

class AnnaInvites implements Cmd {
  constructor(readonly admin: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const anna = m.accounts.get(1)!;
    const who = await holding(r, anna);
    const email = `invited${++r.fresh.n}@carrier.example`;
    const roles: Role[] = this.admin ? ['org_mgr'] : [];
    const made = await api(r.p, 'POST', '/organization-users', who, {
      email,
      firstName: 'Invited',
      lastName: 'ByAnna',
      userRole: 'regular',
      ...(this.admin ? { adminRoles: roles } : {}),
    });
    expect(made.status).toBe(201);
    created(m, made.body, {
      organizationId: 1,
      email,
      roles,
      password: null,
      heldBy: 'victim',
      linkHolders: new Set(['victim']),
    });
  }
  toString = () => `AnnaInvites(admin ${this.admin})`;
}

class ListUsers implements Cmd {
  constructor(readonly by: number) {}
  check = (m: Readonly<Model>) => attackers(m as Model).some((a) => a.roles.length > 0);
  async run(m: Model, r: Real) {
    const reader = pick(
      attackers(m).filter((a) => a.roles.length > 0),
      this.by,
    )!;
    const who = await holding(r, reader);
    const list = await api(r.p, 'GET', '/organization-users?$limit=100', who);
    if (!reader.roles.includes('org_mgr') && !reader.roles.includes('usr_mgr')) {
      expect(list.status).toBe(403);
      return;
    }
    for (const row of list.body.data as Array<{ id: number; acceptLink: string | null }>) {
      const a = m.accounts.get(row.id);
      if (!a || !row.acceptLink) continue;
      // A link reaches only an admin who may appoint that row's role.
      expect(mayAppoint(reader, a)).toBe(true);
      a.linkHolders.add('attacker');
      r.links.set(a.id, row.acceptLink);
    }
  }
  toString = () => `ListUsers(by ${this.by})`;
}

const pendingHeld = (m: Model) =>
  accounts(m).filter((a) => a.password === null && a.linkHolders.has('attacker'));

class CompleteLink implements Cmd {
  constructor(readonly which: number) {}
  check = (m: Readonly<Model>) => pendingHeld(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const a = pick(pendingHeld(m), this.which)!;
    const password = `attacker-${a.id}`;
    expect(await completeLink(r.p, r.links.get(a.id)!, a, password)).toBe(201);
    Object.assign(a, { password, heldBy: 'attacker' });
  }
  toString = () => `CompleteLink(${this.which})`;
}

class Onboard implements Cmd {
  constructor(readonly email: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const anna = m.accounts.get(1)!;
    const n = ++r.fresh.n;
    const contactEmail = `info${n}@stranger.example`;
    const sent = await api(r.p, 'POST', '/invitations', await holding(r, anna), {
      name: `Stranger ${n} BV`,
      vat: `NL${String(100000000 + n)}B01`,
      contactEmail,
      reference: randomUUID(),
      encrInviterData: { publicKey: 'pk-anna' },
    });
    expect(sent.status).toBe(201);
    const mails = await call(r.p.url, 'GET', '/__dev/api/mails');
    const link = mails.body.find((x: { to: string }) => x.to === contactEmail).links[0];
    const email = emailOf(r, this.email);
    const password = `stranger-${n}`;
    const done = await api(r.p, 'POST', `/onboarding?jwt=${jwtOf(link)}`, undefined, {
      invitationId: sent.body.id,
      organization: {
        name: `Stranger ${n} BV`,
        streetNbr: 'Kade 1',
        postalCode: '3000',
        city: 'Rotterdam',
        country: 'Netherlands',
        contactEmail,
        supportEmail: contactEmail,
        role: 'transporter',
      },
      admin: { isFirstAdmin: true, firstName: 'S', lastName: 'Tranger', email, password },
      onboarding: {
        onboarderFirstName: 'S',
        onboarderLastName: 'Tranger',
        onboarderRole: 'CEO',
        onboarderEmail: contactEmail,
        savedConnections: [],
      },
    });
    expect(done.status).toBe(201);
    created(
      m,
      { id: done.body.admin.id, userId: done.body.admin.userId },
      {
        organizationId: done.body.organization.id,
        email,
        roles: ['org_mgr'],
        password,
        heldBy: 'attacker',
        linkHolders: new Set(),
      },
    );
  }
  toString = () => `Onboard(email ${this.email})`;
}

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
      const walletUrl = (
        await call(r.p.apiUrl, 'GET', `/find-user?email=${encodeURIComponent(target.email)}`)
      ).body.find((x: { id: number }) => x.id === target.id).organization.walletAddress;
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
    const walletUrl = (
      await call(r.p.apiUrl, 'GET', `/find-user?email=${encodeURIComponent(signer.email)}`)
    ).body.find((x: { id: number }) => x.id === signer.id).organization.walletAddress;
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
];
