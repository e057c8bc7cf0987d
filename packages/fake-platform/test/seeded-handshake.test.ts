// The demo world's connections carry real handshake data: a seeded request can be accepted through
// the wallets, and a seeded accepted one confirmed, like live ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, call, emails, signIn, start, walletUrlOf, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session;
let walletUrl: string;
let walletToken: string;
beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
  walletUrl = await walletUrlOf(p, ids.anna, emails.anna);
  const verified = await call(walletUrl, 'POST', '/accounts/verify', {
    body: { orgUserId: ids.anna, password: 'demo1234' },
  });
  walletToken = String(verified.body.token);
}, 60_000);
afterAll(() => p.close());

const wallet = (path: string, body: unknown) =>
  call(walletUrl, 'POST', path, { body, headers: { authorization: `Bearer ${walletToken}` } });

type Row = {
  reference: string;
  status: string;
  organizationIdA: number;
  organizationIdB: number;
  encrInviterData: unknown;
  encrInviteeData: unknown;
};
const annasConnections = async (): Promise<Row[]> => (await api(p, 'GET', '/connections', anna)).body.data;

describe('seeded connections', () => {
  it('lets Anna accept a seeded request in her To do through her wallet', async () => {
    const pending = (await annasConnections()).find((c) => c.status === 'pending' && c.organizationIdB === 1);
    expect(pending).toBeDefined();
    const accepted = await wallet('/connections/accept', {
      reference: pending!.reference,
      inviterData: pending!.encrInviterData,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.ciphertext).toEqual(expect.any(String));
  });

  it('lets Anna confirm a seeded accepted request she sent', async () => {
    const accepted = (await annasConnections()).find(
      (c) => c.status === 'accepted' && c.organizationIdA === 1,
    );
    expect(accepted).toBeDefined();
    const confirmed = await wallet('/connections/confirm', {
      reference: accepted!.reference,
      inviteeData: accepted!.encrInviteeData,
    });
    expect(confirmed.status).toBe(200);
  });

  it('clears the blobs of finalized connections', async () => {
    const finalized = (await annasConnections()).filter((c) => c.status === 'finalized');
    expect(finalized.length).toBeGreaterThan(0);
    for (const c of finalized)
      expect([c.encrInviterData ?? null, c.encrInviteeData ?? null]).toEqual([null, null]);
  });
});
