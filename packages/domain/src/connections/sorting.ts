import type { ColumnSort } from '../paging/list-query.ts';
import { compareRows, type TabRow } from './tabs.ts';

/**
 * Sorting the connection tabs by a column (server-side): the connections of a tab page on the
 * platform, the few invitations sharing the tab are merged in here, so both must agree on the
 * order exactly. The platform compares as Feathers does: null first, then numbers, then strings by
 * code unit; a descending sort reverses that. Ties fall back to the tabs' own order (status order,
 * newest first, connections before invitations, then the reference or id): a total order.
 */
export const connectionSortFields = [
  'status',
  'name',
  'vat',
  'email',
  'customerReference',
  'city',
  'createdAt',
] as const;
/** A field the connections table sorts by. */
export type ConnectionSortField = (typeof connectionSortFields)[number];
export type ConnectionSort = ColumnSort<ConnectionSortField>;

/** A row's value in a column: the other party's for a connection, the invitee's for an invitation. */
const valueOf = (row: TabRow, field: ConnectionSortField): string | number | null => {
  if (field === 'status') return row.statusOrder;
  if (field === 'createdAt') return row.created;
  if (row.kind === 'connection') {
    const party = row.counterpart;
    if (field === 'customerReference') return row.connection.customerReference ?? null;
    if (field === 'email') return party.contactEmail ?? null;
    if (field === 'city') return party.city ?? null;
    return party[field];
  }
  const invitation = row.invitation;
  if (field === 'email') return invitation.contactEmail;
  if (field === 'city') return invitation.city ?? null;
  if (field === 'customerReference') return invitation.customerReference ?? null;
  return invitation[field];
};

/** Feathers' comparison of two values of one column. */
const compareValues = (a: string | number | null, b: string | number | null): number => {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : 1;
};

/** The order of a tab's rows under a column sort (null: the tabs' own order, `compareRows`). */
export const rowOrder =
  (sort: ConnectionSort | null) =>
  (a: TabRow, b: TabRow): number => {
    if (!sort) return compareRows(a, b);
    const d = compareValues(valueOf(a, sort.field), valueOf(b, sort.field));
    return (sort.direction === 'desc' ? -d : d) || compareRows(a, b);
  };

/**
 * The platform's `$sort` for a column sort: the column, then the tabs' order (status order, newest
 * first, reference), each field once, so it sorts exactly as `rowOrder` does.
 */
export const connectionsWireSort = (
  sort: ConnectionSort | null,
): ReadonlyArray<readonly [string, 1 | -1]> => {
  const base: ReadonlyArray<readonly [string, 1 | -1]> = [
    ['status', 1],
    ['createdAt', -1],
    ['reference', 1],
  ];
  if (!sort) return base;
  return [[sort.field, sort.direction === 'asc' ? 1 : -1], ...base.filter(([f]) => f !== sort.field)];
};
