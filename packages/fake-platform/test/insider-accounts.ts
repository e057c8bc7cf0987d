// The insiders' commands that make accounts and links: admins create users with anybody's email,
// Anna invites, admins read their users' lists, link holders complete links, and a stranger onboards.
// Each calls the real platform over HTTP and asserts the answer the model's policy predicts.
import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { expect } from 'vitest';
import { api, call, completeAddUserLink, jwtOf } from './support.ts';
import {
  holding,
  mayAppoint,
  victimEmails,
  type Account,
  type Model,
  type Real,
  type Role,
} from './insider-model.ts';

type Cmd = fc.AsyncCommand<Model, Real>;

export const pick = <T>(list: T[], n: number): T | undefined =>
  list.length ? list[n % list.length] : undefined;
export const accounts = (m: Model) => [...m.accounts.values()];
export const attackers = (m: Model) =>
  accounts(m).filter((a) => a.heldBy === 'attacker' && a.password !== null);
export const emailOf = (r: Real, n: number) =>
  pick([...victimEmails, 'fresh'], n)!.replace('fresh', () => `fresh${++r.fresh.n}@x.example`);

/** Adds an account the platform just created as a new person of its own. */
export const created = (
  m: Model,
  body: { id: number; userId: number },
  fields: Omit<Account, 'id' | 'person'>,
) => {
  expect(accounts(m).some((a) => a.person === body.userId)).toBe(false);
  m.accounts.set(body.id, { ...fields, id: body.id, person: body.userId });
};

export class CreateUser implements Cmd {
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

export class AnnaInvites implements Cmd {
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

export class ListUsers implements Cmd {
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

export const pendingHeld = (m: Model) =>
  accounts(m).filter((a) => a.password === null && a.linkHolders.has('attacker'));

export class CompleteLink implements Cmd {
  constructor(readonly which: number) {}
  check = (m: Readonly<Model>) => pendingHeld(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const a = pick(pendingHeld(m), this.which)!;
    const password = `attacker-${a.id}`;
    expect(await completeAddUserLink(r.p, r.links.get(a.id)!, a, password)).toBe(201);
    Object.assign(a, { password, heldBy: 'attacker' });
  }
  toString = () => `CompleteLink(${this.which})`;
}

export class Onboard implements Cmd {
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
