import type { Connection, ConnectionStatus, Side } from './entities.ts';
import { connectionStatuses } from './entities.ts';
import { rowOrder, type ConnectionSort } from './sorting.ts';
import {
  compareRows,
  connectionRow,
  connectionTab,
  sortRows,
  type ConnectionRow,
  type InvitationRow,
  type TabIndex,
  type TabRow,
} from './tabs.ts';

/**
 * Server-side paging of the connection tabs (product-reference §2.6, architecture §5 'page large lists on the server').
 * A tab is a set of (status, side) groups, which the API can filter on: GET /connections with an
 * `$or` of `{status, organizationIdA|B}` and the list order (status order, newest first, then the
 * reference, so the order is total and matches `compareRows`). Invitations are few (those we sent):
 * they are loaded whole and merged into the tabs they share with connections.
 */

/** One connection status seen from one side: what GET /connections can filter on. */
export type ConnectionGroup = { readonly status: ConnectionStatus; readonly side: Side };

/** A page of our connections in some groups, in list order; `limit` 0 asks for the total only. */
export type ConnectionsQuery = {
  readonly organizationId: number;
  readonly groups: readonly ConnectionGroup[];
  readonly skip: number;
  readonly limit: number;
  /**
   * Only connections whose other party's name, VAT or email, or whose customer reference, holds
   * this text (case-insensitive, every character literal); '' for all.
   */
  readonly search: string;
  /** A column sort before the list order (sorting.ts); null for the list order alone. */
  readonly sort: ConnectionSort | null;
};

/** Whether a row matches a search as the platform answers it (contains, case-insensitive). */
export const rowMatches = (row: TabRow, search: string): boolean => {
  if (search === '') return true;
  const values =
    row.kind === 'connection'
      ? [
          row.counterpart.name,
          row.counterpart.vat,
          row.counterpart.contactEmail,
          row.connection.customerReference,
        ]
      : [
          row.invitation.name,
          row.invitation.vat,
          row.invitation.contactEmail,
          row.invitation.customerReference,
        ];
  const wanted = search.toLowerCase();
  return values.some((v) => typeof v === 'string' && v.toLowerCase().includes(wanted));
};

/** The largest page the platform answers (openapi/platform.yaml): 'everything' for Accept All. */
export const LARGEST_PAGE = 100_000;

const sides: readonly Side[] = ['A', 'B'];

/** The groups whose connections a tab shows, in status order. */
export const tabGroups = (tab: TabIndex): readonly ConnectionGroup[] =>
  connectionStatuses.flatMap((status) =>
    sides.filter((side) => connectionTab(status, side) === tab).map((side) => ({ status, side })),
  );

/** The requests 'Accept All' accepts: pending ones we received (side B). */
export const acceptableGroups: readonly ConnectionGroup[] = [{ status: 'pending', side: 'B' }];

/**
 * The port's contract over an in-memory list, for tests and tools that hold every connection:
 * our connections in the groups (lacking an organization: dropped, product-reference §7), in list order, paged.
 */
export const pageOfConnections = (
  all: readonly Connection[],
  query: ConnectionsQuery,
): { readonly total: number; readonly data: readonly Connection[] } => {
  const inGroups = all
    .map((c) => connectionRow(query.organizationId, c))
    .filter(
      (row): row is ConnectionRow =>
        row !== null &&
        query.groups.some((g) => g.status === row.connection.status && g.side === row.side) &&
        rowMatches(row, query.search),
    );
  const sorted = (
    query.sort ? [...inGroups].sort(rowOrder(query.sort)) : sortRows(inGroups)
  ) as ConnectionRow[];
  return {
    total: sorted.length,
    data: sorted.slice(query.skip, query.skip + query.limit).map((row) => row.connection),
  };
};

/** Which rows of a tab a page shows. */
export type PageSpan = { readonly skip: number; readonly limit: number };

/** The connections of a tab from `skip` on, as the platform answered them, with the groups' total. */
export type ConnectionRange = {
  readonly skip: number;
  readonly total: number;
  readonly rows: readonly ConnectionRow[];
};

/**
 * The connections a page of a tab needs when `invitations` invitation rows share the tab: at most
 * that many of them sort before the page's first row, so the page's connections lie in this range.
 */
export const connectionRange = (page: PageSpan, invitations: number): PageSpan => ({
  skip: Math.max(0, page.skip - invitations),
  limit: page.limit + Math.min(page.skip, invitations),
});

/**
 * The page of a tab from its connection range (as `connectionRange` asked, with the groups'
 * total) and all of the tab's invitation rows in `compareRows` order: the rows `skip` to
 * `skip + limit` of the tab, exactly as `groupConnections` would order them (or as `compare` orders
 * them, for a column sort: the range and the invitations must both be in that order).
 * A row's place in the tab is the number of connections plus invitations before it; for the
 * range's connections the first count is known (their place in the range), for invitations the
 * second, as long as no unseen connection could sort before them.
 */
export const mergeTabPage = (
  range: ConnectionRange,
  invitations: readonly InvitationRow[],
  page: PageSpan,
  compare: (a: TabRow, b: TabRow) => number = compareRows,
): TabRow[] => {
  const end = page.skip + page.limit;
  const first = range.rows[0];
  // No connection at or after the range start: either the tab has none (it is its invitations)
  // or the page lies past the tab's end.
  if (!first) return range.skip === 0 ? invitations.slice(page.skip, end) : [];
  // From the tab's start every place is known; past it, invitations sorting before the range's
  // first connection lie before the page (the range starts at most that many rows early).
  let i = 0;
  if (range.skip > 0) while (i < invitations.length && compare(invitations[i]!, first) < 0) i++;
  const reachesEnd = range.skip + range.rows.length >= range.total;
  const rows: TabRow[] = [];
  let c = 0;
  for (let place = range.skip + i; place < end; place++) {
    const connection = range.rows[c];
    const invitation = invitations[i];
    let next: TabRow;
    if (connection && (!invitation || compare(connection, invitation) < 0)) {
      next = connection;
      c++;
    } else if (invitation && (connection || reachesEnd)) {
      next = invitation;
      i++;
    } else break;
    if (place >= page.skip) rows.push(next);
  }
  return rows;
};
