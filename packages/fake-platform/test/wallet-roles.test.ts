// The wallets act on an organization's connections only for its connection admins (org_mgr,
// cnx_mgr): a viewer's wallet token reads no private address and pins no key. The roles are the
// platform's, asked for each call, so a role change counts at once.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, emails, start } from './support.ts';
import { signInWithWallet, type WalletSignIn } from './wallet-session.ts';

let p: FakePlatform;
let anna: WalletSignIn;
let connie: WalletSignIn;
let victor: WalletSignIn;
beforeAll(async () => {
  p = await start();
  anna = await signInWithWallet(p, ids.anna, emails.anna);
  connie = await signInWithWallet(p, ids.connie, emails.connie);
  victor = await signInWithWallet(p, ids.victor, emails.victor);
}, 60_000);
afterAll(() => p.close());

type Row = { reference: string; status: string; organizationIdA: number; organizationIdB: number };
const antwerpConnections = async (): Promise<Row[]> =>
  (await api(p, 'GET', '/connections', anna.session)).body.data;

const rogueKey = (): string =>
  generateKeyPairSync('x25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

describe("the wallets authorize by the platform's roles", () => {
  it("refuses the viewer's token the organization's private addresses", async () => {
    const read = await victor.wallet('GET', '/connections');
    expect([read.status, read.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(read.body.connections).toBeUndefined();
  });

  it("refuses the viewer's pin of a rogue key and pins nothing", async () => {
    const sent = (await antwerpConnections()).find((c) => c.status === 'pending' && c.organizationIdA === 1);
    expect(sent).toBeDefined();
    const pin = await victor.wallet('POST', '/connections/verified', {
      reference: sent!.reference,
      peerPublicKey: rogueKey(),
    });
    expect([pin.status, pin.body.code]).toEqual([403, 'FORBIDDEN']);
    const verified = await anna.wallet('GET', '/connections/verified');
    expect(verified.body.references).not.toContain(sent!.reference);
    const keys = await anna.wallet('POST', '/connections/keys', { reference: sent!.reference });
    expect(keys.body.verifiedPeerKey).toBeNull();
  });

  it("keeps the viewer's own account operations", async () => {
    const signed = await victor.wallet('POST', '/sign', { challenge: 'c' });
    expect(signed.status).toBe(200);
    expect((await victor.wallet('GET', '/info')).status).toBe(200);
  });

  it('lets the connection manager and the organization manager read and pin', async () => {
    for (const admin of [connie, anna]) {
      const read = await admin.wallet('GET', '/connections');
      expect(read.status).toBe(200);
      expect(read.body.connections.length).toBeGreaterThan(0);
    }
    const candidates = (await antwerpConnections()).filter((c) => c.status !== 'pending');
    let pinned: string | undefined;
    for (const c of candidates) {
      const keys = await anna.wallet('POST', '/connections/keys', { reference: c.reference });
      if (keys.status === 200 && keys.body.peerPublicKey) {
        pinned = c.reference;
        break;
      }
    }
    expect(pinned).toBeDefined();
    expect((await connie.wallet('POST', '/connections/verified', { reference: pinned })).status).toBe(204);
    expect((await anna.wallet('GET', '/connections/verified')).body.references).toContain(pinned);
  });

  it("follows a role change of the token's user at once", async () => {
    const patch = (adminRoles: string[]) =>
      api(p, 'PATCH', `/organization-users/${ids.victor}`, anna.session, { adminRoles });
    expect((await patch(['cnx_mgr'])).status).toBe(200);
    expect((await victor.wallet('GET', '/connections')).status).toBe(200);
    expect((await patch([])).status).toBe(200);
    expect((await victor.wallet('GET', '/connections')).status).toBe(403);
  });
});
