// The generated authorization matrix's world and its one check: the demo callers of each role
// (signed in to the platform and their wallet), the targets its cells aim at, and a call that must
// pass authorization or be a 403 that changes nothing.
import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { decide, type CallerRole, type Policy, type PolicyCell } from '../src/auth/policy.ts';
import { apiPolicy, walletPolicy } from '../src/auth/policy-table.ts';
import { apiScenarios, walletRequest, type Refs, type Request } from './policy-scenarios.ts';
import { api, call, emails, start, type Session } from './support.ts';
import { signInWithWallet, type WalletSignIn } from './wallet-session.ts';

export type Caller = WalletSignIn & { email: string };

export const allowedIn = (policy: Policy, c: PolicyCell): boolean =>
  decide(policy, c.operation, {
    roles: c.role === 'none' ? [] : [c.role],
    relation: c.relation,
    ...(c.target ? { target: c.target } : {}),
  }).allowed;

export const label = (c: PolicyCell): string =>
  `${c.operation} / ${c.role} / ${c.relation}${c.target ? ` / ${c.target}` : ''}`;

/** The token a platform operation takes; undefined for one without a session. */
export const tokenOf = (operation: string) => {
  const rule = apiPolicy[operation as keyof typeof apiPolicy];
  return rule.caller === 'signedIn' ? rule.token : undefined;
};

export const send = (url: string, req: Request, headers: Record<string, string>) =>
  call(url, req.method, req.path, { headers, ...(req.body === undefined ? {} : { body: req.body }) });

export const startMatrix = async () => {
  const p: FakePlatform = await start();
  const signIn = async (id: number, email: string): Promise<Caller> => ({
    ...(await signInWithWallet(p, id, email)),
    email,
  });
  const [anna, ulrich, connie, victor, fiona] = await Promise.all([
    signIn(ids.anna, emails.anna),
    signIn(ids.ulrich, emails.ulrich),
    signIn(ids.connie, emails.connie),
    signIn(ids.victor, emails.victor),
    signIn(ids.fionaGhent, emails.fiona),
  ]);
  const callers: Record<CallerRole, Caller> = {
    org_mgr: anna,
    usr_mgr: ulrich,
    cnx_mgr: connie,
    none: victor,
  };
  /** A new user; deleted, reads of them work and writes are refused as such once authorized. */
  const newUser = async (
    admin: Session,
    organizationId: number,
    name: string,
    roles: string[],
    deleted = true,
  ) => {
    const created = await api(p, 'POST', '/organization-users', admin, {
      ...{ organizationId, email: `${name}@matrix.example`, firstName: name, lastName: 'Matrix' },
      ...{ userRole: 'regular', adminRoles: roles },
    });
    if (deleted)
      expect((await api(p, 'DELETE', `/organization-users/${created.body.id}`, admin)).status).toBe(200);
    return Number(created.body.id);
  };
  type Row = { reference: string; status: string; organizationIdA: number; organizationIdB: number };
  const own: Row[] = (await api(p, 'GET', '/connections', anna.session)).body.data;
  const ghent: Row[] = (await api(p, 'GET', '/connections', fiona.session)).body.data;
  const shared = {
    deleted: {
      sameAdmin: await newUser(anna.session, 1, 'zed', ['cnx_mgr']),
      sameUser: await newUser(anna.session, 1, 'yves', []),
      otherAdmin: await newUser(fiona.session, 2, 'xena', ['cnx_mgr']),
      otherUser: await newUser(fiona.session, 2, 'will', []),
    },
    live: {
      sameUser: 5,
      otherAdmin: ids.fionaGhent,
      otherUser: await newUser(fiona.session, 2, 'vera', [], false),
    },
    ownRef: own.find((c) => c.status === 'pending' && c.organizationIdA === 1)!.reference,
    otherRef: ghent.find((c) => c.organizationIdA !== 1 && c.organizationIdB !== 1)!.reference,
  };
  const refsOf = (role: CallerRole): Refs => {
    const me = callers[role].session.orgUserId;
    return { ...shared, me, live: { ...shared.live, sameAdmin: me === ids.anna ? ids.ulrich : ids.anna } };
  };
  const rogueKey = generateKeyPairSync('x25519')
    .publicKey.export({ type: 'spki', format: 'der' })
    .toString('base64');
  const failures: string[] = [];
  let cases = 0;
  const state = () => p.stateJson() + p.wallets.stateJson();
  return {
    p,
    callers,
    failures,
    cases: () => cases,
    /** Counts a call the caller checks itself. */
    count: () => void cases++,
    /** The cell's request: a refused one sends a valid write at a live target. */
    requestOf: (c: PolicyCell) =>
      apiScenarios[c.operation]!({ ...c, live: !allowedIn(apiPolicy, c) }, refsOf(c.role)),
    walletCall: (c: PolicyCell) =>
      walletRequest(c.operation, !allowedIn(walletPolicy, c), refsOf(c.role), rogueKey),
    /** Allowed, the call passes authorization; refused, it is a 403 with a text and changes nothing. */
    check: async (
      name: string,
      url: string,
      req: Request,
      headers: Record<string, string>,
      allowed: boolean,
    ) => {
      cases++;
      const before = allowed ? '' : state();
      const res = await send(url, req, headers);
      const shown = `${name}: ${req.method} ${req.path} → ${res.status} ${JSON.stringify(res.body ?? null).slice(0, 120)}`;
      if (allowed && ![200, 201, 204, 400].includes(res.status))
        failures.push(`${shown}, expected past authorization`);
      if (!allowed && res.status !== 403) failures.push(`${shown}, expected 403`);
      if (!allowed && !(typeof res.body?.message === 'string' && res.body.message.length > 0))
        failures.push(`${shown}: no refusal text`);
      if (!allowed && state() !== before) failures.push(`${shown}: the refused call changed the state`);
      return res;
    },
  };
};

export type Matrix = Awaited<ReturnType<typeof startMatrix>>;
