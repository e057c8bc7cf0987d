// Every endpoint × {no token, expired token, wrong Id header, another organization's ids, each
// admin role, a non-admin}, with the expected status. Prints how many cases ran.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability, type FakePlatform } from '../src/index.ts';
import { matrix, type Role } from './authorization-matrix.ts';
import { api, call, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
const sessions = {} as Record<Role, Session>;
beforeAll(async () => {
  p = await start();
  sessions.org_mgr = await signIn(p, ids.anna, emails.anna);
  sessions.usr_mgr = await signIn(p, ids.ulrich, emails.ulrich);
  sessions.cnx_mgr = await signIn(p, ids.connie, emails.connie);
  sessions.none = await signIn(p, ids.victor, emails.victor);
}, 60_000);
afterAll(() => p.close());

it('enforces the authorization matrix', async () => {
  const list = await api(p, 'GET', '/connections', sessions.org_mgr);
  const own = list.body.data.find(
    (c: { status: string; encrInviterData: unknown }) => c.status === 'pending' && c.encrInviterData,
  ).reference;
  const fiona = await signIn(p, ids.fionaGhent, emails.fiona);
  const ghent = await api(p, 'GET', '/connections', fiona);
  const ghentOnly = ghent.body.data.find(
    (c: { organizationIdA: number; organizationIdB: number }) =>
      c.organizationIdA !== 1 && c.organizationIdB !== 1,
  ).reference;
  const rows = matrix({ own, ghentOnly });
  const failures: string[] = [];
  let cases = 0;
  const check = async (
    label: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
    expected: number,
  ) => {
    cases++;
    const res = await call(p.apiUrl, method, path, { headers, ...(body === undefined ? {} : { body }) });
    if (res.status !== expected)
      failures.push(
        `${label}: ${method} ${path} → ${res.status}, expected ${expected} (${JSON.stringify(res.body).slice(0, 160)})`,
      );
    if (
      res.status >= 400 &&
      !(res.body && typeof res.body.message === 'string' && res.body.message.length > 0)
    )
      failures.push(`${label}: ${method} ${path} has no error message`);
  };
  for (const row of rows) {
    const anonymous = row.public ?? 401;
    await check(`${row.name} / no token`, row.method, row.path, {}, row.body, anonymous);
    for (const role of ['org_mgr', 'usr_mgr', 'cnx_mgr', 'none'] as Role[]) {
      await check(
        `${row.name} / ${role}`,
        row.method,
        row.path,
        sessions[role].headers,
        row.body,
        row.public ?? row.allowed[role] ?? 403,
      );
    }
    const s = sessions.org_mgr;
    await check(
      `${row.name} / wrong Id header`,
      row.method,
      row.path,
      { ...s.headers, id: String(ids.ulrich) },
      row.body,
      row.public ?? 401,
    );
    await check(
      `${row.name} / garbage token`,
      row.method,
      row.path,
      { ...s.headers, authorization: 'Bearer a.b.c' },
      row.body,
      row.public ?? 401,
    );
    if (row.other)
      await check(
        `${row.name} / another organization`,
        row.method,
        row.other.path,
        s.headers,
        row.other.body,
        row.other.status,
      );
  }
  // Expired tokens: move the platform clock past the access-token lifetime.
  await call(p.url, 'POST', '/__dev/api/clock', { body: { advanceDays: 1 } });
  try {
    for (const row of rows) {
      for (const role of ['org_mgr', 'none'] as Role[]) {
        await check(
          `${row.name} / expired ${role}`,
          row.method,
          row.path,
          sessions[role].headers,
          row.body,
          row.public ?? 401,
        );
      }
    }
  } finally {
    await call(p.url, 'POST', '/__dev/api/clock', { body: { now: new Date().toISOString() } });
  }
  console.log(`authorization matrix: ${cases} cases over ${rows.length} endpoints`);
  recordReliability('authorization from the outside', cases, failures.length);
  expect(failures).toEqual([]);
  expect(cases).toBeGreaterThan(250);
}, 60_000);
