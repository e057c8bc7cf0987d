// The insiders' commands that reach other organizations and end sessions: a connection request in
// the caller's organization's name, invitations mailed (and re-sent) to a victim's address, and a
// sign-out whose token must then be refused. Who may act is the connection admins' row of the
// access policy: org_mgr and cnx_mgr.
import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { expect } from 'vitest';
import { api } from './support.ts';
import { holding, newestEntries, victimEmails, type Model, type Real } from './insider-model.ts';
import { accounts, attackers, pick } from './insider-accounts.ts';

type Cmd = fc.AsyncCommand<Model, Real>;

const connectionAdmin = (roles: readonly string[]) => roles.includes('org_mgr') || roles.includes('cnx_mgr');
const victimOrganizations = [1, 2, 4];

export class RequestConnection implements Cmd {
  constructor(
    readonly by: number,
    readonly to: number,
  ) {}
  check = (m: Readonly<Model>) => attackers(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const caller = pick(attackers(m), this.by)!;
    const to = pick(
      victimOrganizations.filter((o) => o !== caller.organizationId),
      this.to,
    )!;
    const sent = await api(r.p, 'POST', '/connections', await holding(r, caller), {
      organizationIdB: to,
      reference: randomUUID(),
      encrInviterData: { publicKey: 'pk-insider' },
    });
    if (!connectionAdmin(caller.roles)) {
      expect(sent.status).toBe(403);
      return;
    }
    // Allowed by the policy: what the request meets then (an earlier one, the partner's role) is
    // the connection rules' word, never a 403 or a 5xx.
    expect(sent.status).not.toBe(403);
    expect(sent.status).toBeLessThan(500);
    if (sent.status !== 201) return;
    const reader = accounts(m).find(
      (a) => a.organizationId === to && a.heldBy === 'victim' && a.roles.includes('org_mgr'),
    );
    if (!reader) return;
    const entries = await newestEntries(r.p, await holding(r, reader), 5);
    expect(entries.some((e) => e.action === 'connection.request' && e.actorOrgUserId === caller.id)).toBe(
      true,
    );
  }
  toString = () => `RequestConnection(by ${this.by}, to ${this.to})`;
}

export class ResendInvitation implements Cmd {
  constructor(
    readonly by: number,
    readonly victim: number,
    readonly times: number,
  ) {}
  check = (m: Readonly<Model>) => attackers(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const caller = pick(attackers(m), this.by)!;
    const who = await holding(r, caller);
    const n = ++r.fresh.n;
    const sent = await api(r.p, 'POST', '/invitations', who, {
      name: `Resent ${n} BV`,
      vat: `NL${String(200000000 + n)}B01`,
      contactEmail: pick([...victimEmails], this.victim)!,
      reference: randomUUID(),
      encrInviterData: { publicKey: 'pk-insider' },
    });
    expect(sent.status).toBe(connectionAdmin(caller.roles) ? 201 : 403);
    if (sent.status !== 201) return;
    // Re-sent until the inviter's own limit for this recipient stops it: theirs, not the victim's.
    for (let i = 0; i < this.times; i++) {
      const again = await api(r.p, 'PATCH', `/invitations/${sent.body.id}`, who, { status: 'pending' });
      expect([200, 429]).toContain(again.status);
    }
  }
  toString = () => `ResendInvitation(by ${this.by}, to victim ${this.victim}, ${this.times}×)`;
}

export class SignOut implements Cmd {
  constructor(readonly which: number) {}
  check = (m: Readonly<Model>) => attackers(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const a = pick(attackers(m), this.which)!;
    const who = await holding(r, a);
    expect((await api(r.p, 'DELETE', '/authentication', who)).status).toBe(200);
    r.sessions.delete(a.id);
    // The ended session's token lets nobody in again.
    expect((await api(r.p, 'GET', `/organizations/${a.organizationId}`, who)).status).toBe(401);
  }
  toString = () => `SignOut(${this.which})`;
}
