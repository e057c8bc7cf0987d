import type { MessageRef } from '../messages/catalogue.ts';
import type { AdminRole } from './roles.ts';
import { hasSetPassword, type OrganizationUser } from './user.ts';
import { isHostedWallet } from '../wallet/wallet-url.ts';
import { mayManageAdmins } from './user-rules.ts';
import type { UserSortField } from './ports.ts';

/** Users table page size (product-reference §9). */
export const USERS_PAGE_SIZE = 8;

/** The Deleted column filter (product-reference §2.5); deleted users are hidden by default (product-reference §4). */
export const deletedFilters = ['notDeleted', 'deleted', 'all'] as const;
export type DeletedFilter = (typeof deletedFilters)[number];
export const DEFAULT_DELETED_FILTER: DeletedFilter = 'notDeleted';

export const deletedFilterLabels = {
  notDeleted: { id: 'users.filter.notDeleted' },
  deleted: { id: 'users.filter.deleted' },
  all: { id: 'users.filter.all' },
} as const satisfies Record<DeletedFilter, MessageRef>;

/** The filter as the API's isDeleted query value (undefined: no filter). */
export const isDeletedQuery = (filter: DeletedFilter): boolean | undefined =>
  filter === 'all' ? undefined : filter === 'deleted';

/** Applies the filter to users already loaded. */
export const applyDeletedFilter = <U extends Pick<OrganizationUser, 'isDeleted'>>(
  users: readonly U[],
  filter: DeletedFilter,
): U[] => {
  const wanted = isDeletedQuery(filter);
  return wanted === undefined ? [...users] : users.filter((u) => u.isDeleted === wanted);
};

/** The Type column icon: a deleted user shows deleted whatever their roles. */
export type UserTypeIcon = 'deleted' | 'admin' | 'other';
export const userTypeIcon = (user: Pick<OrganizationUser, 'isDeleted' | 'isAdmin'>): UserTypeIcon =>
  user.isDeleted ? 'deleted' : user.isAdmin ? 'admin' : 'other';

export const userTypeLabels = {
  deleted: { id: 'users.type.deleted' },
  admin: { id: 'users.type.admin' },
  other: { id: 'users.type.other' },
} as const satisfies Record<UserTypeIcon, MessageRef>;

/** Inactive rows are styled differently (product-reference §2.5). */
export const isInactiveRow = (user: Pick<OrganizationUser, 'isActive'>): boolean => !user.isActive;

/**
 * The badge beside an inactive row's email, so that its state is read and not only seen in the
 * row's style: 'invited' while the user has not set a password yet, 'inactive' once they had and
 * the switch is off. A deleted row gets none: its Type column already says deleted.
 */
export type UserStatusBadge = 'invited' | 'inactive';
export const userStatusBadge = (
  user: Pick<OrganizationUser, 'isActive' | 'isDeleted' | 'activatedAt'>,
): UserStatusBadge | null => {
  if (user.isDeleted) return null;
  if (!hasSetPassword(user)) return 'invited';
  return user.isActive ? null : 'inactive';
};

export const userStatusLabels = {
  invited: { id: 'users.status.invited' },
  inactive: { id: 'users.status.inactive' },
} as const satisfies Record<UserStatusBadge, MessageRef>;

/** What decides the actions on a users table row: the row's user, the viewer's roles and the wallet. */
export type RowActionsInput = {
  readonly row: Pick<OrganizationUser, 'isAdmin' | 'activatedAt'>;
  /** The admin roles of the viewer (the signed-in admin). */
  readonly viewerAdminRoles: readonly AdminRole[];
  /** The organization's walletUrl ('0' when provider-hosted). */
  readonly walletUrl: string;
  readonly hostedWalletDomain: string;
};

/** Which actions the users table offers on a row. */
export type RowActions = {
  readonly edit: boolean;
  readonly delete: boolean;
  readonly changePassword: boolean;
};

/**
 * The Action column (product-reference §2.5, §6): Edit and Delete unless the row is an admin the viewer may
 * not manage (the access policy: org_mgr only); Change password for company wallets, once the user has set a password.
 */
export const rowActions = ({
  row,
  viewerAdminRoles,
  walletUrl,
  hostedWalletDomain,
}: RowActionsInput): RowActions => {
  const mayManage = !row.isAdmin || mayManageAdmins(viewerAdminRoles);
  return {
    edit: mayManage,
    delete: mayManage,
    changePassword: !isHostedWallet(walletUrl, hostedWalletDomain) && hasSetPassword(row),
  };
};

/** The table's column headers, in order (product-reference §2.5); hidden columns are marked. */
export const userColumns = [
  { key: 'id', label: { id: 'users.column.id' }, hidden: true },
  { key: 'type', label: { id: 'users.column.type' }, hidden: false },
  { key: 'isActive', label: { id: 'users.column.active' }, hidden: true },
  { key: 'lastName', label: { id: 'users.column.lastName' }, hidden: false },
  { key: 'firstName', label: { id: 'users.column.firstName' }, hidden: false },
  { key: 'email', label: { id: 'users.column.email' }, hidden: false },
  { key: 'phone', label: { id: 'users.column.phone' }, hidden: true },
  { key: 'adminRoles', label: { id: 'users.column.adminRoles' }, hidden: false },
  { key: 'userRole', label: { id: 'users.column.userRole' }, hidden: false },
  { key: 'lang', label: { id: 'users.column.lang' }, hidden: true },
  { key: 'createdAt', label: { id: 'users.column.created' }, hidden: false },
  { key: 'updatedAt', label: { id: 'users.column.updated' }, hidden: true },
  { key: 'action', label: { id: 'users.column.action' }, hidden: false },
  { key: 'activatedAt', label: { id: 'users.column.activatedAt' }, hidden: true },
  { key: 'isDeleted', label: { id: 'users.column.deleted' }, hidden: false },
] as const satisfies readonly { key: string; label: MessageRef; hidden: boolean }[];

/** The key of a users table column. */
export type UserColumnKey = (typeof userColumns)[number]['key'];

/**
 * The field a click on a column's header sorts the list by, on the platform. The Type column sorts
 * admins apart (its icon says admin or not); the Deleted column (a date) sorts deleted users apart.
 * Phone, the roles and the Action column do not sort: the roles are lists, and the platform holds no
 * order for a phone number that a person would expect.
 */
export const userColumnSort: Partial<Record<UserColumnKey, UserSortField>> = {
  id: 'id',
  type: 'isAdmin',
  isActive: 'isActive',
  lastName: 'lastName',
  firstName: 'firstName',
  email: 'email',
  lang: 'lang',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  activatedAt: 'activatedAt',
  isDeleted: 'isDeleted',
};
