import type { MessageId } from '../messages/catalogue.ts';
import { adminRoles, type AdminRole } from '../users/roles.ts';
import { rolesAllowed } from './policy.ts';
import { accessPolicy, type Operation } from './policy-table.ts';

/** The admin pages behind a login and a role (product-reference §2.1). */
export type AdminPage = 'organization' | 'users' | 'connections' | 'integrations' | 'activity';

/**
 * The operation each admin page exists for (product-reference §2.1 route table): whoever may call it on
 * their own organization may open the page, so the pages follow the access policy.
 */
const pageOperations: Readonly<Record<AdminPage, Operation>> = {
  organization: 'organizations.patch',
  users: 'organization-users.find',
  connections: 'connections.find',
  integrations: 'organizations/:organizationId/portbase.update',
  // The audit trail names every admin's actions: for the organization manager only.
  activity: 'audit-entries.find',
};

/** Which admin roles may open which page. */
export const pageAccess: Readonly<Record<AdminPage, readonly AdminRole[]>> = {
  organization: rolesAllowed(accessPolicy, pageOperations.organization),
  users: rolesAllowed(accessPolicy, pageOperations.users),
  connections: rolesAllowed(accessPolicy, pageOperations.connections),
  integrations: rolesAllowed(accessPolicy, pageOperations.integrations),
  activity: rolesAllowed(accessPolicy, pageOperations.activity),
};

/** The route path of each admin page. */
export const pagePaths: Readonly<Record<AdminPage, string>> = {
  organization: '/organization',
  users: '/organization/users',
  connections: '/organization/connections',
  integrations: '/organization/integrations',
  activity: '/organization/activity',
};

/** Keeps only the known admin roles of a raw list (the API may send others, or duplicates). */
export const toAdminRoles = (roles: readonly string[] | null | undefined): AdminRole[] =>
  adminRoles.filter((role) => (roles ?? []).includes(role));

/** A user without an admin role is not an admin (product-reference §6): only admins see the admin nav and menu. */
export const isAdmin = (roles: readonly string[] | null | undefined): boolean =>
  toAdminRoles(roles).length > 0;

/** True when one of the roles may open the page. */
export const canOpen = (roles: readonly string[] | null | undefined, page: AdminPage): boolean =>
  pageAccess[page].some((role) => toAdminRoles(roles).includes(role));

/** Where '/' sends a signed-in user: usr_mgr → users, else cnx_mgr → connections, else org_mgr → organization. */
export type Landing =
  | { readonly kind: 'page'; readonly page: AdminPage; readonly path: string }
  | { readonly kind: 'accessDenied' };

export const landing = (roles: readonly string[] | null | undefined): Landing => {
  const own = toAdminRoles(roles);
  const page: AdminPage | undefined = own.includes('usr_mgr')
    ? 'users'
    : own.includes('cnx_mgr')
      ? 'connections'
      : own.includes('org_mgr')
        ? 'organization'
        : undefined;
  return page ? { kind: 'page', page, path: pagePaths[page] } : { kind: 'accessDenied' };
};

/**
 * Every page '/' may send an admin to: the landing of each admin role (a user's roles lead to one of
 * these). A client can fetch their code before it knows whose roles sign in.
 */
export const landingPaths: readonly string[] = [
  ...new Set(
    adminRoles.flatMap((role) => {
      const page = landing([role]);
      return page.kind === 'page' ? [page.path] : [];
    }),
  ),
];

/** One admin nav link (product-reference §2.2). */
export type NavLink = { readonly page: AdminPage; readonly path: string; readonly label: MessageId };

const allNavLinks: readonly NavLink[] = [
  { page: 'organization', path: pagePaths.organization, label: 'access.nav.organization' },
  { page: 'users', path: pagePaths.users, label: 'access.nav.users' },
  { page: 'connections', path: pagePaths.connections, label: 'access.nav.connections' },
  { page: 'integrations', path: pagePaths.integrations, label: 'access.nav.integrations' },
  { page: 'activity', path: pagePaths.activity, label: 'access.nav.activity' },
];

/** The nav links the roles may see, in the top bar's order; none for a non-admin. */
export const navLinks = (roles: readonly string[] | null | undefined): NavLink[] =>
  allNavLinks.filter((link) => canOpen(roles, link.page));

/** The admin page a path opens ('/organization/connections/sent/abc' → connections), or null. */
export const pageOfPath = (path: string): AdminPage | null => {
  const parts = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (parts[0] !== 'organization') return null;
  if (parts.length === 1) return 'organization';
  if (parts[1] === 'users' && parts.length === 2) return 'users';
  if (parts[1] === 'integrations' && parts.length === 2) return 'integrations';
  if (parts[1] === 'activity' && parts.length === 2) return 'activity';
  if (parts[1] === 'connections' && parts.length <= 4) return 'connections';
  return null;
};

/** What a page without the role shows (product-reference §2.1): 'An error occured / Access denied', Go back to /. */
export const accessDeniedView = {
  title: 'access.errorTitle',
  text: 'access.denied',
  action: 'access.goBack',
  to: '/',
} as const satisfies Record<string, MessageId | '/'>;

/** What '/' shows a non-admin: the text, the advice (with the product name) and the release-info link. */
export const notAdminView = {
  text: 'access.notAdmin',
  advice: 'access.notAdminAdvice',
} as const satisfies Record<string, MessageId>;
