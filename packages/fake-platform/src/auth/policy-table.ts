// The platform's copy of the access policy (the domain's is access/policy-table.ts; a contract test
// proves both agree cell for cell): every operation of the platform API, by service path and method,
// and every route of an identity wallet. Whatever is missing here is refused.
import type { AdminRole } from '../store/records.ts';
import type { CallerRole, Grant, LinkToken, OperationPolicy, Relation, SessionToken } from './policy.ts';

const everyone: readonly CallerRole[] = ['org_mgr', 'usr_mgr', 'cnx_mgr', 'none'];
const anyRelation: readonly Relation[] = ['self', 'sameOrganization', 'otherOrganization'];
const organizations: readonly Relation[] = ['sameOrganization', 'otherOrganization'];

const anyone: OperationPolicy = { caller: 'anyone' };
const link = (token: LinkToken): OperationPolicy => ({ caller: 'linkHolder', link: token });
/** A table's rows, each typed as a policy: the operation names stay literal. */
const table = <K extends string>(rows: Record<K, OperationPolicy>): Readonly<Record<K, OperationPolicy>> =>
  rows;
const signedIn = (
  relations: readonly Relation[],
  grants: readonly Grant[],
  options: { token?: SessionToken; targeted?: boolean } = {},
): OperationPolicy => ({
  caller: 'signedIn',
  token: options.token ?? 'access',
  relations,
  targeted: options.targeted ?? false,
  grants,
});

/** An admin page's operation: these roles, on their own organization only. */
const admins = (...roles: AdminRole[]) =>
  signedIn(organizations, [{ roles, relations: ['sameOrganization'] }]);
/** What only concerns the caller: any signed-in user, for themselves. */
const ownOnly = (relations: readonly Relation[], token: SessionToken = 'access') =>
  signedIn(relations, [{ roles: everyone, relations: ['self'] }], { token });

const organizationManager = admins('org_mgr');
const userAdmins = admins('org_mgr', 'usr_mgr');
const connectionAdmins = admins('org_mgr', 'cnx_mgr');
/** product-reference §6: a User Manager manages users without an admin role; only org_mgr makes or touches admins. */
const userManagement: readonly Grant[] = [
  { roles: ['org_mgr'], relations: ['sameOrganization'] },
  { roles: ['usr_mgr'], relations: ['sameOrganization'], targets: ['user'] },
];
const manageUsers = signedIn(anyRelation, userManagement, { targeted: true });

export const apiPolicy = table({
  // Both steps: step 2's wallet token and signature are the credentials, checked by the operation.
  'authentication.create': anyone,
  'authentication.remove': ownOnly(['self'], 'accessOrTwoFactor'),
  'two-factor/auth/email.find': ownOnly(['self'], 'twoFactor'),
  'two-factor/auth/email/validate.create': ownOnly(['self'], 'twoFactor'),
  // The search shows other organizations in their public view; `userId` names one person's own.
  'organizations.find': signedIn(anyRelation, [{ roles: everyone, relations: ['sameOrganization'] }]),
  'organizations.get': signedIn(organizations, [{ roles: everyone, relations: organizations }]),
  'organizations.patch': organizationManager,
  'organizations/:organizationId/cpoint.patch': organizationManager,
  'organizations/:organizationId/portbase.update': organizationManager,
  'organizations/:organizationId/portbase.remove': organizationManager,
  'organization-meta.find': organizationManager,
  'organization-meta.create': organizationManager,
  'organization-meta.remove': organizationManager,
  'organization-users.find': userAdmins,
  'organization-users.get': signedIn(
    anyRelation,
    [
      { roles: everyone, relations: ['self'] },
      { roles: ['org_mgr', 'usr_mgr'], relations: ['sameOrganization'] },
    ],
    { targeted: true },
  ),
  'organization-users.create': signedIn(organizations, userManagement, { targeted: true }),
  'organization-users.patch': manageUsers,
  'organization-users.remove': manageUsers,
  // Per item, in that item's organization; a User Manager may also reset their own password.
  'password-reset-grants.create': signedIn(
    anyRelation,
    [...userManagement, { roles: ['usr_mgr'], relations: ['self'] }],
    { targeted: true },
  ),
  // Joins another membership of the caller's own email, proven by its wallet's signature.
  'person-links.create': ownOnly(['self']),
  'invitations.find': connectionAdmins,
  'invitations.get': connectionAdmins,
  'invitations.create': connectionAdmins,
  'invitations.patch': connectionAdmins,
  // The list is always the caller's organization's: no other organization can be named.
  'connections.find': signedIn(
    ['sameOrganization'],
    [{ roles: ['org_mgr', 'cnx_mgr'], relations: ['sameOrganization'] }],
  ),
  'connections.get': connectionAdmins,
  'connections.create': connectionAdmins,
  'connections.patch': connectionAdmins,
  'connections/:reference/public-key.find': connectionAdmins,
  'connections/:reference/fingerprint-verification.create': connectionAdmins,
  // The EULA gate comes before the admin area: every signed-in user reads and accepts for themselves.
  'eulas.find': ownOnly(['self']),
  'eulas.get': ownOnly(['self']),
  'eulas-users.find': ownOnly(anyRelation),
  'eulas-users.create': ownOnly(anyRelation),
  'password-reset.create': anyone,
  'pwreset.find': link('passwordReset'),
  'pwreset.create': link('passwordReset'),
  // By email: the login page (public). By id: the target's organizations where the caller is an admin.
  'find-user.find': anyone,
  'find-user.find(id)': signedIn(anyRelation, [{ roles: everyone, relations: anyRelation }]),
  'onboarding.find': link('invitation'),
  'onboarding.create': link('invitation'),
  'add-user.find': link('addUser'),
  'add-user.create': link('addUser'),
  'audit-entries.find': organizationManager,
  'audit-verification.find': signedIn(
    ['sameOrganization'],
    [{ roles: ['org_mgr'], relations: ['sameOrganization'] }],
  ),
});

const walletSelf = ownOnly(['self'], 'wallet');
const walletAdmins = (...roles: AdminRole[]) =>
  signedIn(['sameOrganization'], [{ roles, relations: ['sameOrganization'] }], { token: 'wallet' });
/** An organization's connections in its wallet: private addresses, keys, pins. */
const walletConnections = walletAdmins('org_mgr', 'cnx_mgr');

export const walletPolicy = table({
  'wallet GET /version': anyone,
  // The wallet password is the credential.
  'wallet POST /accounts/verify': anyone,
  'wallet POST /hash': anyone,
  'wallet POST /accounts/add-user': link('walletAddUser'),
  'wallet POST /accounts/logout': walletSelf,
  'wallet POST /accounts/unlock': walletSelf,
  // Signs a sign-in challenge before any platform session exists.
  'wallet POST /sign': walletSelf,
  'wallet GET /info': walletSelf,
  'wallet PUT /info': walletSelf,
  // Which users: the platform's signed grant, per item (the wallets check it).
  'wallet POST /password-resets': walletAdmins('org_mgr', 'usr_mgr'),
  'wallet GET /connections': walletConnections,
  'wallet POST /connections/initiate': walletConnections,
  'wallet POST /connections/accept': walletConnections,
  'wallet POST /connections/confirm': walletConnections,
  'wallet POST /connections/update': walletConnections,
  'wallet POST /connections/discard': walletConnections,
  'wallet POST /connections/keys': walletConnections,
  'wallet GET /connections/verified': walletConnections,
  'wallet POST /connections/verified': walletConnections,
});

/** Every operation of the platform API and of the wallets. */
export const accessPolicy = { ...apiPolicy, ...walletPolicy };
export type Operation = keyof typeof accessPolicy;
