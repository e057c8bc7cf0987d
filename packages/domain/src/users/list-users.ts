import { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import { defaultUserSort, type UserPage, type UserSort, type UsersGateway } from './ports.ts';
import { countActiveAdmins, type OrganizationUser } from './user.ts';
import { DEFAULT_DELETED_FILTER, USERS_PAGE_SIZE, type DeletedFilter } from './users-table.ts';

export type ListUsersCommand = {
  readonly organizationId: number;
  /** Zero-based page index. */
  readonly page: number;
  readonly deleted?: DeletedFilter;
  readonly sort?: UserSort;
  readonly pageSize?: number;
};

/** A page of the users table plus what the edit dialog's locks need. */
export type UsersTablePage = UserPage<OrganizationUser> & {
  /** Active admins of the whole organization, not just this page (product-reference §5's 'more than 1 active admin'). */
  readonly activeAdminCount: number;
};

/**
 * Loads one page of the users table (product-reference §2.5, §7): paged, filtered and sorted on the server
 * (8 rows, 'Not deleted', admins first then last and first name by default), with the organization's
 * admins fetched in parallel so the locks do not depend on which page is shown.
 */
export const listUsers =
  (deps: { readonly users: UsersGateway }) =>
  (command: ListUsersCommand): ResultAsync<UsersTablePage, TransportError> =>
    ResultAsync.combine([
      deps.users.list({
        organizationId: command.organizationId,
        page: Math.max(0, Math.floor(command.page)),
        pageSize: command.pageSize ?? USERS_PAGE_SIZE,
        sort: command.sort ?? defaultUserSort,
        deleted: command.deleted ?? DEFAULT_DELETED_FILTER,
      }),
      deps.users.admins(command.organizationId),
    ] as const).map(([page, admins]) => ({ ...page, activeAdminCount: countActiveAdmins(admins) }));
