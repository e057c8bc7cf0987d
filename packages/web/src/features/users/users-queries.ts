import {
  DEFAULT_DELETED_FILTER,
  deletedFilters,
  userSortFields,
  type ColumnSort,
  type DeletedFilter,
  type UserSortField,
} from '@scr/domain';
import { readTableUrl } from '../../ui/data-table/table-url.ts';
import type { UsersUseCases } from './users-use-cases.ts';

/** Which users the list shows: its page, Deleted filter, search and sort. */
export type UsersView = {
  readonly page: number;
  readonly filter: DeletedFilter;
  readonly search: string;
  readonly sort: ColumnSort<UserSortField> | null;
};

/** The users page's server data, by query key: everything under `all` is the users page's. */
export const usersKeys = {
  all: ['users'] as const,
  context: ['users', 'context'] as const,
  list: (view: UsersView) => ['users', 'list', view] as const,
  wallet: (walletUrl: string) => ['users', 'wallet', walletUrl] as const,
  resetChooser: (targetUserId: number) => ['users', 'resetChooser', targetUserId] as const,
};

/** The users list's view in the URL: the Deleted filter as `deleted=`, besides page, search and sort. */
export const usersUrlChoices = { deleted: { values: deletedFilters, fallback: DEFAULT_DELETED_FILTER } };

/** The view a users page's query string names. */
export const usersViewOf = (params: URLSearchParams): UsersView => {
  const { page, search, sort, choices } = readTableUrl(params, userSortFields, usersUrlChoices);
  return { page, filter: choices.deleted, search, sort };
};

/**
 * How old the list may be when the admin comes back to the page from another window or tab: older,
 * it is read again, since other admins invite, edit and delete users meanwhile. A list read when the
 * sign-in was accepted serves the page as long (routes/page-reads.ts).
 */
export const USERS_FRESH_MS = 30_000;

/** The list's read of a view: the page's query, and the one a sign-in starts before the page renders. */
export const usersListRead = (users: UsersUseCases, view: UsersView) => ({
  key: usersKeys.list(view),
  load: () =>
    users.listUsers({ page: view.page, deleted: view.filter, search: view.search, sort: view.sort }),
  staleTime: USERS_FRESH_MS,
});
