import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Invitation } from '../invitations/entities.ts';
import type { Connection } from './entities.ts';
import { arbConnection, arbInvitation, NOW, OUR_ID } from '../testing/connections.ts';
import {
  connectionRange,
  mergeTabPage,
  pageOfConnections,
  rowMatches,
  tabGroups,
  type PageSpan,
} from './paging.ts';
import { connectionSortFields, rowOrder, type ConnectionSort } from './sorting.ts';
import {
  connectionRow,
  groupConnections,
  invitationRow,
  invitationTab,
  sortRows,
  tabIndices,
  type ConnectionRow,
  type InvitationRow,
  type TabIndex,
  type TabRow,
} from './tabs.ts';

const viewer = { organizationId: OUR_ID, now: NOW };
// The platform drops connections lacking an organization before paging (product-reference §7): generate none.
const connections = fc.uniqueArray(arbConnection(false), { selector: (c) => c.reference, maxLength: 60 });
const invitations = fc.uniqueArray(arbInvitation, { selector: (i) => i.id, maxLength: 30 });
const span = fc.record({ skip: fc.nat({ max: 100 }), limit: fc.integer({ min: 1, max: 12 }) });
const tab = fc.constantFrom<TabIndex>(...tabIndices);
const key = (r: TabRow) => (r.kind === 'connection' ? r.connection.reference : `i${r.invitation.id}`);
/** Only three distinct creation times, so rows tie on status and time and the tie-breaks decide. */
const coarse = <T extends { createdAt: string }>(xs: readonly T[]): T[] =>
  xs.map((x) => ({ ...x, createdAt: new Date(1.7e12 + (Date.parse(x.createdAt) % 3) * 1000).toISOString() }));

/** A tab page the way the web loads it: the server's connection range, merged with the invitations. */
const pagedTab = (
  cs: readonly Connection[],
  is: readonly Invitation[],
  index: TabIndex,
  page: PageSpan,
  listing: { search: string; sort: ConnectionSort | null } = { search: '', sort: null },
) => {
  const inTab = is
    .map((i) => invitationRow(NOW, i))
    .filter((row) => invitationTab(row.status) === index && rowMatches(row, listing.search));
  const ours = (listing.sort ? inTab.sort(rowOrder(listing.sort)) : sortRows(inTab)) as InvitationRow[];
  const range = connectionRange(page, ours.length);
  const server = pageOfConnections(cs, {
    organizationId: OUR_ID,
    groups: tabGroups(index),
    ...range,
    ...listing,
  });
  const rows = server.data.map((c) => connectionRow(OUR_ID, c)!);
  return {
    total: server.total + ours.length,
    rows: mergeTabPage(
      { skip: range.skip, total: server.total, rows: rows as ConnectionRow[] },
      ours,
      page,
      rowOrder(listing.sort),
    ),
  };
};

const sort: fc.Arbitrary<ConnectionSort | null> = fc.option(
  fc.record({
    field: fc.constantFrom(...connectionSortFields),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  }),
);
/** Short searches over few letters, so some rows match and some do not. */
const search = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-e1-3]{1,2}$/));

describe('server-side paging of the tabs', () => {
  it('pages each tab exactly as grouping everything and slicing would', () => {
    fc.assert(
      fc.property(connections, invitations, tab, span, fc.boolean(), (cs0, is0, index, page, ties) => {
        const [cs, is] = ties ? [coarse(cs0), coarse(is0)] : [cs0, is0];
        const whole = groupConnections(viewer, cs, is)[index];
        const paged = pagedTab(cs, is, index, page);
        expect(paged.total).toBe(whole.count);
        expect(paged.rows.map(key)).toEqual(whole.rows.slice(page.skip, page.skip + page.limit).map(key));
      }),
      { numRuns: 500 },
    );
  });

  it('walks a whole tab page by page without a gap or a repeat', () => {
    fc.assert(
      fc.property(connections, invitations, tab, fc.integer({ min: 1, max: 9 }), (cs, is, index, size) => {
        const whole = groupConnections(viewer, cs, is)[index];
        const walked: string[] = [];
        for (let skip = 0; skip < whole.count; skip += size)
          walked.push(...pagedTab(cs, is, index, { skip, limit: size }).rows.map(key));
        expect(walked).toEqual(whole.rows.map(key));
      }),
    );
  });

  it('pages a searched tab sorted by any column exactly as filtering, sorting and slicing all would', () => {
    fc.assert(
      fc.property(
        connections,
        invitations,
        tab,
        span,
        sort,
        search,
        fc.boolean(),
        (cs0, is0, index, page, by, text, ties) => {
          const [cs, is] = ties ? [coarse(cs0), coarse(is0)] : [cs0, is0];
          const { rows } = groupConnections(viewer, cs, is)[index];
          const whole = rows.filter((row) => rowMatches(row, text)).sort(rowOrder(by));
          const paged = pagedTab(cs, is, index, page, { search: text, sort: by });
          expect(paged.total).toBe(whole.length);
          expect(paged.rows.map(key)).toEqual(whole.slice(page.skip, page.skip + page.limit).map(key));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('splits the connection statuses and sides over the tabs without overlap', () => {
    const groups = tabIndices.flatMap((index) => tabGroups(index).map((g) => `${g.status}/${g.side}`));
    expect(new Set(groups).size).toBe(12);
    expect(tabGroups(4)).toEqual([]);
  });
});
