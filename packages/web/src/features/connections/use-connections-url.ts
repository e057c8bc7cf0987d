import { useEffect, useRef } from 'react';
import {
  connectionSortFields,
  connectionTabNames as tabNames,
  tabOfName,
  type ConnectionSort,
  type TabIndex,
  type TabPage,
} from '@scr/domain';
import { useTableUrlState } from '../../ui/data-table/use-table-url-state.ts';
import { useLastPageWhenPast } from '../../ui/data-table/use-last-page.ts';
import type { ConnectionsListing } from './use-connections-controller.ts';

/**
 * The Connections page's view in the query string (`?tab=cancelled&q=ghent&sort=-createdAt&page=2`):
 * the tab by the domain's name (the one `scr --tab` takes; a name reads better in a shared link than an
 * index, and survives a reordering of the tabs), its page, the search and the sort. Without `tab=` the route's status picks the tab
 * (product-reference §2.6), so the links in the platform's mails open as they always did.
 */
export const useConnectionsUrl = (opening: TabIndex) => {
  const url = useTableUrlState(connectionSortFields, {
    tab: { values: tabNames, fallback: tabNames[opening] },
  });
  const tab = tabOfName(url.choices.tab);
  const listing: ConnectionsListing = { tab, page: url.page, search: url.search, sort: url.sort };
  // The tab last asked for: a click on a tab focuses it, then clicks it, both asking to open it
  // before the URL has changed; the second must not add a second history entry (Back would then
  // seem to do nothing).
  const asked = useRef(tab);
  useEffect(() => {
    asked.current = tab;
  }, [tab]);
  return {
    listing,
    /** Another tab opens at its first page; the same tab at another page. */
    show: (next: TabIndex, page: number): Promise<void> => {
      if (next === tab) url.setPage(page);
      else if (next !== asked.current) {
        asked.current = next;
        url.setChoice('tab', tabNames[next]);
      }
      return Promise.resolve();
    },
    find: (search: string): Promise<void> => {
      url.setSearch(search);
      return Promise.resolve();
    },
    sortBy: (sort: ConnectionSort | null): Promise<void> => {
      url.setSort(sort);
      return Promise.resolve();
    },
    /** Corrects the page in place (a page past the end). */
    replacePage: (page: number) => url.setPage(page, { replace: true }),
  };
};

/**
 * A page past the tab's end (a link from when it held more) shows the last page: the URL says so
 * too, replacing its entry. Only a page the tab cannot hold is corrected, never one still loading.
 */
export const useLastPageOfTab = (
  listing: ConnectionsListing,
  shown: TabPage | null,
  replacePage: (page: number) => void,
): void =>
  useLastPageWhenPast(
    listing.page,
    shown !== null && shown.tab === listing.tab ? shown.pages : null,
    replacePage,
  );
