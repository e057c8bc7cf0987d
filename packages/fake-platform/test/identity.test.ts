// Who a person is: an organization user is joined to the person of another organization's user only
// by that person's proof, never by an email somebody typed. Each scenario is a takeover tried from
// the outside with nothing but a role the attacker legitimately holds: an admin of another
// organization creating a user with the victim's email, a stranger onboarding with it, a user
// manager doing the same in their own organization; and a user manager reading the add-user links
// of admins they may not appoint.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import {
  api,
  call,
  completeAddUserLink,
  emails,
  jwtOf,
  signIn,
  start,
  walletUrlOf,
  type Session,
} from './support.ts';

let p: FakePlatform;
let anna: Session;
beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
}, 60_000);
afterAll(() => p.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The person behind an organization user, as stored. */
const person = (orgUserId: number): number => {
  const users = JSON.parse(p.stateJson()).organizationUsers as Array<{ id: number; userId: number }>;
  return users.find((u) => u.id === orgUserId)!.userId;
};

/** Completes the add-user link with a password of the caller's choosing, as whoever holds it can. */
const completeAddUser = async (link: string, orgUserId: number, organizationId: number, password: string) =>
  expect(await completeAddUserLink(p, link, { id: orgUserId, organizationId }, password)).toBe(201);

/** Signs in and keeps the wallet token, which a wallet reset is presented with. */
const signInWithToken = async (orgUserId: number, email: string, password: string) => {
  const walletUrl = await walletUrlOf(p, orgUserId, email);
  const verified = await call(walletUrl, 'POST', '/accounts/verify', { body: { orgUserId, password } });
  const walletToken = String(verified.body.token);
  const signed = await signIn(p, orgUserId, email, password);
  return { ...signed, walletToken };
};

/** The whole takeover: the platform's grant for the victim's membership, then the wallet's reset. */
const tryReset = async (
  who: Session & { walletToken: string },
  victim: { id: number; organizationId: number; email: string },
  adminId: number,
) => {
  const passwordHash = sha256('taken-over');
  const items = [{ id: victim.organizationId, userId: victim.id, adminId }];
  const grant = await api(p, 'POST', '/password-reset-grants', who, { passwordHash, items });
  const victimWallet = await walletUrlOf(p, victim.id, victim.email);
  const reset = await call(victimWallet, 'POST', '/password-resets', {
    body: { passwordHash, items, ...(grant.status === 201 ? { grant: grant.body.grant } : {}) },
    headers: { authorization: `Bearer ${who.walletToken}` },
  });
  const victimStillOwns = await call(victimWallet, 'POST', '/accounts/verify', {
    body: { orgUserId: victim.id, password: 'demo1234' },
  });
  return { grant: grant.status, reset: reset.status, victimStillOwns: victimStillOwns.status === 200 };
};

describe('a person is joined only by proof', () => {
  it("refuses an admin who creates a user with another organization's admin's email", async () => {
    const otto = await signIn(p, ids.otto, emails.otto);
    const made = await api(p, 'POST', '/organization-users', otto, {
      email: emails.anna.toUpperCase(),
      firstName: 'Anna',
      lastName: 'Admin',
      userRole: 'regular',
    });
    expect(made.status).toBe(201);
    expect(made.body.userId).not.toBe(person(ids.anna));
    await completeAddUser(made.body.acceptLink, made.body.id, 3, 'otto-owns-this');
    const fake = await signInWithToken(made.body.id, emails.anna, 'otto-owns-this');
    // The fake's organizations are its own; Anna's do not show in its organization switch.
    const orgs = await api(p, 'GET', `/organizations?userId=${made.body.userId}`, fake);
    expect(orgs.body.data.map((o: { id: number }) => o.id)).toEqual([3]);
    const tried = await tryReset(fake, { id: ids.anna, organizationId: 1, email: emails.anna }, ids.anna);
    expect(tried).toEqual({ grant: 403, reset: 403, victimStillOwns: true });
  });

  it('refuses a user manager who does the same to an admin of another organization', async () => {
    const ulrich = await signIn(p, ids.ulrich, emails.ulrich);
    const made = await api(p, 'POST', '/organization-users', ulrich, {
      email: emails.tina,
      firstName: 'Tina',
      lastName: 'Twofactor',
      userRole: 'regular',
    });
    expect(made.status).toBe(201);
    expect(made.body.userId).not.toBe(person(ids.tina));
    await completeAddUser(made.body.acceptLink, made.body.id, 1, 'ulrich-owns-this');
    const fake = await signInWithToken(made.body.id, emails.tina, 'ulrich-owns-this');
    const tried = await tryReset(fake, { id: ids.tina, organizationId: 4, email: emails.tina }, ids.tina);
    expect(tried).toEqual({ grant: 403, reset: 403, victimStillOwns: true });
  });

  it("refuses a stranger who onboards an organization with an admin's email", async () => {
    const sent = await api(p, 'POST', '/invitations', anna, {
      name: 'Stranger Logistics BV',
      vat: 'NL777777777B01',
      contactEmail: 'info@stranger.example',
      reference: randomUUID(),
      encrInviterData: { publicKey: 'pk-anna' },
    });
    expect(sent.status).toBe(201);
    const mails = await call(p.url, 'GET', '/__dev/api/mails');
    const link = mails.body.find((m: { to: string }) => m.to === 'info@stranger.example').links[0];
    const done = await api(p, 'POST', `/onboarding?jwt=${jwtOf(link)}`, undefined, {
      invitationId: sent.body.id,
      organization: {
        name: 'Stranger Logistics BV',
        streetNbr: 'Kade 1',
        postalCode: '3000',
        city: 'Rotterdam',
        country: 'Netherlands',
        contactEmail: 'info@stranger.example',
        supportEmail: 'support@stranger.example',
        role: 'transporter',
      },
      admin: {
        isFirstAdmin: true,
        firstName: 'Fiona',
        lastName: 'Forwarder',
        email: emails.fiona,
        password: 'stranger-owns-this',
      },
      onboarding: {
        onboarderFirstName: 'S',
        onboarderLastName: 'Tranger',
        onboarderRole: 'CEO',
        onboarderEmail: 'info@stranger.example',
        savedConnections: [],
      },
    });
    expect(done.status).toBe(201);
    const adminId = done.body.admin.id as number;
    expect(person(adminId)).not.toBe(person(ids.fionaGhent));
    const fake = await signInWithToken(adminId, emails.fiona, 'stranger-owns-this');
    const victim = { id: ids.fionaGhent, organizationId: 2, email: emails.fiona };
    expect(await tryReset(fake, victim, ids.fionaGhent)).toEqual({
      grant: 403,
      reset: 403,
      victimStillOwns: true,
    });
  });

  it('still lets a person reset their own password in each of their organizations', async () => {
    const fiona = await signInWithToken(ids.fionaGhent, emails.fiona, 'demo1234');
    const passwordHash = sha256('demo1234');
    const items = [
      { id: 2, userId: ids.fionaGhent, adminId: ids.fionaGhent },
      { id: 3, userId: ids.fionaRotterdam, adminId: ids.fionaRotterdam },
    ];
    const grant = await api(p, 'POST', '/password-reset-grants', fiona, { passwordHash, items });
    expect(grant.status).toBe(201);
  });
});

/** A wallet signature of a challenge bound to `orgUserId`, as its holder makes it. */
const proofOf = async (orgUserId: number, email: string, password: string) => {
  const step1 = await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet', orgUserId });
  const walletUrl = await walletUrlOf(p, orgUserId, email);
  const verified = await call(walletUrl, 'POST', '/accounts/verify', { body: { orgUserId, password } });
  const signed = await call(walletUrl, 'POST', '/sign', {
    body: { challenge: step1.body.challenge },
    headers: { authorization: `Bearer ${verified.body.token}` },
  });
  return { orgUserId, challenge: String(step1.body.challenge), signature: String(signed.body.signature) };
};

describe('joining memberships by proof', () => {
  it('joins only with a signature of the other membership; an admin reset takes one out again', async () => {
    // Anna invites Fiona to Antwerp; Fiona completes the link mailed to her: a new person.
    const made = await api(p, 'POST', '/organization-users', anna, {
      email: emails.fiona,
      firstName: 'Fiona',
      lastName: 'Forwarder',
      userRole: 'regular',
      adminRoles: ['usr_mgr'],
    });
    await completeAddUser(made.body.acceptLink, made.body.id, 1, 'fiona-in-antwerp');
    expect(person(made.body.id)).not.toBe(person(ids.fionaGhent));
    const fiona = await signInWithToken(made.body.id, emails.fiona, 'fiona-in-antwerp');
    // A challenge bound to another membership, or the right one signed by another wallet, proves nothing.
    const otto = await proofOf(ids.otto, emails.otto, 'demo1234');
    const rebound = await api(p, 'POST', '/person-links', fiona, { ...otto, orgUserId: ids.fionaGhent });
    expect(rebound.status).toBe(400);
    const bound = await api(p, 'POST', '/authentication', undefined, {
      strategy: 'wallet',
      orgUserId: ids.fionaGhent,
    });
    const signedByOtto = await call(await walletUrlOf(p, ids.otto, emails.otto), 'POST', '/sign', {
      body: { challenge: bound.body.challenge },
      headers: {
        authorization: `Bearer ${(await signInWithToken(ids.otto, emails.otto, 'demo1234')).walletToken}`,
      },
    });
    const wrongKey = await api(p, 'POST', '/person-links', fiona, {
      orgUserId: ids.fionaGhent,
      challenge: bound.body.challenge,
      signature: signedByOtto.body.signature,
    });
    expect(wrongKey.status).toBe(403);
    expect(person(made.body.id)).not.toBe(person(ids.fionaGhent));
    // Fiona's own signature with her Ghent wallet joins Antwerp to her person (Ghent and Rotterdam).
    const linked = await api(
      p,
      'POST',
      '/person-links',
      fiona,
      await proofOf(ids.fionaGhent, emails.fiona, 'demo1234'),
    );
    expect(linked.status).toBe(201);
    expect([...linked.body.organizationIds].sort()).toEqual([1, 2, 3]);
    expect(person(ids.fionaGhent)).toBe(person(made.body.id));

    // Anna resets the Antwerp membership's password: she governs it in Antwerp, not in Ghent.
    const annaHolding = await signInWithToken(ids.anna, emails.anna, 'demo1234');
    const passwordHash = sha256('anna-chose-this');
    const items = [{ id: 1, userId: made.body.id, adminId: ids.anna }];
    const grant = await api(p, 'POST', '/password-reset-grants', annaHolding, { passwordHash, items });
    expect(grant.status).toBe(201);
    const reset = await call(p.wallets.cloudUrl, 'POST', '/password-resets', {
      body: { passwordHash, items, grant: grant.body.grant },
      headers: { authorization: `Bearer ${annaHolding.walletToken}` },
    });
    expect(reset.status).toBe(200);
    expect(person(made.body.id)).not.toBe(person(ids.fionaGhent));
    const annaAsFiona = await signInWithToken(made.body.id, emails.fiona, 'anna-chose-this');
    const victim = { id: ids.fionaGhent, organizationId: 2, email: emails.fiona };
    expect(await tryReset(annaAsFiona, victim, ids.fionaGhent)).toEqual({
      grant: 403,
      reset: 403,
      victimStillOwns: true,
    });
  });
});

describe('an add-user link goes only to who may appoint its role', () => {
  it("hides a pending admin's link from a user manager, not a pending user's", async () => {
    const admin = await api(p, 'POST', '/organization-users', anna, {
      email: 'pending.admin@carrier.example',
      firstName: 'Pending',
      lastName: 'Admin',
      userRole: 'regular',
      adminRoles: ['org_mgr'],
    });
    const user = await api(p, 'POST', '/organization-users', anna, {
      email: 'pending.user@carrier.example',
      firstName: 'Pending',
      lastName: 'User',
      userRole: 'regular',
    });
    expect(admin.body.acceptLink).toEqual(expect.stringContaining('/wallet-add-user/'));
    const ulrich = await signIn(p, ids.ulrich, emails.ulrich);
    const rows = await api(p, 'GET', '/organization-users?$limit=100&isDeleted=false', ulrich);
    const row = (id: number) => rows.body.data.find((u: { id: number }) => u.id === id);
    expect(row(admin.body.id)).toMatchObject({ acceptCode: null, acceptLink: null });
    expect(row(user.body.id).acceptLink).toEqual(expect.stringContaining('/wallet-add-user/'));
    const one = await api(p, 'GET', `/organization-users/${admin.body.id}`, ulrich);
    expect(one.body).toMatchObject({ acceptCode: null, acceptLink: null });
    const annaRows = await api(p, 'GET', '/organization-users?$limit=100&isDeleted=false', anna);
    const annaSees = annaRows.body.data.find((u: { id: number }) => u.id === admin.body.id);
    expect(annaSees.acceptLink).toEqual(expect.stringContaining('/wallet-add-user/'));
  });
});
