import type { ColumnSort, DeletedFilter, UserSortField } from '@scr/domain';

/** The users page's server data, by query key: everything under `all` is the users page's. */
export const usersKeys = {
  all: ['users'] as const,
  context: ['users', 'context'] as const,
  list: (query: {
    page: number;
    filter: DeletedFilter;
    search: string;
    sort: ColumnSort<UserSortField> | null;
  }) => ['users', 'list', query] as const,
  wallet: (walletUrl: string) => ['users', 'wallet', walletUrl] as const,
  resetChooser: (targetUserId: number) => ['users', 'resetChooser', targetUserId] as const,
};
