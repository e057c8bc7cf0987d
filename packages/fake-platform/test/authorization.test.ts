// The authorization matrix, generated from the access policy (src/auth/policy-table.ts, the copy a
// contract test holds to the domain's): every cell — operation × caller role × relation × target
// role — sent as a real call to the platform or a wallet. An allowed cell gets past authorization
// (a read's 200, a write's 400 on its invalid body or deleted target); a refused one sends a valid
// write at a live target and must be a 403 that changes nothing in the store or the wallets. Public
// operations answer every caller alike; a signed-in one refuses a missing, foreign-Id, garbage or
// wrong-kind token with 401.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability } from '../src/index.ts';
import { operationsWithoutPolicy } from '../src/auth/authorize.ts';
import { policyCells, type CallerRole } from '../src/auth/policy.ts';
import { apiPolicy, walletPolicy } from '../src/auth/policy-table.ts';
import { routesWithoutPolicy } from '../src/wallets/authorize.ts';
import { allowedIn, label, send, startMatrix, tokenOf, type Matrix } from './authorization-support.ts';
import { apiScenarios, publicScenarios, walletRequest } from './policy-scenarios.ts';
import { api, authenticate, session, type Session } from './support.ts';

let m: Matrix;
beforeAll(async () => {
  m = await startMatrix();
}, 60_000);
afterAll(() => m.p.close());

/** Run last: they end the caller's sessions. */
const endsSession = new Set(['authentication.remove', 'wallet POST /accounts/logout']);
const walletHeaders = (role: CallerRole) => ({ authorization: `Bearer ${m.callers[role].walletToken}` });
const publicWalletRoutes = Object.keys(walletPolicy).filter(
  (o) => walletPolicy[o as keyof typeof walletPolicy].caller !== 'signedIn',
);

it('has a request for every operation of the policy, and a row for every method and route', () => {
  const byToken = (signedIn: boolean) =>
    Object.keys(apiPolicy)
      .filter((o) => (tokenOf(o) !== undefined) === signedIn)
      .sort();
  expect(Object.keys(apiScenarios).sort()).toEqual(byToken(true));
  expect(Object.keys(publicScenarios).sort()).toEqual(byToken(false));
  // The platform and its wallets start only with a row for each (this file's start proves both).
  expect(operationsWithoutPolicy([['organizations', ['find', 'remove']]])).toEqual(['organizations.remove']);
  expect(routesWithoutPolicy(['GET /version', 'DELETE /accounts'])).toEqual(['DELETE /accounts']);
});

it('sends every cell of the policy to the platform and the wallets', async () => {
  const { p, callers, check } = m;
  const apiCells = policyCells(apiPolicy).filter((c) => tokenOf(c.operation) === 'access');
  for (const c of apiCells)
    await check(label(c), p.apiUrl, m.requestOf(c), callers[c.role].session.headers, allowedIn(apiPolicy, c));
  for (const c of policyCells(walletPolicy).filter((w) => !endsSession.has(w.operation)))
    await check(
      label(c),
      callers[c.role].walletUrl,
      m.walletCall(c),
      walletHeaders(c.role),
      allowedIn(walletPolicy, c),
    );
  // Without a session: every caller alike, a token or none.
  for (const [operation, scenario] of Object.entries(publicScenarios))
    for (const headers of [{}, ...Object.values(callers).map((c) => c.session.headers)]) {
      m.count();
      const res = await send(p.apiUrl, scenario, headers);
      if (res.status !== scenario.status)
        m.failures.push(`${operation}: ${res.status}, expected ${scenario.status}`);
    }
  for (const operation of publicWalletRoutes)
    for (const headers of [{}, ...(Object.keys(callers) as CallerRole[]).map(walletHeaders)]) {
      const res = await check(operation, callers.none.walletUrl, walletRequest(operation), headers, true);
      if ([401, 403].includes(res.status)) m.failures.push(`${operation}: refused a public route`);
    }
  // A signed-in operation without a valid token of its kind: 401.
  const anna = callers.org_mgr.session.headers;
  const bad = {
    none: {},
    'foreign Id': { ...anna, id: String(ids.ulrich) },
    garbage: { ...anna, authorization: 'Bearer a.b.c' },
  };
  for (const c of apiCells.filter((x) => x.role === 'org_mgr'))
    for (const [kind, headers] of Object.entries(bad)) {
      m.count();
      const res = await send(p.apiUrl, m.requestOf(c), headers);
      if (res.status !== 401) m.failures.push(`${label(c)} / ${kind} token: ${res.status}, expected 401`);
    }
}, 120_000);

it('sends the cells of the two-factor and the session-ending operations', async () => {
  const { p, callers, check } = m;
  // The demo callers sign in once more with 2FA on: their two-factor tokens.
  const on = await api(p, 'PATCH', '/organizations/1', callers.org_mgr.session, {
    twoFactorAuth: '2FA using email',
  });
  expect(on.status).toBe(200);
  const pending = {} as Record<CallerRole, Session>;
  for (const [role, caller] of Object.entries(callers) as Array<[CallerRole, (typeof callers)[CallerRole]]>) {
    const step2 = await authenticate(p, caller.session.orgUserId, caller.email);
    pending[role] = session(caller.session.orgUserId, String(step2.body.accessToken));
  }
  const cells = policyCells(apiPolicy);
  for (const c of cells.filter((x) => tokenOf(x.operation) === 'twoFactor'))
    await check(label(c), p.apiUrl, m.requestOf(c), pending[c.role].headers, allowedIn(apiPolicy, c));
  // Each kind of token only where it is taken.
  for (const c of cells.filter((x) => x.role === 'org_mgr' && tokenOf(x.operation) !== 'accessOrTwoFactor')) {
    m.count();
    const twoFactor = tokenOf(c.operation) === 'twoFactor';
    const res = await send(
      p.apiUrl,
      m.requestOf(c),
      twoFactor ? callers.org_mgr.session.headers : pending.org_mgr.headers,
    );
    if (res.status !== 401) m.failures.push(`${label(c)} / wrong kind of token: ${res.status}, expected 401`);
  }
  for (const c of policyCells(walletPolicy).filter((w) => endsSession.has(w.operation)))
    await check(
      label(c),
      callers[c.role].walletUrl,
      m.walletCall(c),
      walletHeaders(c.role),
      allowedIn(walletPolicy, c),
    );
  for (const c of cells.filter((x) => endsSession.has(x.operation)))
    await check(label(c), p.apiUrl, m.requestOf(c), callers[c.role].session.headers, allowedIn(apiPolicy, c));
  const cellCount = policyCells({ ...apiPolicy, ...walletPolicy }).length;
  console.log(`authorization matrix: ${cellCount} cells of the policy, ${m.cases()} calls`);
  recordReliability('authorization from the outside', m.cases(), m.failures.length);
  expect(m.failures).toEqual([]);
}, 120_000);
