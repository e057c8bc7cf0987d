// Hostile input to the API: fast-check sends arbitrary and boundary bodies, queries and path segments
// to every operation of openapi/platform.yaml (the list comes from the document), mostly as a
// signed-in admin, some without a token. Per case: never a 5xx; a rejected request leaves the store as
// it was and its message names the problem; an accepted one was valid by the document and answers
// what the document says (test/hostile-checks.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability, type FakePlatform } from '../src/index.ts';
import { bodyCase } from './hostile-arbitraries.ts';
import { runCase, type Case } from './hostile-checks.ts';
import { pathArb, queryArb } from './hostile-requests.ts';
import { operations, type Operation } from './openapi-model.ts';
import { api, authenticate, call, emails, signIn, start, type Session } from './support.ts';

const seed = 20_240_508;
const runsPerOperation = 60;

let p: FakePlatform;
let anna: Session;
let tinaTwoFactor: Record<string, string>;
/** Logout's own session: the first accepted case ends it, the rest meet an ended session. */
let connie: Session;
const jwts: string[] = [];
const valid: Record<string, string[]> = {};
let towardsAnna: string; // a pending connection where Antwerp is B

beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
  connie = await signIn(p, ids.connie, emails.connie);
  const pending = await authenticate(p, ids.tina, emails.tina);
  tinaTwoFactor = { authorization: `Bearer ${pending.body.accessToken}`, id: String(ids.tina) };
  await api(p, 'POST', '/password-reset', undefined, { orgUserId: ids.anna, organizationId: 1 });
  const mails = await call(p.url, 'GET', '/__dev/api/mails');
  const { onboarding, addUser } = p.demoLinks();
  for (const link of [onboarding, addUser, ...mails.body.flatMap((m: { links: string[] }) => m.links)]) {
    const jwt = link && new URL(link).searchParams.get('jwt');
    if (jwt) jwts.push(jwt);
  }
  const own = (await api(p, 'GET', '/connections', anna)).body.data as Array<Record<string, unknown>>;
  towardsAnna = String(
    own.find((c) => c['status'] === 'pending' && c['organizationIdB'] === 1)?.['reference'],
  );
  Object.assign(valid, {
    reference: [...own.map((c) => String(c['reference'])), '00000000-0000-4000-8000-000000000000'],
    organizationId: ['1', '2'],
    '/organizations/{id}:id': ['1', '2', '999'],
    '/organization-users/{id}:id': ['5', '7', '17', '18', '19', '20', '999'],
    '/invitations/{id}:id': ['1', '2', '3', '4', '5', '6', '999'],
  });
}, 60_000);
afterAll(() => p.close());

const caseArb = (op: Operation): fc.Arbitrary<Case> =>
  fc.record({
    path: pathArb(op, valid),
    query: queryArb(op, jwts),
    body: op.method === 'GET' ? fc.constant(undefined) : bodyCase(op.body),
    token: fc.oneof(
      { arbitrary: fc.constant(true), weight: 6 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
  });

const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const json = (value: unknown) => ({ kind: 'json' as const, value, note: 'boundary' });
const raw = (text: string, contentType = 'application/json') => ({
  kind: 'raw' as const,
  text,
  contentType,
  note: 'boundary',
});

/** Boundary cases found or feared, kept as fixed regressions next to the generated ones. */
const boundaries = (): Array<[string, Case]> => {
  const get = (path: string, query = ''): Case => ({ path, query, token: true });
  const users = '/organization-users';
  return [
    [
      'PATCH /connections/{reference}',
      {
        ...get(`/connections/${towardsAnna}`),
        body: raw(`{"status":"accepted","encrInviteeData":${deep(20_000)}}`),
      },
    ],
    [
      'PATCH /connections/{reference}',
      {
        ...get(`/connections/${towardsAnna}`),
        body: json({ status: 'accepted', encrInviteeData: JSON.parse(deep(40)) }),
      },
    ],
    [
      'POST /organization-users',
      {
        ...get(users),
        body: json({
          email: 'big@carrier.example',
          firstName: 'x'.repeat(1_000_000),
          lastName: 'Y',
          userRole: 'regular',
        }),
      },
    ],
    [
      'POST /organization-users',
      {
        ...get(users),
        body: json({
          email: 'rtl@carrier.example',
          firstName: '\u202Eevil\u200B',
          lastName: '\uD800',
          userRole: 'regular',
          isAdmin: true,
        }),
      },
    ],
    [
      'POST /organization-users',
      {
        ...get(users),
        body: raw(
          '{"email":"t@carrier.example","firstName":"T","lastName":"T","userRole":"regular"}',
          'text/plain',
        ),
      },
    ],
    [
      'PATCH /organizations/{id}',
      { ...get('/organizations/1'), body: raw('{"__proto__":{"isAdmin":true},"name":"P"}') },
    ],
    ['PATCH /organizations/{id}', { ...get('/organizations/1'), body: raw('{"name": ') }],
    ['PATCH /organizations/{id}', { ...get('/organizations/1'), body: json([{ name: 'Array' }]) }],
    ['PATCH /organizations/{id}', { ...get('/organizations/1'), body: json(null) }],
    ['DELETE /organization-users/{id}', get(`${users}/0x1`)],
    ['DELETE /organization-users/{id}', get(`${users}/1e0`)],
    ['DELETE /organization-users/{id}', get(`${users}/%201`)],
    ['GET /organizations/{id}', get('/organizations/constructor')],
    ['GET /organizations/{id}', get('/organizations/__proto__')],
    ...[
      '$where=1',
      '$limit=-1',
      '$limit=1e9',
      '$skip=-1',
      '$sort[nope]=1',
      '$or[0][$or][0][id]=1',
      'email[$regex]=.*',
      '__proto__[polluted]=1',
      'constructor[prototype][polluted]=1',
      'a[0][b]=1',
      'id[$in][0][b]=1',
    ].map((q): [string, Case] => ['GET /organization-users', get(users, q)]),
  ];
};

it('answers hostile input to every documented operation without a 5xx or a change of state', async () => {
  const ops = operations();
  expect(ops.length).toBeGreaterThanOrEqual(30);
  const byName = new Map(ops.map((op) => [`${op.method} ${op.path}`, op]));
  const headersOf = (op: Operation) =>
    op.path.startsWith('/two-factor') ? tinaTwoFactor : op.id === 'signOut' ? connie.headers : anna.headers;
  const failures: string[] = [];
  let cases = 0;
  for (const [name, c] of boundaries()) {
    cases++;
    failures.push(...(await runCase(p, byName.get(name)!, c, anna.headers)));
  }
  for (const [index, op] of ops.entries()) {
    for (const c of fc.sample(caseArb(op), { seed: seed + index, numRuns: runsPerOperation })) {
      cases++;
      failures.push(...(await runCase(p, op, c, headersOf(op))));
    }
    // The cases that follow only mean something while the admin is still signed in and in standing.
    const alive = await api(p, 'GET', '/organization-users/1', anna);
    if (alive.status !== 200) {
      failures.push(`after ${op.id} the admin lost access: ${alive.status} ${alive.body?.message}`);
      break;
    }
  }
  recordReliability('hostile input to the API', cases, failures.length);
  expect(failures.slice(0, 30)).toEqual([]);
}, 120_000);
