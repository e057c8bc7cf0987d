// Fresh state for each race, over the public API: a newly onboarded partner organization (whose admin
// creates a hosted-wallet account through the add-user link and signs in with it) and new users of Antwerp.
import { randomUUID } from 'node:crypto';
import type { FakePlatform } from '../src/index.ts';
import { api, call, session, type Session } from './support.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

const jwtOf = (link: string) => new URL(link).searchParams.get('jwt') ?? '';

const ok = <T extends { status: number; body: unknown }>(res: T, what: string): T => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
};

const walletPassword = 'race-pw';

/** The wallet sign-in of an activated user: the wallet verifies the password and signs the challenge. */
const walletSignIn = async (p: FakePlatform, orgUserId: number, walletUrl: string): Promise<Session> => {
  const step1 = ok(
    await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet', orgUserId }),
    'challenge',
  );
  const challenge = String(step1.body.challenge);
  const verified = ok(
    await call(walletUrl, 'POST', '/accounts/verify', { body: { orgUserId, password: walletPassword } }),
    'wallet token',
  );
  const headers = { authorization: `Bearer ${String(verified.body.token)}` };
  const signed = ok(await call(walletUrl, 'POST', '/sign', { body: { challenge }, headers }), 'signature');
  const step2 = await call(p.apiUrl, 'POST', '/authentication', {
    body: { strategy: 'wallet', orgUserId, challenge, signature: signed.body.signature },
    headers,
  });
  return session(orgUserId, String(ok(step2, 'sign-in').body.accessToken));
};

/** The add-user link mailed to the address last: the one the user follows. */
const addUserJwt = async (p: FakePlatform, email: string): Promise<string> => {
  const mails = (await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{ to: string; links: string[] }>;
  return jwtOf(mails.find((m) => m.to === email)?.links[0] ?? '');
};

/**
 * Activates a user through the add-user link as the portal does: the wallet account first, then the
 * activation, which registers that account's key. Answers the wallet's URL.
 */
export const activate = async (p: FakePlatform, user: Json): Promise<string> => {
  const jwt = await addUserJwt(p, String(user['email']));
  const link = ok(await call(p.apiUrl, 'GET', `/add-user?jwt=${jwt}`), 'add-user link');
  const walletUrl = String(link.body.walletUrl);
  const { id: orgUserId, organizationId, acceptCode } = link.body.userObject as Json;
  ok(
    await call(walletUrl, 'POST', '/accounts/add-user', {
      body: { walletToken: link.body.walletToken, orgUserId, password: walletPassword },
    }),
    'wallet account',
  );
  ok(
    await call(p.apiUrl, 'POST', `/add-user?jwt=${jwt}`, { body: { orgUserId, organizationId, acceptCode } }),
    'add-user',
  );
  return walletUrl;
};

/**
 * Antwerp (the inviter's organization) invites a new organization, which onboards: answers the new
 * organization's id, its signed-in admin and the pending request Antwerp (A) → newcomer (B).
 */
export const onboardPartner = async (p: FakePlatform, inviter: Session) => {
  const tag = unique();
  const contactEmail = `partner-${tag}@partner.example`;
  const invitation = ok(
    await api(p, 'POST', '/invitations', inviter, {
      name: `Partner ${tag}`,
      vat: `NL${tag}`
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 22),
      contactEmail,
      reference: randomUUID(),
      encrInviterData: { publicKey: 'inviter-key' },
    }),
    'invitation',
  ).body;
  const mails = (await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{ to: string; links: string[] }>;
  const link = mails.find((m) => m.to === contactEmail)!.links[0]!;
  const onboarded = ok(
    await call(p.apiUrl, 'POST', `/onboarding?jwt=${jwtOf(link)}`, {
      body: {
        invitationId: invitation.id,
        organization: {
          name: `Partner ${tag}`,
          streetNbr: 'Kade 1',
          postalCode: '1000',
          city: 'Brussel',
          country: 'BE',
          contactEmail,
          supportEmail: contactEmail,
        },
        admin: { firstName: 'Pat', lastName: tag, email: `admin-${tag}@partner.example` },
        onboarding: { onboarderFirstName: 'Pat', onboarderLastName: tag, onboarderEmail: contactEmail },
      },
    }),
    'onboarding',
  ).body;
  const walletUrl = await activate(p, onboarded.admin);
  return {
    organizationId: Number(onboarded.organization.id),
    admin: await walletSignIn(p, Number(onboarded.admin.id), walletUrl),
    reference: String(invitation.reference),
  };
};

/** A new (not yet activated) user of the admin's organization. */
export const newUser = async (p: FakePlatform, admin: Session) =>
  ok(
    await api(p, 'POST', '/organization-users', admin, {
      email: `race-${unique()}@carrier.example`,
      firstName: 'Race',
      lastName: 'Condition',
      userRole: 'regular',
    }),
    'new user',
  ).body as Json;
