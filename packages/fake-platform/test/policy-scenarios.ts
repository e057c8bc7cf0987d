// How to send each cell of the access policy as a real call: per operation, the request for a
// relation (own user, own organization, another organization) and a target role. Writes carry an
// invalid body or aim at a deleted user, so an allowed cell answers 400 (or a read's 200) having
// passed authorization and changed nothing that later cells read.
import type { Relation, TargetRole } from '../src/auth/policy.ts';

/** Users of Antwerp and of Ghent: an admin and one without an admin role each. */
export type Targets = { sameAdmin: number; sameUser: number; otherAdmin: number; otherUser: number };

export type Refs = {
  /** The caller's own organization user (and person: the demo logins' ids are both). */
  me: number;
  /** Live users, at whom a refused cell aims a valid write: had it got through, the state shows it. */
  live: Targets;
  /** Deleted users, at whom an allowed cell aims: its write is refused as such once authorized. */
  deleted: Targets;
  /** A pending connection Antwerp sent, and one Antwerp is no party to. */
  ownRef: string;
  otherRef: string;
};

export type Request = { method: string; path: string; body?: unknown };
/** The cell, and whether it is expected refused (then its request would change something). */
type At = { relation: Relation; target?: TargetRole; live: boolean };
type Scenario = (at: At, refs: Refs) => Request;

const ANTWERP = 1;
const GHENT = 2;
const OTTO_PERSON = 22;
const BRAM = 5;
const TRUCKING = 4;
const HASH = 'a'.repeat(64);

const other = (at: At) => at.relation === 'otherOrganization';
const org = (at: At) => (other(at) ? GHENT : ANTWERP);
const ref = (at: At, r: Refs) => (other(at) ? r.otherRef : r.ownRef);
const user = (at: At, r: Refs): number => {
  if (at.relation === 'self') return r.me;
  const t = at.live ? r.live : r.deleted;
  const admin = at.target === 'admin';
  if (at.relation === 'sameOrganization') return admin ? t.sameAdmin : t.sameUser;
  return admin ? t.otherAdmin : t.otherUser;
};
const adminRoles = (at: At) => (at.target === 'admin' ? ['cnx_mgr'] : []);
/** A valid write where the cell must be refused, an invalid one where it may pass. */
const body = (at: At, valid: unknown, invalid: unknown = {}) => (at.live ? valid : invalid);
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const get = (path: string): Request => ({ method: 'GET', path });
const send = (method: string, path: string, sent: unknown): Request => ({ method, path, body: sent });

/** The signed-in platform operations. */
export const apiScenarios: Readonly<Record<string, Scenario>> = {
  'authentication.remove': () => ({ method: 'DELETE', path: '/authentication' }),
  'two-factor/auth/email.find': () => get('/two-factor/auth/email'),
  'two-factor/auth/email/validate.create': () =>
    send('POST', '/two-factor/auth/email/validate', { code: 'abc' }),
  'organizations.find': (at, r) =>
    get(
      at.relation === 'self'
        ? `/organizations?userId=${r.me}`
        : other(at)
          ? `/organizations?userId=${OTTO_PERSON}`
          : '/organizations?$limit=1',
    ),
  'organizations.get': (at) => get(`/organizations/${org(at)}`),
  'organizations.patch': (at) =>
    send('PATCH', `/organizations/${org(at)}`, body(at, { name: 'Matrix NV' }, { name: '' })),
  'organizations/:organizationId/cpoint.patch': (at) =>
    send('PATCH', `/organizations/${org(at)}/cpoint`, body(at, { code: 'X' })),
  'organizations/:organizationId/portbase.update': (at) =>
    send('PUT', `/organizations/${org(at)}/portbase`, body(at, { ean: null }, { ean: '12ab' })),
  // Allowed: an id on the path, refused by the service as malformed.
  'organizations/:organizationId/portbase.remove': (at) => ({
    method: 'DELETE',
    path: `/organizations/${org(at)}/portbase${at.live ? '' : '/1'}`,
  }),
  'organization-meta.find': (at) => get(`/organization-meta?organizationId=${org(at)}`),
  'organization-meta.create': (at) =>
    send(
      'POST',
      '/organization-meta',
      body(
        at,
        { organizationId: org(at), metaSource: 'cpu', metaName: 'x', metaValue: 'y' },
        { organizationId: org(at) },
      ),
    ),
  'organization-meta.remove': (at) => ({
    method: 'DELETE',
    path: at.live
      ? `/organization-meta?organizationId=${org(at)}&metaSource=portbase`
      : `/organization-meta/1?organizationId=${org(at)}`,
  }),
  'organization-users.find': (at) =>
    get(other(at) ? `/organization-users?organizationId=${GHENT}` : '/organization-users?$limit=1'),
  'organization-users.get': (at, r) => get(`/organization-users/${user(at, r)}`),
  'organization-users.create': (at) =>
    send('POST', '/organization-users', {
      ...{ organizationId: org(at), adminRoles: adminRoles(at) },
      ...(at.live
        ? { email: 'nora.new@matrix.example', firstName: 'Nora', lastName: 'New', userRole: 'regular' }
        : {}),
    }),
  'organization-users.patch': (at, r) =>
    send('PATCH', `/organization-users/${user(at, r)}`, body(at, { firstName: 'Changed' }, { bogus: 1 })),
  'organization-users.remove': (at, r) => ({ method: 'DELETE', path: `/organization-users/${user(at, r)}` }),
  'password-reset-grants.create': (at, r) =>
    send('POST', '/password-reset-grants', {
      items: [{ id: org(at), userId: user(at, r), adminId: r.me }],
      passwordHash: at.live ? HASH : 'not a hash',
    }),
  'person-links.create': () => send('POST', '/person-links', {}),
  'invitations.find': (at) => get(other(at) ? `/invitations?inviterId=${GHENT}` : '/invitations'),
  'invitations.get': (at) => get(`/invitations/${other(at) ? 6 : 1}`),
  'invitations.create': (at) =>
    send('POST', '/invitations', {
      inviterId: org(at),
      ...(at.live
        ? {
            name: 'Matrix BV',
            vat: 'BE0111111111',
            contactEmail: 'm@matrix.example',
            reference: uuid(1),
            encrInviterData: { publicKey: 'k' },
          }
        : {}),
    }),
  'invitations.patch': (at) =>
    send('PATCH', `/invitations/${other(at) ? 6 : 1}`, body(at, { status: 'cancelled' })),
  'connections.find': () => get('/connections?$limit=1'),
  'connections.get': (at, r) => get(`/connections/${ref(at, r)}`),
  'connections.create': (at) =>
    send('POST', '/connections', {
      organizationIdA: org(at),
      ...(at.live
        ? { organizationIdB: TRUCKING, reference: uuid(2), encrInviterData: { publicKey: 'k' } }
        : {}),
    }),
  'connections.patch': (at, r) =>
    send('PATCH', `/connections/${ref(at, r)}`, body(at, { status: 'cancelled' })),
  'connections/:reference/public-key.find': (at, r) => get(`/connections/${ref(at, r)}/public-key`),
  'connections/:reference/fingerprint-verification.create': (at, r) =>
    send('POST', `/connections/${ref(at, r)}/fingerprint-verification`, body(at, {}, { bogus: 1 })),
  'eulas.find': () => get('/eulas?$limit=1'),
  'eulas.get': () => get('/eulas/1'),
  'eulas-users.find': (at, r) =>
    get(
      at.relation === 'self'
        ? '/eulas-users'
        : `/eulas-users?orgUserId=${other(at) ? r.live.otherAdmin : BRAM}`,
    ),
  'eulas-users.create': (at, r) =>
    send(
      'POST',
      '/eulas-users',
      at.relation === 'self'
        ? { orgUserId: r.me }
        : { orgUserId: other(at) ? r.live.otherAdmin : BRAM, eulaId: 2 },
    ),
  'find-user.find(id)': (at, r) =>
    get(`/find-user?id=${at.relation === 'self' ? r.me : other(at) ? r.live.otherAdmin : BRAM}`),
  'audit-entries.find': (at) =>
    get(other(at) ? `/audit-entries?organizationId=${GHENT}` : '/audit-entries?$limit=1'),
  'audit-verification.find': () => get('/audit-verification'),
};

/** The operations without a session: every caller, with a token or none, gets this answer. */
export const publicScenarios: Readonly<Record<string, Request & { status: number }>> = {
  'authentication.create': { ...send('POST', '/authentication', {}), status: 400 },
  'password-reset.create': { ...send('POST', '/password-reset', {}), status: 400 },
  'pwreset.find': { ...get('/pwreset'), status: 400 },
  'pwreset.create': { ...send('POST', '/pwreset', {}), status: 400 },
  'find-user.find': { ...get('/find-user?email=anna.admin@carrier.example'), status: 200 },
  'onboarding.find': { ...get('/onboarding'), status: 400 },
  'onboarding.create': { ...send('POST', '/onboarding', {}), status: 400 },
  'add-user.find': { ...get('/add-user'), status: 400 },
  'add-user.create': { ...send('POST', '/add-user', {}), status: 400 },
};

/** A signed-in wallet route's valid request, which a refused caller sends: a new key pair, a pin. */
const walletBodies = (r: Refs, rogueKey: string): Readonly<Record<string, unknown>> => ({
  'POST /connections/initiate': { reference: uuid(3) },
  'POST /connections/accept': { reference: r.ownRef, inviterData: { publicKey: rogueKey } },
  'POST /connections/confirm': {
    reference: r.ownRef,
    inviteeData: { publicKey: rogueKey, ciphertext: 'AAAA', iv: 'AAAA' },
  },
  'POST /connections/update': {
    reference: r.ownRef,
    inviterData: { publicKey: rogueKey, ciphertext: 'AAAA', iv: 'AAAA' },
  },
  'POST /connections/keys': { reference: r.ownRef },
  'POST /connections/verified': { reference: r.ownRef, peerPublicKey: rogueKey },
  'POST /password-resets': { passwordHash: HASH, items: [{ id: ANTWERP, userId: BRAM, adminId: r.me }] },
  'POST /sign': { challenge: 'c' },
  'POST /accounts/unlock': { unlockToken: 'u' },
  'PUT /info': { info: { note: 'matrix' } },
});

/**
 * A wallet row's call, read off its name ('wallet POST /sign'): where it must pass, an empty body
 * (a 400 once authorized); where it must be refused, the valid request.
 */
export const walletRequest = (operation: string, live = false, refs?: Refs, rogueKey = ''): Request => {
  const [, method = 'GET', path = '/'] = operation.split(' ');
  if (method === 'GET') return get(path);
  const valid = live && refs ? walletBodies(refs, rogueKey)[`${method} ${path}`] : undefined;
  return send(method, path, valid ?? {});
};
