// The command as an operator runs it, deployed: production mode configured by its environment, with
// flags that override some of it. Its probes; its log (one JSON line per request with the request id
// it sends back, the path without the query string, a 5xx's stack in the log only). The tests share
// one platform: a start with a new data folder seeds the demo world, which costs seconds.
// The 5xx is a real fault, not a route made for it: the key folder cannot take the audit checkpoint
// (a directory stands where its temp file goes), so the first audited call fails.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommand, until, type Running } from './operations-support.ts';

const data = mkdtempSync(join(tmpdir(), 'fake-platform-operations-data-'));
const keys = mkdtempSync(join(tmpdir(), 'fake-platform-operations-keys-'));
const running: Running[] = [];
let taken: Server;
let takenPort: number;
let first: Running;

beforeAll(async () => {
  // PORT names a port that is taken: the platform starts only if --port wins.
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as AddressInfo).port;
  first = await startCommand(['--port', '0', '--log-level', 'info'], {
    PORT: String(takenPort),
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.2',
    SCR_PRODUCTION: '1',
    SCR_DATA: data,
    SCR_KEYS: keys,
  });
  running.push(first);
}, 60_000);
afterAll(async () => {
  for (const command of running) command.child.kill('SIGKILL');
  await new Promise((resolve) => taken.close(resolve));
  rmSync(data, { recursive: true, force: true });
  rmSync(keys, { recursive: true, force: true });
});

/** The log line of one request, by the id its answer carried. */
const lineOf = async (requestId: string) => {
  await until(() => first.jsonLines().some((line) => line['reqId'] === requestId), 5_000);
  const lines = first.jsonLines().filter((line) => line['reqId'] === requestId);
  expect(lines).toHaveLength(1);
  return lines[0]!;
};

describe('the deployed command', () => {
  it('takes its configuration from the environment, and a flag wins over its variable', async () => {
    // HOST, SCR_PRODUCTION, SCR_DATA and SCR_KEYS from the environment; --port over PORT (a taken
    // port) and --log-level info over LOG_LEVEL=silent, or there would be no log line.
    expect(new URL(first.url).hostname).toBe('127.0.0.2');
    expect(new URL(first.url).port).not.toBe(String(takenPort));
    const config = (await (await fetch(`${first.url}/config.json`)).json()) as { production: boolean };
    expect(config.production).toBe(true);
    expect((await fetch(`${first.url}/__dev/mailbox`)).status).toBe(404);
    expect(readdirSync(data)).toEqual(expect.arrayContaining(['snapshot.json', 'journal.ndjson']));
    expect(readdirSync(keys)).toEqual(expect.arrayContaining(['token-secret', 'audit-key']));
    await until(() => first.jsonLines().some((line) => line['path'] === '/__dev/mailbox'), 5_000);
    expect(first.jsonLines().find((line) => line['path'] === '/__dev/mailbox')).toMatchObject({
      status: 404,
    });
  });

  it('logs one JSON line per request with its own request id, never the query string', async () => {
    const res = await fetch(`${first.apiUrl}/find-user?email=anna.admin%40carrier.example`, {
      headers: { 'X-Request-Id': 'chosen-by-the-client' },
    });
    // A link's token in the query string of an app route (the web app reads it, the server does not).
    const link = await fetch(`${first.url}/password-reset/1?jwt=secret-token`);
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const line = await lineOf(requestId);
    expect(line).toMatchObject({
      level: 'info',
      reqId: requestId,
      method: 'GET',
      path: '/api/find-user',
      status: 200,
    });
    expect(line['ms']).toEqual(expect.any(Number));
    expect(Date.parse(String(line['time']))).not.toBeNaN();
    expect(await lineOf(link.headers.get('x-request-id') ?? '')).toMatchObject({ path: '/password-reset/1' });
    // The log lines, not the banner (which names the demo logins).
    const log = first
      .jsonLines()
      .map((line) => JSON.stringify(line))
      .join('\n');
    for (const secret of ['anna.admin', 'secret-token', 'chosen-by-the-client', 'jwt=', '?email'])
      expect(log).not.toContain(secret);
  });

  it("logs a 5xx's stack, and answers without it", async () => {
    mkdirSync(join(keys, 'audit-heads.json.tmp'));
    try {
      const res = await fetch(`${first.apiUrl}/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ strategy: 'wallet', orgUserId: 1, challenge: 'c', signature: 's' }),
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        name: 'GeneralError',
        message: 'Internal error of the fake platform',
        code: 500,
        className: 'general-error',
      });
      expect(text).not.toMatch(/EISDIR|stack|\bat /);
      const line = await lineOf(res.headers.get('x-request-id') ?? '');
      expect(line).toMatchObject({
        level: 'error',
        method: 'POST',
        path: '/api/authentication',
        status: 500,
      });
      const stack = String((line['err'] as { stack?: string } | undefined)?.stack);
      expect(stack).toContain('EISDIR');
      expect(stack).toMatch(/\n {4}at /);
    } finally {
      rmSync(join(keys, 'audit-heads.json.tmp'), { recursive: true, force: true });
    }
  });
});
