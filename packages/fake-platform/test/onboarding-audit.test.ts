// An onboarding is recorded under the person who filled in the link's form (the onboarder), in the
// inviter's log and the new organization's, with every request it files; when the onboarder is the
// first admin, the entries carry that admin's organization user id.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
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

type Entry = { action: string; targetId: string; actorEmail: string; actorOrgUserId: number | null };
const entriesOf = async (reader: Session): Promise<Entry[]> =>
  (await api(p, 'GET', '/audit-entries?$limit=10000', reader)).body.data;

/** Anna invites an organization; the onboarder completes the link naming `adminEmail` first admin. */
const onboard = async (onboarderEmail: string, adminEmail: string, vat: string) => {
  const reference = randomUUID();
  const contactEmail = `info@${vat.toLowerCase()}.example`;
  const sent = await api(p, 'POST', '/invitations', anna, {
    name: `Onboarded ${vat}`,
    vat,
    contactEmail,
    reference,
    encrInviterData: { publicKey: 'pk-anna' },
  });
  const mails = (await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{ to: string; links: string[] }>;
  const jwt = new URL(mails.find((m) => m.to === contactEmail)!.links[0]!).searchParams.get('jwt')!;
  const done = await api(p, 'POST', `/onboarding?jwt=${jwt}`, undefined, {
    invitationId: sent.body.id,
    organization: {
      name: `Onboarded ${vat}`,
      streetNbr: 'Weg 1',
      postalCode: '5000',
      city: 'Tilburg',
      country: 'Netherlands',
      contactEmail,
      supportEmail: contactEmail,
      role: 'transporter',
    },
    admin: {
      isFirstAdmin: true,
      firstName: 'Ada',
      lastName: 'First',
      email: adminEmail,
      password: 'demo1234',
    },
    onboarding: {
      onboarderFirstName: 'Olga',
      onboarderLastName: 'Onboarder',
      onboarderRole: 'Office manager',
      onboarderEmail,
      savedConnections: [7],
    },
  });
  expect(done.status).toBe(201);
  const admin = await signIn(p, done.body.admin.id, adminEmail);
  return { reference, done: done.body, admin };
};

it('names the onboarder, not the admin they named, in both organizations', async () => {
  const { reference, done, admin } = await onboard(
    'olga@office.example',
    'ada@first.example',
    'NL123123123B01',
  );
  const inviter = await entriesOf(anna);
  const actions = ['invitation.complete', 'connection.request'];
  const ours = inviter.filter(
    (e) => actions.includes(e.action) && [String(done.invitation.id), reference].includes(e.targetId),
  );
  expect(ours.map((e) => e.action).sort()).toEqual(actions.sort());
  expect(ours.map((e) => [e.actorEmail, e.actorOrgUserId])).toEqual(
    Array(2).fill(['olga@office.example', null]),
  );
  const theirs = await entriesOf(admin);
  const created = theirs.filter((e) =>
    ['organization.create', 'user.create', 'connection.request'].includes(e.action),
  );
  expect(created).toHaveLength(4);
  expect(new Set(created.map((e) => e.actorEmail))).toEqual(new Set(['olga@office.example']));
});

it('names the first admin with their user id when they onboarded themselves', async () => {
  const { done, admin } = await onboard('ADA@first.example', 'ada@first.example', 'NL321321321B01');
  const theirs = await entriesOf(admin);
  const create = theirs.find((e) => e.action === 'organization.create');
  expect(create).toMatchObject({ actorEmail: 'ada@first.example', actorOrgUserId: done.admin.id });
});
