// The mailed-link flows: password reset (once, until validUntil), invitations (expire) and
// onboarding, add-user; every mail lands in the mailbox with its links.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, authenticate, call, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session;
beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
}, 30_000);
afterAll(() => p.close());

const lastMailTo = async (to: string) => {
  const mails = await call(p.url, 'GET', '/__dev/api/mails');
  return mails.body.find((m: { to: string }) => m.to === to) as {
    subject: string;
    text: string;
    links: string[];
  };
};
const jwtOf = (link: string) => new URL(link).searchParams.get('jwt') ?? '';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('password reset', () => {
  it('works once, and refuses company wallets', async () => {
    const company = await api(p, 'POST', '/password-reset', undefined, {
      orgUserId: ids.fionaGhent,
      organizationId: 2,
    });
    expect(company.status).toBe(400);
    expect(company.body.message).toMatch(/hosted by the company itself/);
    const sent = await api(p, 'POST', '/password-reset', undefined, {
      orgUserId: ids.victor,
      organizationId: 1,
    });
    expect(sent.status).toBe(201);
    const link = (await lastMailTo(emails.victor)).links[0]!;
    expect(link).toMatch(/\/password-reset\/\d+\?jwt=/);
    const jwt = jwtOf(link);
    const read = await api(p, 'GET', `/pwreset?jwt=${jwt}`);
    expect(read.body).toMatchObject({
      organization_user: { user: { first_name: 'Victor', last_name: 'Viewer' } },
    });
    expect(read.body.visitedAt).toBeNull(); // set only when the link sets a password
    const reset = await api(p, 'POST', `/pwreset?jwt=${jwt}`, undefined, {
      passwordHash: sha256('newpass1'),
      passwordResetId: sent.body.id,
    });
    expect(reset.body).toEqual({ result: 'success' });
    const again = await api(p, 'GET', `/pwreset?jwt=${jwt}`);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('Password reset link has already been used');
    expect((await api(p, 'GET', '/pwreset?jwt=nonsense')).body.message).toBe(
      'Could not find password reset request',
    );
    expect((await api(p, 'GET', '/pwreset')).body.message).toBe('Missing password reset code');
  });

  it('expires after 24 hours on the platform clock', async () => {
    const sent = await api(p, 'POST', '/password-reset', undefined, {
      orgUserId: ids.connie,
      organizationId: 1,
    });
    const jwt = jwtOf((await lastMailTo(emails.connie)).links[0]!);
    await call(p.url, 'POST', '/__dev/api/clock', { body: { advanceDays: 1.01 } });
    try {
      const late = await api(p, 'POST', `/pwreset?jwt=${jwt}`, undefined, {
        passwordHash: sha256('x'.repeat(8)),
        passwordResetId: sent.body.id,
      });
      expect(late.status).toBe(410);
      expect(late.body.message).toBe('Password reset link has expired');
    } finally {
      await call(p.url, 'POST', '/__dev/api/clock', { body: { now: new Date().toISOString() } });
    }
  });
});

describe('invitations and onboarding', () => {
  it('onboards an invited organization with a trial, its admin and the connection with the inviter', async () => {
    const reference = randomUUID();
    const refused = await api(p, 'POST', '/invitations', anna, {
      name: 'Tilburg Trucks BV',
      vat: '999999999B01',
      contactEmail: 'info@tilburg.example',
      reference,
      encrInviterData: { publicKey: 'pk-anna' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ field: 'vat' });
    const sent = await api(p, 'POST', '/invitations', anna, {
      name: 'Tilburg Trucks BV',
      vat: 'NL999999999B01',
      contactEmail: 'info@tilburg.example',
      reference,
      encrInviterData: { publicKey: 'pk-anna' },
      msg: 'Welcome',
    });
    expect(sent.status).toBe(201);
    const link = (await lastMailTo('info@tilburg.example')).links[0]!;
    expect(link).toContain(`/invitation/${sent.body.id}?jwt=`);
    const jwt = jwtOf(link);
    const read = await api(p, 'GET', `/onboarding?jwt=${jwt}`);
    expect(read.body.invitationObject).toMatchObject({ id: sent.body.id, status: 'accepted' });
    expect(read.body.eligibleOrganizations.length).toBeGreaterThan(3);
    const payload = {
      invitationId: sent.body.id,
      organization: {
        name: 'Tilburg Trucks BV',
        streetNbr: 'Weg 1',
        postalCode: '5000',
        city: 'Tilburg',
        country: 'Netherlands',
        contactEmail: 'info@tilburg.example',
        supportEmail: 'support@tilburg.example',
        role: 'transporter',
      },
      admin: {
        isFirstAdmin: true,
        firstName: 'Tess',
        lastName: 'Tilburg',
        email: 'tess@tilburg.example',
        password: 'demo1234',
      },
      onboarding: {
        onboarderFirstName: 'Tess',
        onboarderLastName: 'Tilburg',
        onboarderRole: 'CEO',
        onboarderEmail: 'tess@tilburg.example',
        savedConnections: [2],
      },
    };
    // A VAT number that does not begin with the country code is refused, and nothing is onboarded.
    const badVat = await api(p, 'POST', `/onboarding?jwt=${jwt}`, undefined, {
      ...payload,
      organization: { ...payload.organization, vat: '0123456789' },
    });
    expect(badVat.status).toBe(400);
    expect(badVat.body.message).toBe(
      'Invalid field organization.vat: Please provide a valid VAT number, beginning with the country code',
    );
    const done = await api(p, 'POST', `/onboarding?jwt=${jwt}`, undefined, payload);
    expect(done.status).toBe(201);
    expect(done.body.organization.subscriptions).toEqual([expect.objectContaining({ subscriptionId: 5 })]);
    expect(done.body.invitation).toMatchObject({
      status: 'completed',
      resultOrganizationId: done.body.organization.id,
    });
    expect(done.body.connections).toHaveLength(2);
    expect((await api(p, 'POST', `/onboarding?jwt=${jwt}`, undefined, payload)).status).toBe(409);
    const tess = await authenticate(p, done.body.admin.id, 'tess@tilburg.example');
    expect(tess.status).toBe(201);
    const mine = await api(p, 'GET', `/connections/${reference}`, anna);
    expect(mine.body).toMatchObject({
      status: 'pending',
      organizationIdA: 1,
      organizationIdB: done.body.organization.id,
    });
  });

  it('expires pending invitations after 14 days', async () => {
    const sent = await api(p, 'POST', '/invitations', anna, {
      name: 'Late BV',
      vat: 'NL888888888B01',
      contactEmail: 'info@late.example',
      reference: randomUUID(),
      encrInviterData: { publicKey: 'k' },
    });
    const jwt = jwtOf((await lastMailTo('info@late.example')).links[0]!);
    await call(p.url, 'POST', '/__dev/api/clock', { body: { advanceDays: 15 } });
    try {
      expect((await api(p, 'GET', `/onboarding?jwt=${jwt}`)).status).toBe(410);
      anna = await signIn(p, ids.anna, emails.anna);
      expect((await api(p, 'GET', `/invitations/${sent.body.id}`, anna)).body.status).toBe('expired');
    } finally {
      await call(p.url, 'POST', '/__dev/api/clock', { body: { now: new Date().toISOString() } });
    }
    anna = await signIn(p, ids.anna, emails.anna);
    const resent = await api(p, 'PATCH', `/invitations/${sent.body.id}`, anna, { status: 'pending' });
    expect(resent.body.status).toBe('pending');
  });
});

describe('add-user', () => {
  it('mails a link, hands out a wallet token, activates the user once', async () => {
    const added = await api(p, 'POST', '/organization-users', anna, {
      email: 'new.user@carrier.example',
      firstName: 'New',
      lastName: 'User',
      userRole: 'regular',
    });
    expect(added.status).toBe(201);
    const dup = await api(p, 'POST', '/organization-users', anna, {
      email: 'new.user@carrier.example',
      firstName: 'New',
      lastName: 'User',
      userRole: 'regular',
    });
    expect(dup).toMatchObject({
      status: 409,
      body: { message: 'This emailaddress was already registered', data: { reason: 'notActivated' } },
    });
    const link = (await lastMailTo('new.user@carrier.example')).links[0]!;
    const jwt = jwtOf(link);
    const read = await api(p, 'GET', `/add-user?jwt=${jwt}`);
    expect(read.body).toMatchObject({ userObject: { id: added.body.id }, walletUrl: p.wallets.cloudUrl });
    const account = await call(read.body.walletUrl, 'POST', '/accounts/add-user', {
      body: { walletToken: read.body.walletToken, orgUserId: added.body.id, password: 'secret12' },
    });
    expect(account.status).toBe(200);
    const done = await api(p, 'POST', `/add-user?jwt=${jwt}`, undefined, {
      orgUserId: added.body.id,
      organizationId: 1,
      acceptCode: added.body.acceptCode,
    });
    expect(done.body.user).toMatchObject({ isActive: true, pkeySign: account.body.pkeySign });
    expect((await api(p, 'GET', `/add-user?jwt=${jwt}`)).status).toBe(409);
    expect((await authenticate(p, added.body.id, 'new.user@carrier.example', 'secret12')).status).toBe(201);
  });
});
