// Ended sessions against every endpoint of openapi/platform.yaml (the list comes from the document,
// so a new endpoint is covered without touching this file): a logged-out token, a token revoked by
// a password reset and an expired token (the dev clock moved past the lifetime in the config) are
// each refused with 401 and the reason, where a live token of the same user gets past the token
// check. The two-factor calls get the same three kinds of two-factor token. A public endpoint needs
// no token: there, a dead token must get exactly what no token gets.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability, type FakePlatform } from '../src/index.ts';
import { lifetimes } from '../src/config.ts';
import { messages } from '../src/auth/messages.ts';
import { operations, type Operation } from './openapi-model.ts';
import { api, authenticate, call, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
afterAll(() => p.close());

type Headers = Record<string, string>;
type Kind = 'logged out' | 'revoked' | 'expired';
/** Per kind, an access token's and a two-factor token's headers. */
const dead = {} as Record<Kind, { access: Headers; twoFactor: Headers }>;
const live = {} as { access: Headers; twoFactor: Headers };

const headersOf = (orgUserId: number, token: unknown): Headers => ({
  authorization: `Bearer ${String(token)}`,
  id: String(orgUserId),
});
const twoFactorToken = async (password?: string) =>
  headersOf(ids.tina, (await authenticate(p, ids.tina, emails.tina, password)).body.accessToken);

/** The user's password reset through the mailed link: the platform revokes every session of the user. */
const resetPassword = async (orgUserId: number, organizationId: number, email: string, password: string) => {
  const asked = await api(p, 'POST', '/password-reset', undefined, { orgUserId, organizationId });
  expect(asked.status).toBe(201);
  const mails = (await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{ to: string; links: string[] }>;
  const jwt = new URL(mails.filter((m) => m.to === email).at(-1)!.links[0]!).searchParams.get('jwt');
  const passwordHash = createHash('sha256').update(password).digest('hex');
  const done = await call(p.apiUrl, 'POST', `/pwreset?jwt=${jwt}`, {
    body: { passwordHash, passwordResetId: asked.body.id },
  });
  expect(done.status).toBe(201);
};

beforeAll(async () => {
  p = await start();
  const loggedOut = {
    access: (await signIn(p, ids.anna, emails.anna)).headers,
    twoFactor: await twoFactorToken(),
  };
  for (const headers of [loggedOut.access, loggedOut.twoFactor])
    expect((await call(p.apiUrl, 'DELETE', '/authentication', { headers })).status).toBe(200);
  const revoked = {
    access: (await signIn(p, ids.anna, emails.anna)).headers,
    twoFactor: await twoFactorToken(),
  };
  await resetPassword(ids.anna, 1, emails.anna, 'anna-new-secret-1');
  await resetPassword(ids.tina, 4, emails.tina, 'tina-new-secret-1');
  live.access = (await signIn(p, ids.anna, emails.anna, 'anna-new-secret-1')).headers;
  live.twoFactor = await twoFactorToken('tina-new-secret-1');
  Object.assign(dead, { 'logged out': loggedOut, revoked, expired: live });
}, 60_000);

/** A request for the operation: unknown ids in the path (so a live token changes nothing) and an empty body. */
const requestFor = (op: Operation) => {
  const path = op.path.replace('{reference}', randomUUID()).replace(/\{[^}]+\}/g, '999');
  const query = op.parameters.some((q) => q.in === 'query' && q.name === 'jwt') ? '?jwt=x' : '';
  return { path: `${path}${query}`, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: {} }) };
};
const tokenOf = (op: Operation, set: { access: Headers; twoFactor: Headers }) =>
  op.path.startsWith('/two-factor/') ? set.twoFactor : set.access;
const send = (op: Operation, headers?: Headers) => {
  const { path, ...rest } = requestFor(op);
  return call(p.apiUrl, op.method, path, { ...rest, ...(headers ? { headers } : {}) });
};

const reasons: Record<Kind, string> = {
  'logged out': messages.sessionEnded,
  revoked: messages.sessionEnded,
  expired: messages.sessionExpired,
};

it('refuses a logged-out, a revoked and an expired token on every endpoint of the contract', async () => {
  const ops = operations();
  expect(ops.length).toBeGreaterThanOrEqual(30);
  const failures: string[] = [];
  const refused: Record<Kind, number> = { 'logged out': 0, revoked: 0, expired: 0 };
  // First: a live token gets past the token check everywhere (logout's own control ends a spare session).
  for (const op of ops.filter((o) => o.auth === 'required')) {
    const headers =
      op.id === 'signOut'
        ? (await signIn(p, ids.anna, emails.anna, 'anna-new-secret-1')).headers
        : tokenOf(op, live);
    const answer = await send(op, headers);
    if (answer.status === 401) failures.push(`live token refused: ${op.id} → ${answer.body?.message}`);
  }
  const anonymous = new Map<string, string>();
  for (const op of ops.filter((o) => o.auth !== 'required')) {
    const answer = await send(op);
    anonymous.set(op.id, JSON.stringify([answer.status, answer.body]));
  }
  // Then the dead tokens; the expired one last, with the dev clock past every token lifetime.
  const past = Math.max(lifetimes.accessTokenSeconds, lifetimes.twoFactorCodeSeconds) + 1;
  for (const kind of ['logged out', 'revoked', 'expired'] as const) {
    if (kind === 'expired') p.clock.set(new Date(Date.now() + past * 1000));
    for (const op of ops) {
      const answer = await send(op, tokenOf(op, dead[kind]));
      const seen = `${kind}: ${op.method} ${op.path} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 120)}`;
      if (op.auth === 'required') {
        if (answer.status !== 401 || answer.body?.message !== reasons[kind]) failures.push(seen);
        else refused[kind]++;
      } else if (
        answer.status !== 401 &&
        JSON.stringify([answer.status, answer.body]) !== anonymous.get(op.id)
      ) {
        failures.push(`${seen} (without a token: ${anonymous.get(op.id)?.slice(0, 120)})`);
      } else refused[kind]++;
    }
  }
  p.clock.reset();
  const cases = 3 * ops.length;
  recordReliability('tokens', cases, failures.length, {
    'logged-out tokens refused': refused['logged out'],
    'revoked tokens refused': refused.revoked,
    'expired tokens refused': refused.expired,
  });
  expect(failures).toEqual([]);
  expect(refused).toEqual({ 'logged out': ops.length, revoked: ops.length, expired: ops.length });
}, 120_000);

it("keeps a deleted user's token refused after the user is reactivated", async () => {
  const anna = await signIn(p, ids.anna, emails.anna, 'anna-new-secret-1');
  const ulrich: Session = await signIn(p, ids.ulrich, emails.ulrich);
  expect((await api(p, 'GET', '/organization-users?$limit=1', ulrich)).status).toBe(200);
  expect((await api(p, 'DELETE', `/organization-users/${ids.ulrich}`, anna)).status).toBe(200);
  expect(
    (await api(p, 'PATCH', `/organization-users/${ids.ulrich}`, anna, { reactivate: true })).status,
  ).toBe(200);
  const old = await api(p, 'GET', '/organization-users?$limit=1', ulrich);
  expect([old.status, old.body.message]).toEqual([401, messages.sessionEnded]);
  const again = await signIn(p, ids.ulrich, emails.ulrich);
  expect((await api(p, 'GET', '/organization-users?$limit=1', again)).status).toBe(200);
});

it('ends the session of a sign-in still waiting for its second factor', async () => {
  const pending = await twoFactorToken('tina-new-secret-1');
  expect((await call(p.apiUrl, 'GET', '/two-factor/auth/email', { headers: pending })).status).toBe(200);
  expect((await call(p.apiUrl, 'DELETE', '/authentication', { headers: pending })).status).toBe(200);
  const after = await call(p.apiUrl, 'POST', '/two-factor/auth/email/validate', {
    headers: pending,
    body: { code: '123456' },
  });
  expect([after.status, after.body.message]).toEqual([401, messages.sessionEnded]);
  const twice = await call(p.apiUrl, 'DELETE', '/authentication', { headers: pending });
  expect([twice.status, twice.body.message]).toEqual([401, messages.sessionEnded]);
});
