// Authorization from the outside, beyond the matrix: every demo role's real token on another
// organization's ids, a usr_mgr acting on admins, and tampered, expired and foreign tokens on every
// endpoint. Per case: the expected 401/403/404, no other organization's private data in the answer,
// and the store unchanged.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability, type FakePlatform } from '../src/index.ts';
import { signToken, type TokenClaims } from '../src/auth/jwt.ts';
import { matrix, type Role, type Row } from './authorization-matrix.ts';
import { api, call, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
const sessions = {} as Record<Role, Session>;
let fiona: Session; // org_mgr of Ghent Forwarding BV (2)
let rows: Row[];
/** Strings only Ghent may see: its users' emails, its invitations' and private connections' references. */
const secrets: string[] = [];

beforeAll(async () => {
  p = await start();
  [sessions.org_mgr, sessions.usr_mgr, sessions.cnx_mgr, sessions.none, fiona] = await Promise.all([
    signIn(p, ids.anna, emails.anna),
    signIn(p, ids.ulrich, emails.ulrich),
    signIn(p, ids.connie, emails.connie),
    signIn(p, ids.victor, emails.victor),
    signIn(p, ids.fionaGhent, emails.fiona),
  ]);
  const own = (await api(p, 'GET', '/connections', sessions.org_mgr)).body.data;
  const ownRef = own.find(
    (c: Record<string, unknown>) => c['status'] === 'pending' && c['encrInviterData'],
  ).reference;
  const ghentConnections = (await api(p, 'GET', '/connections', fiona)).body.data as Array<
    Record<string, unknown>
  >;
  const ghentOnly = ghentConnections.filter((c) => c['organizationIdA'] !== 1 && c['organizationIdB'] !== 1);
  rows = matrix({ own: ownRef, ghentOnly: String(ghentOnly[0]?.['reference']) });
  const users = (await api(p, 'GET', '/organization-users?$limit=100', fiona)).body.data;
  const invitations = (await api(p, 'GET', '/invitations', fiona)).body;
  secrets.push(
    ...users.map((u: { email: string }) => u.email),
    ...invitations.map((i: { reference: string }) => i.reference),
    ...ghentOnly.map((c) => String(c['reference'])),
  );
}, 60_000);
afterAll(() => p.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The claims as sent: sub is the id in decimal. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Omit<TokenClaims, 'sub'> & {
    sub: string;
  };

/** Ways to forge a token from a real one: none of them may get in. */
const forgeries = async (token: string): Promise<Array<[string, string]>> => {
  const [head, body, mac] = token.split('.') as [string, string, string];
  const claims = claimsOf(token);
  const flipped = Buffer.from(mac, 'base64url');
  flipped[0] = flipped[0]! ^ 0x01;
  return [
    ['flipped signature byte', `${head}.${body}.${flipped.toString('base64url')}`],
    ['payload org changed', `${head}.${b64({ ...claims, org: 2 })}.${mac}`],
    ['payload user changed', `${head}.${b64({ ...claims, sub: String(ids.fionaGhent) })}.${mac}`],
    ['payload exp extended', `${head}.${b64({ ...claims, exp: claims.exp + 86_400 })}.${mac}`],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`],
    ['alg none with signature', `${b64({ alg: 'none', typ: 'JWT' })}.${body}.${mac}`],
    ['alg none, typed as access', `${b64({ alg: 'none', typ: 'access+jwt' })}.${body}.`],
    ['foreign key', await signToken(randomBytes(32).toString('hex'), { ...claims, sub: Number(claims.sub) })],
    ['two parts', `${head}.${body}`],
  ];
};

type Check = {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  expected: number[];
};

const run = async (checks: Check[]) => {
  const failures: string[] = [];
  for (const c of checks) {
    const before = p.stateJson();
    const res = await call(p.apiUrl, c.method, c.path, {
      headers: c.headers,
      ...(c.body === undefined ? {} : { body: c.body }),
    });
    const text = JSON.stringify(res.body) ?? '';
    const what = `${c.label}: ${c.method} ${c.path} → ${res.status} ${text.slice(0, 160)}`;
    if (!c.expected.includes(res.status)) failures.push(`expected ${c.expected.join('/')}: ${what}`);
    if (res.status >= 400 && !(typeof res.body?.message === 'string' && res.body.message))
      failures.push(`no message: ${what}`);
    const leaked = secrets.find((s) => text.includes(s));
    if (leaked) failures.push(`leaks ${leaked}: ${what}`);
    if (res.status >= 400 && p.stateJson() !== before) failures.push(`changed the state: ${what}`);
  }
  return failures;
};

const roles: Role[] = ['org_mgr', 'usr_mgr', 'cnx_mgr', 'none'];

it('keeps every demo role out of another organization, and a usr_mgr off the admins', async () => {
  const checks: Check[] = [];
  for (const row of rows.filter((r) => r.other))
    for (const role of roles)
      checks.push({
        label: `${row.name} / ${role} on Ghent`,
        method: row.method,
        path: row.other!.path,
        headers: sessions[role].headers,
        body: row.other!.body,
        expected: [row.other!.status === 200 ? 200 : 403],
      });
  const ghentUser = { path: `/organization-users/${ids.fionaGhent}` };
  for (const role of roles) {
    const h = sessions[role].headers;
    checks.push(
      {
        label: `${role} find-user of Ghent`,
        method: 'GET',
        path: `/find-user?id=${ids.nina}`,
        headers: h,
        expected: [200],
      },
      {
        label: `${role} connections filtered on Ghent`,
        method: 'GET',
        path: '/connections?$or[0][organizationIdA]=2&$or[1][organizationIdB]=2',
        headers: h,
        expected: [role === 'org_mgr' || role === 'cnx_mgr' ? 200 : 403],
      },
      {
        label: `${role} organizations of Fiona`,
        method: 'GET',
        path: `/organizations?userId=${ids.fionaGhent}`,
        headers: h,
        expected: [200, 403],
      },
      {
        label: `${role} delete a Ghent user`,
        method: 'DELETE',
        path: ghentUser.path,
        headers: h,
        expected: [403],
      },
      {
        label: `${role} reactivate a Ghent user`,
        method: 'PATCH',
        path: ghentUser.path,
        headers: h,
        body: { reactivate: true },
        expected: [403],
      },
      {
        label: `${role} invitation of Ghent`,
        method: 'PATCH',
        path: '/invitations/6',
        headers: h,
        body: { status: 'pending' },
        expected: [403],
      },
    );
  }
  const ulrich = sessions.usr_mgr.headers;
  const onAdmins: Array<[string, string, string, unknown?]> = [
    ['edit the org_mgr', 'PATCH', `/organization-users/${ids.anna}`, { firstName: 'X' }],
    ['deactivate the org_mgr', 'PATCH', `/organization-users/${ids.anna}`, { isActive: false }],
    ['strip the org_mgr', 'PATCH', `/organization-users/${ids.anna}`, { adminRoles: [] }],
    ['delete the org_mgr', 'DELETE', `/organization-users/${ids.anna}`],
    ['edit the cnx_mgr', 'PATCH', `/organization-users/${ids.connie}`, { lastName: 'X' }],
    ['delete the cnx_mgr', 'DELETE', `/organization-users/${ids.connie}`],
    ['promote a user', 'PATCH', '/organization-users/5', { adminRoles: ['org_mgr'] }],
    ['promote himself', 'PATCH', `/organization-users/${ids.ulrich}`, { adminRoles: ['org_mgr'] }],
    [
      'add an admin',
      'POST',
      '/organization-users',
      {
        email: 'boss@carrier.example',
        firstName: 'B',
        lastName: 'B',
        userRole: 'regular',
        adminRoles: ['org_mgr'],
      },
    ],
    ['edit the organization', 'PATCH', '/organizations/1', { name: 'Ulrich NV' }],
    [
      'write meta',
      'POST',
      '/organization-meta',
      { organizationId: 1, metaSource: 'cpu', metaName: 'x', metaValue: 'y' },
    ],
  ];
  for (const [label, method, path, body] of onAdmins)
    checks.push({ label: `usr_mgr ${label}`, method, path, headers: ulrich, body, expected: [403] });
  expect(secrets.length).toBeGreaterThan(5);
  const failures = await run(checks);
  recordReliability('authorization from the outside', checks.length, failures.length);
  expect(failures).toEqual([]);
}, 60_000);

it('refuses tampered, foreign and expired tokens on every endpoint', async () => {
  const checks: Check[] = [];
  const on = (label: string, headers: Record<string, string>, expected: (row: Row) => number) => {
    for (const row of rows)
      checks.push({
        label: `${row.name} / ${label}`,
        method: row.method,
        path: row.path,
        headers,
        body: row.body,
        expected: [row.public ?? expected(row)],
      });
  };
  for (const role of ['org_mgr', 'none'] as Role[]) {
    const s = sessions[role];
    for (const [kind, token] of await forgeries(s.accessToken)) {
      on(`${role} ${kind}`, { ...s.headers, authorization: `Bearer ${token}` }, () => 401);
      if (kind === 'payload user changed')
        on(
          `${role} ${kind} + Id`,
          { authorization: `Bearer ${token}`, id: String(ids.fionaGhent) },
          () => 401,
        );
    }
  }
  let failures = await run(checks);
  const expiredChecks: Check[] = [];
  await call(p.url, 'POST', '/__dev/api/clock', { body: { advanceDays: 1 } });
  try {
    for (const role of roles)
      for (const row of rows)
        expiredChecks.push({
          label: `${row.name} / expired ${role}`,
          method: row.method,
          path: row.path,
          headers: sessions[role].headers,
          body: row.body,
          expected: [row.public ?? 401],
        });
    failures = [...failures, ...(await run(expiredChecks))];
  } finally {
    await call(p.url, 'POST', '/__dev/api/clock', { body: { now: new Date().toISOString() } });
  }
  recordReliability('authorization from the outside', checks.length + expiredChecks.length, failures.length);
  expect(failures).toEqual([]);
}, 60_000);
