// Hostile input to the API: fast-check sends arbitrary and boundary bodies, queries and path segments
// to every operation of openapi/platform.yaml (the list comes from the document), mostly as a
// signed-in admin, some without a token. Per case: never a 5xx; a rejected request leaves the store as
// it was and its message names the problem; an accepted one was valid by the document and answers
// what the document says (test/hostile-checks.ts); and no request keeps the event loop, which every
// other client shares, for more than 100 ms (test/hostile-event-loop.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability, type FakePlatform } from '../src/index.ts';
import { contractQuery } from '../src/http/contract.ts';
import { bodyCase } from './hostile-arbitraries.ts';
import { boundaries, longFields } from './hostile-boundaries.ts';
import { runCase, type Case } from './hostile-checks.ts';
import { watchEventLoop, type LoopWatch } from './hostile-event-loop.ts';
import { pathArb, queryArb } from './hostile-requests.ts';
import { operations, type Operation } from './openapi-model.ts';
import { api, authenticate, call, emails, signIn, start, type Session } from './support.ts';

const seed = 20_240_508;
const runsPerOperation = 60;

let p: FakePlatform;
let anna: Session;
let victor: Session; // a viewer: no admin role, may search organizations
let watch: LoopWatch;
let tinaTwoFactor: Record<string, string>;
/** Logout's own session: the first accepted case ends it, the rest meet an ended session. */
let connie: Session;
const jwts: string[] = [];
const valid: Record<string, string[]> = {};
let towardsAnna: string; // a pending connection where Antwerp is B

beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
  victor = await signIn(p, ids.victor, emails.victor);
  connie = await signIn(p, ids.connie, emails.connie);
  // Values for the backtracking `$ilike` patterns to run over: as long as the contract allows.
  const { firstName, lastName, email, organizationName } = longFields;
  const long = await api(p, 'POST', '/organization-users', anna, {
    email,
    firstName,
    lastName,
    userRole: 'regular',
  });
  expect(long.status).toBe(201);
  expect((await api(p, 'PATCH', '/organizations/1', anna, { name: organizationName })).status).toBe(200);
  const pending = await authenticate(p, ids.tina, emails.tina);
  tinaTwoFactor = { authorization: `Bearer ${pending.body.accessToken}`, id: String(ids.tina) };
  await api(p, 'POST', '/password-reset', undefined, { orgUserId: ids.anna, organizationId: 1 });
  const mails = await call(p.url, 'GET', '/__dev/api/mails');
  const { onboarding, addUser } = await p.demoLinks();
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
afterAll(async () => {
  watch?.close();
  await p.close();
});

/**
 * Each operation's query validator compiles on its first request (http/contract.ts compiles them
 * lazily, to keep start-up short): a one-time cost per start that no input can bring back, so it is
 * paid before the event loop is watched.
 */
const compileQueryValidators = (all: Operation[]) => {
  for (const op of all) {
    try {
      contractQuery(op.id as Parameters<typeof contractQuery>[0], {});
    } catch {
      // a required parameter is missing: the validator is compiled all the same
    }
  }
};

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

it('answers hostile input to every documented operation without a 5xx or a change of state', async () => {
  const ops = operations();
  expect(ops.length).toBeGreaterThanOrEqual(30);
  const byName = new Map(ops.map((op) => [`${op.method} ${op.path}`, op]));
  const headersOf = (op: Operation) =>
    op.path.startsWith('/two-factor') ? tinaTwoFactor : op.id === 'signOut' ? connie.headers : anna.headers;
  const failures: string[] = [];
  let cases = 0;
  compileQueryValidators(ops);
  watch = watchEventLoop();
  for (const [name, c, headers] of boundaries(towardsAnna, victor.headers)) {
    cases++;
    failures.push(...(await runCase(p, byName.get(name)!, c, headers ?? anna.headers, watch)));
  }
  for (const [index, op] of ops.entries()) {
    for (const c of fc.sample(caseArb(op), { seed: seed + index, numRuns: runsPerOperation })) {
      cases++;
      failures.push(...(await runCase(p, op, c, headersOf(op), watch)));
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
