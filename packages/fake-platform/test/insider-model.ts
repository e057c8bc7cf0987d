// The model of who holds which account, for the insiders' model-based test. Attackers are the roles
// people really hold (Otto, org_mgr of Rotterdam; Ulrich, usr_mgr of Antwerp; Victor, a viewer) and a
// stranger holding an onboarding link; victims are the admins they aim at (Anna, Tina, Fiona). The
// model says what the policy allows, from persons as the model knows them: a person is joined to
// another organization only by proof, so every membership the platform creates is a new person.
import { createHash } from 'node:crypto';
import type { FakePlatform } from '../src/index.ts';
import { demoUserIds as ids } from '../src/index.ts';
import {
  api,
  authenticate,
  call,
  emails,
  session,
  walletUrlOf,
  type Answer,
  type Session,
} from './support.ts';

export type Role = 'org_mgr' | 'usr_mgr' | 'cnx_mgr';

export interface Account {
  id: number;
  organizationId: number;
  email: string;
  person: number;
  roles: Role[];
  /** The wallet password; null while the add-user link is not completed. */
  password: string | null;
  /** Who knows the password: the victim it was made for, or an attacker. */
  heldBy: 'victim' | 'attacker';
  /** Whoever may complete the pending account's link: who created it or was shown its link. */
  linkHolders: Set<'victim' | 'attacker'>;
}

export interface Model {
  accounts: Map<number, Account>;
  nextPerson: number;
}

export interface Real {
  p: FakePlatform;
  /** Links to pending accounts, by account id, as whoever got them saw them. */
  links: Map<number, string>;
  fresh: { n: number };
  /** Signed-in sessions by account id, kept until the account's password changes (a sign-in costs a KDF). */
  sessions: Map<number, Session & { walletToken: string }>;
}

export const victimEmails = [emails.anna, emails.tina, emails.fiona] as const;

const seeded = (
  id: number,
  organizationId: number,
  email: string,
  person: number,
  roles: Role[],
  heldBy: Account['heldBy'],
): Account => ({
  id,
  organizationId,
  email,
  person,
  roles,
  password: 'demo1234',
  heldBy,
  linkHolders: new Set(),
});

/** The demo world's accounts the test touches, with the persons the seed gives them. */
export const initialModel = (): Model => ({
  accounts: new Map(
    [
      seeded(ids.anna, 1, emails.anna, 1, ['org_mgr'], 'victim'),
      seeded(ids.ulrich, 1, emails.ulrich, 2, ['usr_mgr'], 'attacker'),
      seeded(ids.victor, 1, emails.victor, 4, [], 'attacker'),
      seeded(ids.fionaGhent, 2, emails.fiona, 20, ['org_mgr'], 'victim'),
      seeded(ids.otto, 3, emails.otto, 22, ['org_mgr'], 'attacker'),
      seeded(ids.fionaRotterdam, 3, emails.fiona, 20, ['org_mgr'], 'victim'),
      seeded(ids.tina, 4, emails.tina, 24, ['org_mgr'], 'victim'),
    ].map((a) => [a.id, a]),
  ),
  nextPerson: 1_000,
});

/** The policy, as the model reads it: may `admin` appoint (and so see the link of) `target`'s role? */
export const mayAppoint = (admin: Account, target: { organizationId: number; roles: Role[] }) =>
  admin.password !== null &&
  admin.organizationId === target.organizationId &&
  (admin.roles.includes('org_mgr') || (admin.roles.includes('usr_mgr') && target.roles.length === 0));

/**
 * May the caller reset `target` through the admin membership `admin` the grant names? It must be a
 * membership of the caller's person, an active admin of the target's organization whose role may
 * reset that user.
 */
export const mayReset = (m: Model, caller: Account, admin: Account, target: Account): boolean =>
  m.accounts.get(admin.id) === admin &&
  admin.person === caller.person &&
  admin.password !== null &&
  admin.organizationId === target.organizationId &&
  (admin.roles.includes('org_mgr') ||
    (admin.roles.includes('usr_mgr') && (target.roles.length === 0 || target.person === admin.person)));

/** After another person set its password, a membership is a person of its own. */
export const leavePerson = (m: Model, a: Account): void => {
  if ([...m.accounts.values()].some((o) => o !== a && o.person === a.person)) a.person = m.nextPerson++;
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Signs in; where the organization asks a code by mail, reads it from the mailbox and sends it. */
const signInFully = async (p: FakePlatform, a: Account): Promise<Session> => {
  const step2 = await authenticate(p, a.id, a.email, a.password ?? '');
  if (step2.status !== 201) throw new Error(`sign-in of ${a.email}: ${step2.status}`);
  if (!step2.body.twoFactorAuthRequired) return session(a.id, String(step2.body.accessToken));
  const pending = { authorization: `Bearer ${step2.body.accessToken}`, id: String(a.id) };
  await call(p.apiUrl, 'GET', '/two-factor/auth/email', { headers: pending });
  const mails = (await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{
    id: number;
    to: string;
    text: string;
  }>;
  const newest = mails.filter((m) => m.to === a.email).sort((x, y) => y.id - x.id)[0];
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1] ?? '';
  const verified = await call(p.apiUrl, 'POST', '/two-factor/auth/email/validate', {
    body: { code },
    headers: pending,
  });
  return session(a.id, String(verified.body.token));
};

/** The account signed in with its password, with the wallet token a wallet reset is presented with. */
export const holding = async (r: Real, a: Account) => {
  const kept = r.sessions.get(a.id);
  if (kept) return kept;
  const walletUrl = await walletUrlOf(r.p, a.id, a.email);
  const verified = await call(walletUrl, 'POST', '/accounts/verify', {
    body: { orgUserId: a.id, password: a.password },
  });
  const signedIn = { ...(await signInFully(r.p, a)), walletToken: String(verified.body.token) };
  r.sessions.set(a.id, signedIn);
  return signedIn;
};

/** Whether the account's wallet still opens with the password the model says it has. */
export const opensWith = async (p: FakePlatform, a: Account): Promise<boolean> => {
  const walletUrl = await walletUrlOf(p, a.id, a.email);
  const verified = await call(walletUrl, 'POST', '/accounts/verify', {
    body: { orgUserId: a.id, password: a.password },
  });
  return verified.status === 200;
};

/** The newest audit entries of an organization, read by a seeded org_mgr of it. */
export const newestEntries = async (
  p: FakePlatform,
  reader: Session,
  limit: number,
): Promise<Array<{ action: string; actorOrgUserId: number | null; outcome: string }>> => {
  const answer: Answer = await api(p, 'GET', `/audit-entries?$limit=${limit}`, reader);
  return answer.body.data;
};
