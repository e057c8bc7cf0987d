// Fresh state for each race, over the public API: a newly onboarded partner organization (whose admin
// signs in with a key the test holds; its wallet token comes from a hosted-wallet account) and new users of Antwerp.
import { randomUUID } from 'node:crypto';
import type { FakePlatform } from '../src/index.ts';
import { newSigningKey, signChallenge } from '../src/wallets/crypto.ts';
import { api, call, session, type Session } from './support.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

const jwtOf = (link: string) => new URL(link).searchParams.get('jwt') ?? '';

const ok = <T extends { status: number; body: unknown }>(res: T, what: string): T => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
};

/**
 * Signs in with the key registered as the user's pkeySign. The platform also needs proof of
 * possession, a live wallet session of the account: a hosted-wallet account (with a key of its own)
 * gives the token; the signature is the test's key's.
 */
const signInWithKey = async (
  p: FakePlatform,
  orgUserId: number,
  organizationId: number,
  privateKeyDer: Buffer,
): Promise<Session> => {
  const step1 = ok(
    await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet', orgUserId }),
    'challenge',
  );
  const challenge = String(step1.body.challenge);
  const walletUrl = p.wallets.cloudUrl;
  await p.wallets.provisionAccount({ walletUrl, orgUserId, organizationId, password: 'race-pw' });
  const verified = ok(
    await call(walletUrl, 'POST', '/accounts/verify', { body: { orgUserId, password: 'race-pw' } }),
    'wallet token',
  );
  const walletToken = String(verified.body.token);
  const step2 = await call(p.apiUrl, 'POST', '/authentication', {
    body: { strategy: 'wallet', orgUserId, challenge, signature: signChallenge(privateKeyDer, challenge) },
    headers: { authorization: `Bearer ${walletToken}` },
  });
  return session(orgUserId, String(ok(step2, 'sign-in').body.accessToken));
};

/** Activates a user through its add-user link, with a fresh signing key. */
export const activate = async (p: FakePlatform, user: Json) => {
  const key = newSigningKey();
  ok(
    await call(p.apiUrl, 'POST', `/add-user?jwt=${jwtOf(String(user['acceptLink']))}`, {
      body: {
        orgUserId: user['id'],
        organizationId: user['organizationId'],
        acceptCode: user['acceptCode'],
        pkeySign: key.pkeySign,
      },
    }),
    'add-user',
  );
  return key;
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
  const key = await activate(p, onboarded.admin);
  return {
    organizationId: Number(onboarded.organization.id),
    admin: await signInWithKey(
      p,
      Number(onboarded.admin.id),
      Number(onboarded.organization.id),
      key.privateKeyDer,
    ),
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
