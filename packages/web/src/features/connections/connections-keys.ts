import type { ConnectionSort, TabIndex } from '@scr/domain';

/**
 * The Connections page's server data, by query key. Every change invalidates `all` (the overview);
 * a tab's page is keyed by the time of the overview it was read on, so it follows the overview by
 * itself; the auto-advance of a connectionRef is an action, kept out of `all` so a refresh never
 * runs it again.
 */
export const connectionsKeys = {
  all: ['connections'] as const,
  overview: (search: string, sort: ConnectionSort | null) =>
    ['connections', 'overview', search, sort] as const,
  page: (
    at: { tab: TabIndex; page: number; search: string; sort: ConnectionSort | null },
    overviewReadAt: number,
  ) => ['connections-page', at.search, at.sort, at.tab, at.page, overviewReadAt] as const,
  advance: (reference: string) => ['connection-advance', reference] as const,
};
