// The add-user link files connection requests in the organization's name only for a user whose roles
// may file them (org_mgr, cnx_mgr); a refused link changes nothing, the user included. Every
// admission, and every request it files, is in the audit trail under the admitted user, whatever the
// clock reads: the entries come from what the call did, not from timestamps that happen to match.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, call, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session;
beforeAll(async () => {
  p = await start();
}, 60_000);
beforeEach(async () => {
  await p.reset();
  anna = await signIn(p, ids.anna, emails.anna);
}, 60_000);
afterAll(() => p.close());

type Entry = { action: string; targetId: string; actorEmail: string; outcome: string; status: number };
const entriesOf = async (reader: Session): Promise<Entry[]> =>
  (await api(p, 'GET', '/audit-entries?$limit=10000', reader)).body.data;

/** A user Anna adds, with a wallet account made through the link: what completing the link needs. */
const admitted = async (email: string, adminRoles: string[]) => {
  const added = await api(p, 'POST', '/organization-users', anna, {
    email,
    firstName: 'New',
    lastName: 'Person',
    userRole: 'regular',
    adminRoles,
  });
  expect(added.status).toBe(201);
  const mails = (await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{ to: string; links: string[] }>;
  const jwt = new URL(mails.find((m) => m.to === email)!.links[0]!).searchParams.get('jwt')!;
  const read = await api(p, 'GET', `/add-user?jwt=${jwt}`);
  const account = await call(read.body.walletUrl, 'POST', '/accounts/add-user', {
    body: { walletToken: read.body.walletToken, orgUserId: added.body.id, password: 'secret-new-12' },
  });
  expect(account.status).toBe(200);
  const complete = (connectionRequests?: unknown[]) =>
    api(p, 'POST', `/add-user?jwt=${jwt}`, undefined, {
      orgUserId: added.body.id,
      organizationId: 1,
      acceptCode: added.body.acceptCode,
      ...(connectionRequests ? { connectionRequests } : {}),
    });
  return { id: Number(added.body.id), jwt, complete };
};

const request = (organizationIdB: number, reference = randomUUID()) => ({
  organizationIdA: 1,
  organizationIdB,
  reference,
  encrInviterData: { publicKey: 'pk-new' },
});

/** Runs `run` with the platform clock replaced by `now` (each read of the clock calls it). */
const withClock = async <T>(now: () => Date, run: () => Promise<T>): Promise<T> => {
  const real = p.clock.now;
  p.clock.now = now;
  try {
    return await run();
  } finally {
    p.clock.now = real;
  }
};

describe('an add-user link with connection requests', () => {
  it("refuses a viewer's, and changes nothing: no request, the user still inactive", async () => {
    const viewer = await admitted('new.viewer@carrier.example', []);
    const asked = request(6);
    const refused = await viewer.complete([asked]);
    expect(refused.status).toBe(403);
    expect((await api(p, 'GET', `/connections/${asked.reference}`, anna)).status).toBe(404);
    expect((await api(p, 'GET', `/organization-users/${viewer.id}`, anna)).body).toMatchObject({
      isActive: false,
    });
    expect((await api(p, 'GET', `/add-user?jwt=${viewer.jwt}`)).status).toBe(200);
    const entries = await entriesOf(anna);
    expect(
      entries.find((e) => e.action === 'user.activate' && e.targetId === String(viewer.id)),
    ).toMatchObject({ actorEmail: 'new.viewer@carrier.example', outcome: 'refused', status: 403 });
    expect(entries.some((e) => e.action === 'connection.request' && e.targetId === asked.reference)).toBe(
      false,
    );
    // Without the requests the same link admits the viewer.
    expect((await viewer.complete()).status).toBe(201);
  });

  it("refuses a request in another organization's name before it activates anyone", async () => {
    const manager = await admitted('new.manager@carrier.example', ['cnx_mgr']);
    const refused = await manager.complete([{ ...request(6), organizationIdA: 2 }]);
    expect(refused.status).toBe(400);
    expect((await api(p, 'GET', `/organization-users/${manager.id}`, anna)).body).toMatchObject({
      isActive: false,
    });
  });

  it("files a cnx_mgr's requests, each in both logs under the new user, on a clock that ticks", async () => {
    const manager = await admitted('new.manager@carrier.example', ['cnx_mgr']);
    // Ghent's open request is declined first, so Antwerp may ask Ghent anew and Fiona reads Ghent's log.
    const connie = await signIn(p, ids.connie, emails.connie);
    const open = await api(p, 'GET', '/connections?organizationIdA=2&organizationIdB=1', connie);
    const declined = await api(p, 'PATCH', `/connections/${open.body.data[0].reference}`, connie, {
      status: 'declined',
    });
    expect(declined.status).toBe(200);
    const asked = [request(2), request(7)];
    // Every read of the clock is a millisecond later: no two writes of the call share a timestamp.
    let last = 0;
    const ticking = () => new Date((last = Math.max(last + 1, Date.now())));
    expect((await withClock(ticking, () => manager.complete(asked))).status).toBe(201);
    const entries = await entriesOf(anna);
    expect(
      entries.find((e) => e.action === 'user.activate' && e.targetId === String(manager.id)),
    ).toMatchObject({ actorEmail: 'new.manager@carrier.example', outcome: 'success' });
    for (const { reference } of asked)
      expect(
        entries.find((e) => e.action === 'connection.request' && e.targetId === reference),
      ).toMatchObject({
        actorEmail: 'new.manager@carrier.example',
        outcome: 'success',
      });
    const ghent = await entriesOf(await signIn(p, ids.fionaGhent, emails.fiona));
    expect(
      ghent.find((e) => e.action === 'connection.request' && e.targetId === asked[0]!.reference),
    ).toMatchObject({ actorEmail: 'new.manager@carrier.example', outcome: 'success' });
  });

  it('credits the new user with nothing filed by someone else in the same millisecond', async () => {
    const manager = await admitted('new.manager@carrier.example', ['cnx_mgr']);
    const connie = await signIn(p, ids.connie, emails.connie);
    const theirs = request(6);
    const frozen = new Date();
    await withClock(
      () => new Date(frozen),
      async () => {
        expect((await api(p, 'POST', '/connections', connie, theirs)).status).toBe(201);
        // The link names Connie's reference: nothing is filed, and nothing is put in the new user's name.
        expect((await manager.complete([theirs])).status).toBe(201);
      },
    );
    const requests = (await entriesOf(anna)).filter(
      (e) => e.action === 'connection.request' && e.targetId === theirs.reference,
    );
    expect(requests.map((e) => e.actorEmail)).toEqual([emails.connie]);
  });
});
