// Bodies and values that are not what they claim: a body whose Content-Encoding does not match its
// bytes is a 400 (never a 500), and a walletUrl must be '0' or a parsed http(s) URL of URL characters.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session;
beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
}, 60_000);
afterAll(() => p.close());

const post = (encoding: string, body: Buffer) =>
  fetch(`${p.apiUrl}/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body,
  });

it.each([
  ['gzip', Buffer.from('{"orgUserId": 1, "organizationId": 1}')],
  ['gzip', gzipSync(Buffer.from('{"orgUserId": 1, "organizationId": 1}')).subarray(0, 12)],
  ['deflate', Buffer.from('not deflate at all')],
  ['br', Buffer.from('not brotli')],
])('answers a %s body that is not one with 400', async (encoding, body) => {
  const before = p.stateJson();
  const answer = await post(encoding, body);
  expect(answer.status).toBe(400);
  expect(await answer.json()).toMatchObject({ name: 'BadRequest', code: 400 });
  expect(p.stateJson()).toBe(before);
});

it('still reads a body that is what its Content-Encoding says', async () => {
  const answer = await post('gzip', gzipSync(Buffer.from('{"orgUserId": 1, "organizationId": 1}')));
  expect(answer.status).toBe(201);
});

it.each([
  'https://wallet.example:8443/">',
  'https://wallet.example:8443/"onmouseover="x',
  'https://wal"let.example:8443',
  'https://wallet.example:8443/<script>',
  'https://wallet.example:8443/a b',
  'https://user:pw@wallet.example:8443',
  'https://wallet.example:8443/?x=1',
  'javascript://wallet.example:8443',
  'https://wallet.example',
])('refuses the walletUrl %s', async (walletUrl) => {
  const answer = await api(p, 'PATCH', '/organizations/1', anna, { walletUrl });
  expect([answer.status, answer.body.message]).toEqual([
    400,
    expect.stringContaining('walletUrl: must be 0 or a full URL with scheme and port'),
  ]);
});

it.each(['0', 'https://wallet.example:8443', 'http://127.0.0.1:4500/wallet/v1', 'https://[::1]:8443'])(
  'accepts the walletUrl %s',
  async (walletUrl) => {
    const answer = await api(p, 'PATCH', '/organizations/1', anna, { walletUrl });
    expect([answer.status, answer.body.walletUrl]).toEqual([200, walletUrl]);
  },
);
