import {
  CONNECTIONS_PAGE_SIZE,
  EXPORT_PAGE_SIZE,
  connectionColumns,
  connectionColumnSort,
  connectionExportValue,
  type ConnectionSort,
  type MessageId,
  type Tab,
  type TabIndex,
  type TabPage,
  type TabRow,
  bulkTabActionsOf,
} from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { Pager } from '../../ui/pager.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../ui/data-table/columns.ts';
import { RowCell } from './row-cells.tsx';
import type { ConnectionUseCases } from './connection-use-cases.ts';
import { selectionColumn } from '../../ui/selection/selection-column.tsx';
import { useRowSelection } from '../../ui/selection/use-row-selection.ts';
import { ConnectionsBulkBar, tabRowKey, tabRowName } from './bulk/connections-bulk-bar.tsx';

const rowKey = (row: TabRow): string =>
  row.kind === 'connection' ? `c-${row.connection.reference}` : `i-${row.invitation.id}`;

/** What an empty tab says: why it is empty, in that tab's words. */
const emptyText: Record<TabIndex, MessageId> = {
  0: 'connections.empty.todo',
  1: 'connections.empty.waiting',
  2: 'connections.empty.active',
  3: 'connections.empty.cancelled',
  4: 'connections.empty.acceptedInvitations',
};

/**
 * Reads the export of a tab's view page by page: the first page reads the view's counts and
 * invitations (an overview), every page uses that one overview, so the pages agree with each other.
 */
const exportReader = (
  useCases: ConnectionUseCases,
  view: { readonly tab: TabIndex; readonly search: string; readonly sort: ConnectionSort | null },
) => {
  let overview: ReturnType<ConnectionUseCases['load']> | null = null;
  return (n: number) => {
    return (overview ??= useCases.load({ tab: view.tab, page: 0, search: view.search, sort: view.sort }))
      .andThen((v) =>
        useCases.loadExportPage(v.overview, { tab: view.tab, page: n, pageSize: EXPORT_PAGE_SIZE }),
      )
      .map((p) => ({ rows: p.rows, pages: p.pages }));
  };
};

/** The columns read as one piece (the short reference with its copy button, a date): never broken over lines. */
const nowrapColumns: ReadonlySet<string> = new Set(['id', 'created']);

/**
 * A column's own class (connections.css): 'Your customer reference' is the one long header over short
 * values (a customer's code); the table would give it the width of its values and break the header
 * over three lines. Its header gets the room for two lines at most; the spec's text stays whole.
 */
const columnClasses: Readonly<Record<string, string>> = {
  customerReference: 'scr-connections__customer-reference',
};

/**
 * The table of one tab: its page of 8 rows (paged on the server), the columns of connections/columns.ts for this tab and
 * viewer (carriers' extra columns, Message only on tab 3); Private Address is hidden until shown from the column menu.
 *
 * The Portbase column (product-reference §2.6, carriers only) is drawn but its cells stay empty, by decision: it
 * would show the partner's Portbase link, and the contract has no field for it. A partner arrives
 * as a PublicOrganization (openapi/platform.yaml: no portbaseCode, no organization_meta), the
 * Connection and Invitation schemas carry nothing Portbase, and another organization's meta is
 * forbidden (403). portbaseCode/portbaseAutoSend exist on the caller's own Organization only, which
 * is the integrations page's data, not a per-row value. Filling the column needs a contract change
 * (e.g. portbaseCode on PublicOrganization), not a guess in the UI.
 */
export const ConnectionsTable = ({ tab, page }: { tab: Tab; page: TabPage }) => {
  const text = useText();
  const { isCarrier, show, search, sort, sortBy, loading, overview, useCases } = useConnections();
  const columns: DataTableColumn<TabRow>[] = connectionColumns(tab.index, isCarrier).map((c) => ({
    id: c.key,
    header: text(c.header),
    cell: (row) => <RowCell column={c.key} row={row} />,
    exportValue: connectionExportValue(text, c.key),
    sortKey: connectionColumnSort[c.key],
    hiddenByDefault: c.hidden,
    hideable: c.key !== 'action',
    isAction: c.key === 'action',
    align: c.key === 'isInvitation' ? 'center' : 'start',
    nowrap: nowrapColumns.has(c.key),
    className: columnClasses[c.key],
  }));
  // The chosen rows, across the pages of this tab's search and sort; a tab without bulk actions has none.
  const selection = useRowSelection(tabRowKey, JSON.stringify([tab.index, search, sort]), page.rows);
  const bulk = bulkTabActionsOf(tab.index).length > 0;
  const select = bulk ? [selectionColumn({ text, selection, page: page.rows, rowName: tabRowName })] : [];
  // 'Export CSV': every row of this tab with the search and sort the URL names (the box and the
  // headers show them at once), not those of the overview on screen, which is the last view's while
  // a new search still loads. Its counts and invitations are read afresh for that view when the
  // export starts, then its rows page by page from the same endpoints as the table's pages.
  const exportRows = overview && {
    fileName: text('table.export.fileName.connections', { tab: tab.index }),
    readPage: exportReader(useCases, { tab: tab.index, search, sort }),
  };
  return (
    <>
      <DataTable
        columns={[...select, ...columns]}
        rows={page.rows}
        rowKey={rowKey}
        label={text(tab.title)}
        loading={loading}
        sort={sort}
        // The headers' keys are the fields of connectionColumnSort: a sort they send is one of them.
        onSortChange={(next) => void sortBy(next as ConnectionSort | null)}
        // One choice for every tab: the columns are the same but for the Message column of tab 3.
        columnMenuId="connections"
        exportRows={exportRows ?? undefined}
        empty={<p>{search ? text('connections.empty.search', { search }) : text(emptyText[tab.index])}</p>}
      />
      {bulk && (
        <ConnectionsBulkBar
          tab={tab.index}
          selection={selection}
          total={page.total}
          source={exportRows ?? undefined}
        />
      )}
      <Pager
        page={page.page}
        total={page.total}
        size={CONNECTIONS_PAGE_SIZE}
        onPage={(n) => void show(tab.index, n)}
      />
    </>
  );
};
