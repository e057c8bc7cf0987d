// The key a user signs in with comes from the wallet account they created, or, for an admin, from
// the admin whose key they copy: never from a request body. A key chosen by the client would let
// whoever completes an add-user link register a key whose private half they hold elsewhere.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, call, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session;
beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
}, 60_000);
afterAll(() => p.close());

/** A key whose private half the client keeps: SPKI DER base64, as pkeySign is written. */
const clientKey = generateKeyPairSync('ed25519')
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');

const jwtOfMailTo = async (to: string): Promise<string> => {
  const mails = (await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{ to: string; links: string[] }>;
  const link = mails.find((m) => m.to === to)?.links[0] ?? '';
  return new URL(link).searchParams.get('jwt') ?? '';
};
const storedKey = async (orgUserId: number): Promise<string | null> =>
  (await api(p, 'GET', `/organization-users/${orgUserId}`, anna)).body.pkeySign;

/** Anna adds a user; the user creates the wallet account (offering a key of their own to it too). */
const addedWithWalletAccount = async (email: string, adminRoles: string[]) => {
  const added = await api(p, 'POST', '/organization-users', anna, {
    email,
    firstName: 'Kay',
    lastName: 'Chosen',
    userRole: 'regular',
    adminRoles,
  });
  expect(added.status).toBe(201);
  const jwt = await jwtOfMailTo(email);
  const read = await api(p, 'GET', `/add-user?jwt=${jwt}`);
  const account = await call(read.body.walletUrl, 'POST', '/accounts/add-user', {
    body: {
      walletToken: read.body.walletToken,
      orgUserId: added.body.id,
      password: 'secret12',
      pkeySign: clientKey,
    },
  });
  expect(account.status).toBe(200);
  const complete = (extra: object) =>
    api(p, 'POST', `/add-user?jwt=${jwt}`, undefined, {
      orgUserId: added.body.id,
      organizationId: 1,
      acceptCode: added.body.acceptCode,
      ...extra,
    });
  return { id: Number(added.body.id), jwt, walletKey: String(account.body.pkeySign), complete };
};

describe('the signing key of an add-user link', () => {
  it("refuses a pkeySign in the body and takes the wallet account's key", async () => {
    const kay = await addedWithWalletAccount('kay.chosen@carrier.example', []);
    expect(kay.walletKey).not.toBe(clientKey);
    const offered = await kay.complete({ pkeySign: clientKey });
    expect([offered.status, offered.body.message]).toEqual([400, 'Invalid field pkeySign: is not allowed']);
    expect((await api(p, 'GET', `/add-user?jwt=${kay.jwt}`)).status).toBe(200);
    expect(await storedKey(kay.id)).toBeNull();
    expect((await kay.complete({})).status).toBe(201);
    expect(await storedKey(kay.id)).toBe(kay.walletKey);
  });

  it('gives a new admin the key copied from an admin, whatever the body offers', async () => {
    const annaKey = await storedKey(ids.anna);
    const ada = await addedWithWalletAccount('ada.chosen@carrier.example', ['usr_mgr']);
    expect(ada.walletKey).toBe(annaKey);
    expect((await ada.complete({ pkeySign: clientKey })).status).toBe(400);
    expect((await ada.complete({})).status).toBe(201);
    expect(await storedKey(ada.id)).toBe(annaKey);
  });
});
