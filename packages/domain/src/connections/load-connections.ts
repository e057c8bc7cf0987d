import { okAsync, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { validate, type ValidationError } from '../validation/validate.ts';
import { invitationStatuses } from '../invitations/entities.ts';
import type { MessageRef } from '../messages/catalogue.ts';
import type { TransportError } from '../shared/errors.ts';
import type { Clock } from '../shared/ports.ts';
import type { SessionStore } from '../session/ports.ts';
import type { InvitationsGateway } from '../invitations/ports.ts';
import type { Connection } from './entities.ts';
import { reapplyDecline } from './handshake.ts';
import { connectionActionRules } from './actions.ts';
import { comparesFingerprintFirst } from './fingerprint.ts';
import { actingContext, actingOrganization, parseReference } from './acting.ts';
import {
  connectionRow,
  groupConnections,
  invitationRow,
  invitationTab,
  sortRows,
  tabIndices,
  tabOf,
  type ConnectionRow,
  type ConnectionTabs,
  type InvitationRow,
  type TabIndex,
  type TabRow,
} from './tabs.ts';
import {
  acceptableGroups,
  connectionRange,
  mergeTabPage,
  tabGroups,
  type ConnectionGroup,
  type ConnectionRange,
  type PageSpan,
} from './paging.ts';
import { autoAdvanceDecision, type AutoAdvance } from './route.ts';
import { columnSortSchema, searchSchema } from '../paging/list-query.ts';
import { EXPORT_PAGE_SIZE } from '../tables/export.ts';
import { connectionSortFields, rowOrder, type ConnectionSort } from './sorting.ts';
import type { ConnectionsGateway } from './ports.ts';
import { type ConnectionStepDeps, type ConnectionStepError } from './handshake-use-cases.ts';

/** The Connections page refreshes every 15 minutes (product-reference §9), showing 'Checking new connections...'. */
export const CONNECTIONS_POLL_MS = 900_000;
/** Connections table page size (product-reference §9). */
export const CONNECTIONS_PAGE_SIZE = 8;
/** Organization picker page size (product-reference §9). */
export const ORGANIZATION_PICKER_PAGE_SIZE = 6;
export const loadingMessage: MessageRef = { id: 'connections.loading' };
export const checkingMessage: MessageRef = { id: 'connections.checking' };

/** The ports `loadConnections` works through. */
export type LoadConnectionsDeps = {
  readonly connections: ConnectionsGateway;
  readonly invitations: InvitationsGateway;
  readonly sessions: SessionStore;
  readonly clock: Clock;
};
export type LoadConnectionsError = ValidationError | TransportError;

/** What the page shows around the open tab's rows. */
export type ConnectionsOverview = {
  /** The five tabs with their titles and counts; their rows stay empty (a tab's page loads apart). */
  readonly tabs: ConnectionTabs;
  /** How many received requests 'Accept All' would accept (product-reference §2.6: shown above one). */
  readonly acceptable: number;
  /** The invitations we sent, as sorted rows per tab (few: loaded whole, merged into the pages). */
  readonly invitations: readonly (readonly InvitationRow[])[];
  /** The search the counts and rows follow ('' for none), as normalized. */
  readonly search: string;
  /** The column sort of the rows (null: the tabs' own order). */
  readonly sort: ConnectionSort | null;
};

/** One page of one tab (CONNECTIONS_PAGE_SIZE rows), numbered from 0. */
export type TabPage = {
  readonly tab: TabIndex;
  readonly page: number;
  readonly pages: number;
  readonly total: number;
  readonly rows: readonly TabRow[];
};

/** The connections page's overview with the page of the open tab. */
export type ConnectionsView = { readonly overview: ConnectionsOverview; readonly page: TabPage };

const pageRequest = z.object({
  tab: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  page: z.number().int().min(0),
  search: searchSchema.default(''),
  sort: columnSortSchema(connectionSortFields).default(null),
});
/** What a load asks for: a tab's page, and optionally a search and a column sort. */
export type ConnectionsRequest = z.input<typeof pageRequest>;
/** How the tabs are filtered and ordered. */
type Listing = { readonly search: string; readonly sort: ConnectionSort | null };

/** Tabs that may hold invitations: their pages need the invitations first. */
const mixedTabs = new Set(invitationStatuses.map(invitationTab));
const pagesOf = (total: number, size = CONNECTIONS_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
const spanOf = (page: number, size = CONNECTIONS_PAGE_SIZE): PageSpan => ({
  skip: page * size,
  limit: size,
});

const countOf = (
  deps: LoadConnectionsDeps,
  organizationId: number,
  groups: readonly ConnectionGroup[],
  search: string,
) =>
  groups.length === 0
    ? okAsync(0)
    : deps.connections
        .page({ organizationId, groups, skip: 0, limit: 0, search, sort: null })
        .map((p) => p.total);

/**
 * The counts of every tab and the invitations, read in parallel; with a search, the counts and
 * invitations are the matching ones (the tabs' counts follow the search). 'Accept All' counts
 * every received request whatever the search, as it accepts them all.
 */
const overviewOf = (
  deps: LoadConnectionsDeps,
  organizationId: number,
  { search, sort }: Listing,
): ResultAsync<ConnectionsOverview, TransportError> =>
  ResultAsync.combine([
    ResultAsync.combine(tabIndices.map((tab) => countOf(deps, organizationId, tabGroups(tab), search))),
    countOf(deps, organizationId, acceptableGroups, ''),
    deps.invitations.list(organizationId, search),
  ]).map(([counts, acceptable, sent]) => {
    const now = deps.clock.now();
    const order = (rows: InvitationRow[]) => (sort ? rows.sort(rowOrder(sort)) : sortRows(rows));
    const invitations = tabIndices.map((tab) =>
      order(sent.map((i) => invitationRow(now, i)).filter((row) => invitationTab(row.status) === tab)),
    ) as InvitationRow[][];
    return {
      tabs: tabsCounting((tab) => counts[tab]! + invitations[tab]!.length),
      acceptable,
      invitations,
      search,
      sort,
    };
  });

/** The five tabs with these counts and no rows. */
const tabsCounting = (count: (tab: TabIndex) => number): ConnectionTabs =>
  tabIndices.map((tab) => tabOf(tab, count(tab), [])) as unknown as ConnectionTabs;

/** What the page shows when a first load failed (its text is told apart): five empty tabs. */
export const emptyConnectionsView = (tab: TabIndex): ConnectionsView => ({
  overview: {
    tabs: tabsCounting(() => 0),
    acceptable: 0,
    invitations: tabIndices.map(() => []),
    search: '',
    sort: null,
  },
  page: { tab, page: 0, pages: 1, total: 0, rows: [] },
});

/** The connections a page of a tab needs (its range, see paging.ts). */
const rangeOf = (
  deps: LoadConnectionsDeps,
  organizationId: number,
  tab: TabIndex,
  span: PageSpan,
  invitations: number,
  listing: Listing,
): ResultAsync<ConnectionRange, TransportError> => {
  const groups = tabGroups(tab);
  const asked = connectionRange(span, invitations);
  if (groups.length === 0) return okAsync({ skip: asked.skip, total: 0, rows: [] });
  return deps.connections.page({ organizationId, groups, ...asked, ...listing }).map((found) => ({
    skip: asked.skip,
    total: found.total,
    rows: found.data.flatMap((c) => connectionRow(organizationId, c) ?? []),
  }));
};

/** A page of a tab: its range merged with the tab's invitations; past the end, the last page. */
const tabPageOf = (
  deps: LoadConnectionsDeps,
  organizationId: number,
  overview: ConnectionsOverview,
  tab: TabIndex,
  page: number,
  range?: ConnectionRange,
  size = CONNECTIONS_PAGE_SIZE,
): ResultAsync<TabPage, TransportError> => {
  const total = overview.tabs[tab].count;
  const pages = pagesOf(total, size);
  const shown = Math.min(page, pages - 1);
  const invitations = overview.invitations[tab]!;
  const span = spanOf(shown, size);
  const listing = { search: overview.search, sort: overview.sort };
  return (
    range && shown === page
      ? okAsync(range)
      : rangeOf(deps, organizationId, tab, span, invitations.length, listing)
  ).map((w) => ({
    tab,
    page: shown,
    pages,
    total,
    rows: mergeTabPage(w, invitations, span, rowOrder(overview.sort)),
  }));
};

/**
 * The page's first load (and every refresh): the tabs' counts, the invitations and a page of one
 * tab, searched and sorted, in one round of parallel requests (a tab that may hold invitations
 * needs them first).
 */
export const loadConnections =
  (deps: LoadConnectionsDeps) =>
  (raw: unknown): ResultAsync<ConnectionsView, LoadConnectionsError> =>
    validate(pageRequest, raw).asyncAndThen(({ tab, page, search, sort }) =>
      actingOrganization(deps).andThen((organizationId) =>
        ResultAsync.combine([
          overviewOf(deps, organizationId, { search, sort }),
          mixedTabs.has(tab)
            ? okAsync(undefined)
            : rangeOf(deps, organizationId, tab, spanOf(page), 0, { search, sort }),
        ]).andThen(([overview, range]) =>
          tabPageOf(deps, organizationId, overview, tab, page, range).map((shown) => ({
            overview,
            page: shown,
          })),
        ),
      ),
    );

/**
 * Every row of every tab, from the whole lists: for tools that print or export them (the page
 * itself pages on the server with `loadConnections`).
 */
export const loadAllConnectionTabs =
  (deps: LoadConnectionsDeps) =>
  (_raw?: unknown): ResultAsync<ConnectionTabs, TransportError> =>
    actingOrganization(deps).andThen((organizationId) =>
      ResultAsync.combine([deps.connections.list(organizationId), deps.invitations.list(organizationId)]).map(
        ([connections, invitations]) =>
          groupConnections({ organizationId, now: deps.clock.now() }, connections, invitations),
      ),
    );

/** Another page or another tab, on the counts and invitations of the last load. */
export const loadTabPage =
  (deps: LoadConnectionsDeps) =>
  (overview: ConnectionsOverview, raw: unknown): ResultAsync<TabPage, LoadConnectionsError> =>
    validate(pageRequest, raw).asyncAndThen(({ tab, page }) =>
      actingOrganization(deps).andThen((organizationId) =>
        tabPageOf(deps, organizationId, overview, tab, page),
      ),
    );

const exportPageRequest = z.object({
  tab: pageRequest.shape.tab,
  page: z.number().int().min(0),
  pageSize: z.number().int().min(1).max(1000).default(EXPORT_PAGE_SIZE),
});

/**
 * A page of a tab for its export (tables/export.ts): the rows the table shows on the counts,
 * invitations, search and sort of the last load, read in pages of `pageSize` rows from the same
 * endpoint as the table (so under its authorization).
 */
export const loadTabExportPage =
  (deps: LoadConnectionsDeps) =>
  (overview: ConnectionsOverview, raw: unknown): ResultAsync<TabPage, LoadConnectionsError> =>
    validate(exportPageRequest, raw).asyncAndThen(({ tab, page, pageSize }) =>
      actingOrganization(deps).andThen((organizationId) =>
        tabPageOf(deps, organizationId, overview, tab, page, undefined, pageSize),
      ),
    );

/** What `autoAdvance` gives back on success. */
export type AutoAdvanceResult = {
  readonly decision: AutoAdvance;
  readonly connection: Connection;
  /** The success text to show, or null when nothing was done. */
  readonly message: MessageRef | null;
  /** The row whose step waits for the admin's confirmation (confirm, finalize: the fingerprint first), or null. */
  readonly confirmFirst: ConnectionRow | null;
};
/** What `autoAdvance` can fail with. */
export type AutoAdvanceError = ConnectionStepError;

/**
 * Loading the page with a connectionRef (product-reference §2.6): A confirms an accepted connection, B finalizes
 * a confirmed one (each after the fingerprint, below), a declined one gets its decline re-applied;
 * anything else is left alone.
 * See route.ts for the spec's swapped names.
 *
 * Decision: the confirm and finalize of a link are not sent on load but handed back as `confirmFirst`,
 * for the same confirmation the row's button opens (comparesFingerprintFirst): the link is how each
 * side usually arrives at its step, and sending it unseen would skip the comparison that catches a key
 * swapped in transit. The page still advances the connection, with the admin's one click.
 */
export const autoAdvance =
  (deps: ConnectionStepDeps) =>
  (raw: unknown): ResultAsync<AutoAdvanceResult, AutoAdvanceError> =>
    parseReference(raw).asyncAndThen(({ reference }) =>
      actingOrganization(deps)
        .andThen((organizationId) =>
          deps.connections.getByReference(reference).map((connection) => ({ organizationId, connection })),
        )
        .andThen(({ organizationId, connection }): ResultAsync<AutoAdvanceResult, AutoAdvanceError> => {
          const decision = autoAdvanceDecision(connection, organizationId);
          if (decision !== 'none' && comparesFingerprintFirst(decision))
            return okAsync({
              decision,
              connection,
              message: null,
              confirmFirst: connectionRow(organizationId, connection),
            });
          if (decision === 'reapplyDecline')
            return actingContext(deps, { walletStep: connectionActionRules.reapplyDecline.wallet })
              .andThen(() => reapplyDecline(connection, organizationId, deps.clock.now()))
              .andThen((patch) => deps.connections.patch(reference, patch))
              .map((updated) => ({
                decision,
                connection: updated,
                message: { id: 'connections.success.status', values: { status: 'declined' } },
                confirmFirst: null,
              }));
          return okAsync({ decision, connection, message: null, confirmFirst: null });
        }),
    );
