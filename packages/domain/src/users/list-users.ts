import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { TransportError } from '../shared/errors.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { columnSortSchema, searchSchema, type ColumnSort } from '../paging/list-query.ts';
import {
  defaultUserSort,
  userSortFields,
  type UserPage,
  type UserSort,
  type UserSortField,
  type UsersGateway,
} from './ports.ts';
import type { OrganizationUser } from './user.ts';
import { countAdmins, type AdminCounts } from './delete-rule.ts';
import {
  DEFAULT_DELETED_FILTER,
  USERS_PAGE_SIZE,
  deletedFilters,
  type DeletedFilter,
} from './users-table.ts';

/** What `listUsers` is given. */
export type ListUsersCommand = {
  readonly organizationId: number;
  /** Zero-based page index. */
  readonly page: number;
  readonly deleted?: DeletedFilter;
  /** First name, last name or email holding this text; absent or '' for every user. */
  readonly search?: string;
  /** The column the admin sorted by; absent or null for the spec's order. */
  readonly sort?: ColumnSort<UserSortField> | null;
  readonly pageSize?: number;
};

/** A page of the users table plus what the edit dialog's locks need. */
export type UsersTablePage = UserPage<OrganizationUser> & {
  /**
   * Active admins and Organization Managers of the whole organization, not just this page (product-reference
   * §5's 'more than 1 active admin', and the delete rule).
   */
  readonly adminCounts: AdminCounts;
};
/** What `listUsers` can fail with. */
export type ListUsersError = ValidationError | TransportError;

const command = z.object({
  organizationId: z.number().int(),
  page: z.number().int().min(0),
  deleted: z.enum(deletedFilters).default(DEFAULT_DELETED_FILTER),
  search: searchSchema.default(''),
  sort: columnSortSchema(userSortFields).default(null),
  pageSize: z.number().int().min(1).max(1000).default(USERS_PAGE_SIZE),
});

/**
 * The server order of a list sorted by `column`: that column, then the spec's order (admins first,
 * last name, first name), then the id, so equal values never swap between two requests and pages
 * neither repeat nor skip a user.
 */
export const usersOrder = (column: ColumnSort<UserSortField> | null): UserSort => [
  ...(column ? [column] : []),
  ...defaultUserSort.filter((s) => s.field !== column?.field),
  ...(column?.field === 'id' ? [] : [{ field: 'id', direction: 'asc' } as const]),
];

/** One page of users as the command asks: the server's page of rows and how many match. */
const readPage = (
  deps: { readonly users: UsersGateway },
  c: z.output<typeof command>,
): ResultAsync<UserPage<OrganizationUser>, TransportError> =>
  deps.users.list({
    organizationId: c.organizationId,
    page: c.page,
    pageSize: c.pageSize,
    sort: usersOrder(c.sort),
    deleted: c.deleted,
    search: c.search,
  });

/**
 * Loads one page of the users table (product-reference §2.5, §7): paged, filtered, searched and sorted on the
 * server (8 rows, 'Not deleted', admins first then last and first name by default), with the
 * organization's admins fetched in parallel so the locks do not depend on which page is shown.
 */
export const listUsers =
  (deps: { readonly users: UsersGateway }) =>
  (raw: ListUsersCommand): ResultAsync<UsersTablePage, ListUsersError> =>
    validate(command, raw).asyncAndThen((c) =>
      ResultAsync.combine([readPage(deps, c), deps.users.admins(c.organizationId)] as const).map(
        ([page, admins]) => ({ ...page, adminCounts: countAdmins(admins) }),
      ),
    );

/**
 * A page of users as listUsers reads it (same filter, search and order) without the organization's
 * admins: an export reads every page and needs only the rows, where asking for the admins with each
 * page cost it a request of up to every admin per page.
 */
export const listUsersPage =
  (deps: { readonly users: UsersGateway }) =>
  (raw: ListUsersCommand): ResultAsync<UserPage<OrganizationUser>, ListUsersError> =>
    validate(command, raw).asyncAndThen((c) => readPage(deps, c));
