import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { okAsync } from 'neverthrow';
import { z } from 'zod';
import { RETRY_AFTER_CAP_MS, type ApiSession, type SessionStore } from '@scr/domain';
import { createPlatformClient } from './client.ts';
import { call, callPage, ROWS_PER_TASK } from './transport.ts';

const base = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = (session: ApiSession | null): SessionStore => ({
  apiSession: () => okAsync(session),
  saveApiSession: () => okAsync(undefined),
  walletSession: () => okAsync(null),
  saveWalletSession: () => okAsync(undefined),
  clear: () => okAsync(undefined),
});
const session: ApiSession = { accessToken: 'tok', orgUserId: 7, organizationId: 1, exp: 2_000 };
const client = (s: ApiSession | null = session, timeoutMs = 500) =>
  createPlatformClient<Record<string, never>>({
    apiBase: base,
    sessions: store(s),
    nowSeconds: () => 1_000,
    timeoutMs,
  });
type Loose = {
  GET: (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
};
const get = (c: ReturnType<typeof client>, query?: object) =>
  (c as unknown as Loose).GET('/eulas', query ? { params: { query } } : undefined);
const Eula = z.object({ id: z.number() });

describe('the API boundary', () => {
  it('sends Id and Authorization and parses the body with the domain schema', async () => {
    server.use(
      http.get(`${base}/eulas`, ({ request }) =>
        HttpResponse.json({
          id: Number(request.headers.get('Id')),
          auth: request.headers.get('Authorization'),
        }),
      ),
    );
    const r = await call(() => get(client()), Eula.extend({ auth: z.string() }));
    expect(r._unsafeUnwrap()).toEqual({ id: 7, auth: 'Bearer tok' });
  });

  it('writes Feathers queries with nested operators', async () => {
    let seen = '';
    server.use(
      http.get(
        `${base}/eulas`,
        ({ request }) => (
          (seen = decodeURIComponent(new URL(request.url).search)),
          HttpResponse.json({ id: 1 })
        ),
      ),
    );
    await call(
      () =>
        get(client(), {
          $limit: 1,
          $sort: { createdAt: -1 },
          $or: [{ organizationIdA: 1 }, { organizationIdB: 1 }],
          status: { $in: ['a', 'b'] },
        }),
      Eula,
    );
    expect(seen).toBe(
      '?$limit=1&$sort[createdAt]=-1&$or[0][organizationIdA]=1&$or[1][organizationIdB]=1&status[$in][0]=a&status[$in][1]=b',
    );
  });

  it('maps 504 to the API-unreachable text', async () => {
    server.use(http.get(`${base}/eulas`, () => new HttpResponse('upstream', { status: 504 })));
    const e = (await call(() => get(client()), Eula))._unsafeUnwrapErr();
    expect(e).toMatchObject({ kind: 'ApiUnreachable', message: { id: 'shared.error.apiUnreachable' } });
  });

  it('turns a 429 into the attempt-limit error with the wait in minutes, never the raw text', async () => {
    server.use(
      http.get(`${base}/eulas`, () =>
        HttpResponse.json(
          {
            name: 'TooManyRequests',
            message: 'Too many attempts',
            code: 429,
            data: { retryAfterSeconds: 900 },
          },
          { status: 429, headers: { 'Retry-After': '840' } },
        ),
      ),
    );
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr()).toEqual({
      kind: 'TooManyAttempts',
      retryAfterSeconds: 840,
      message: { id: 'shared.error.tooManyAttempts', values: { minutes: 14 } },
    });
    server.use(
      http.get(`${base}/eulas`, () =>
        HttpResponse.json(
          {
            name: 'TooManyRequests',
            message: 'Too many attempts',
            code: 429,
            data: { retryAfterSeconds: 30 },
          },
          { status: 429 },
        ),
      ),
    );
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr()).toMatchObject({
      retryAfterSeconds: 30,
      message: { values: { minutes: 1 } },
    });
  });

  it("reads a 429's Retry-After as an HTTP-date too, and caps an absurd wait at an hour", async () => {
    const answer = (retryAfter: string) =>
      server.use(
        http.get(`${base}/eulas`, () =>
          HttpResponse.json(
            { name: 'TooManyRequests', message: 'Too many attempts', code: 429 },
            { status: 429, headers: { 'Retry-After': retryAfter } },
          ),
        ),
      );
    answer(new Date(Date.now() + 120_000).toUTCString());
    const dated = (await call(() => get(client()), Eula))._unsafeUnwrapErr();
    expect(dated).toMatchObject({ kind: 'TooManyAttempts' });
    const seconds = (dated as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThanOrEqual(118);
    expect(seconds).toBeLessThanOrEqual(120);
    // Measured on the platform's clock (its Date header), whatever this machine's clock says.
    server.use(
      http.get(`${base}/eulas`, () =>
        HttpResponse.json(
          { name: 'TooManyRequests', message: 'Too many attempts', code: 429 },
          {
            status: 429,
            headers: {
              Date: 'Sun, 06 Nov 1994 08:49:37 GMT',
              'Retry-After': 'Sun, 06 Nov 1994 08:51:07 GMT',
            },
          },
        ),
      ),
    );
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr()).toMatchObject({
      retryAfterSeconds: 90,
    });
    answer('99999999999');
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr()).toMatchObject({
      retryAfterSeconds: RETRY_AFTER_CAP_MS / 1000,
    });
    answer('soon');
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr()).toMatchObject({
      retryAfterSeconds: 60,
    });
  });

  it('shows the response text of a 401, and the JSON message of a Feathers error', async () => {
    server.use(http.get(`${base}/eulas`, () => new HttpResponse('Not authenticated', { status: 401 })));
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Unauthorized',
      message: { values: { text: 'Not authenticated' } },
    });
    server.use(
      http.get(`${base}/eulas`, () =>
        HttpResponse.json(
          { name: 'BadRequest', message: 'Invitation code not found', code: 400 },
          { status: 400 },
        ),
      ),
    );
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 400,
      message: { values: { text: 'Invitation code not found' } },
    });
  });

  it('turns a network failure into offline when the browser is offline, else into an unreachable API', async () => {
    server.use(http.get(`${base}/eulas`, () => HttpResponse.error()));
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr().kind).toBe('ApiUnreachable');
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect((await call(() => get(client()), Eula))._unsafeUnwrapErr().kind).toBe('Offline');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('turns malformed JSON and a body off the contract into an error, never a crash', async () => {
    server.use(
      http.get(
        `${base}/eulas`,
        () => new HttpResponse('{not json', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr().kind).toMatch(
      /Offline|MalformedResponse/,
    );
    server.use(http.get(`${base}/eulas`, () => HttpResponse.json({ id: 'one' })));
    expect((await call(() => get(client()), Eula))._unsafeUnwrapErr()).toMatchObject({
      kind: 'MalformedResponse',
    });
  });

  it('parses a page of more rows than one task parses, every row, in order, as one parse would', async () => {
    const rows = Array.from({ length: ROWS_PER_TASK * 2 + 7 }, (_, i) => ({ id: i, extra: 'dropped' }));
    server.use(
      http.get(`${base}/eulas`, () => HttpResponse.json({ total: 900, limit: 500, skip: 0, data: rows })),
    );
    const page = (await callPage(() => get(client()), Eula))._unsafeUnwrap();
    expect(page).toEqual(
      z.object({ total: z.number(), data: z.array(Eula) }).parse({ total: 900, data: rows }),
    );
    expect(page.data.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('answers a page with a bad row, in any of its tasks, as malformed at that row', async () => {
    const bad = ROWS_PER_TASK + 3;
    const rows = Array.from({ length: ROWS_PER_TASK * 3 }, (_, i) => ({ id: i === bad ? 'x' : i }));
    server.use(http.get(`${base}/eulas`, () => HttpResponse.json({ total: rows.length, data: rows })));
    expect((await callPage(() => get(client()), Eula))._unsafeUnwrapErr()).toMatchObject({
      kind: 'MalformedResponse',
      message: { values: { detail: expect.stringMatching(new RegExp(`^data\\.${bad}\\.id: `)) } },
    });
    server.use(http.get(`${base}/eulas`, () => HttpResponse.json({ total: 'many', data: [] })));
    expect((await callPage(() => get(client()), Eula))._unsafeUnwrapErr()).toMatchObject({
      message: { values: { detail: expect.stringMatching(/^total: /) } },
    });
  });

  it('counts a request past its timeout as the API being unreachable', async () => {
    server.use(http.get(`${base}/eulas`, async () => (await delay(1_000), HttpResponse.json({ id: 1 }))));
    expect((await call(() => get(client(session, 100)), Eula))._unsafeUnwrapErr().kind).toBe(
      'ApiUnreachable',
    );
  });

  it('does not send an expired access token: the session has expired', async () => {
    const e = (await call(() => get(client({ ...session, exp: 999 })), Eula))._unsafeUnwrapErr();
    expect(e).toMatchObject({ kind: 'SessionExpired', message: { id: 'shared.error.sessionExpired' } });
  });
});
