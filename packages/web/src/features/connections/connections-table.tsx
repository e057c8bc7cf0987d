import { HTMLTable } from '@blueprintjs/core';
import { CONNECTIONS_PAGE_SIZE, connectionColumns, type Tab, type TabPage, type TabRow } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { Pager } from '../../ui/pager.tsx';
import { RowCell } from './row-cells.tsx';

const rowKey = (row: TabRow): string =>
  row.kind === 'connection' ? `c-${row.connection.reference}` : `i-${row.invitation.id}`;

/**
 * The table of one tab: its page of 8 rows (paged on the server), the columns of connections/columns.ts for this tab and
 * viewer (carriers' extra columns, Message only on tab 3); hidden columns (Private Address) are not drawn.
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
  const { isCarrier, show } = useConnections();
  const columns = connectionColumns(tab.index, isCarrier).filter((c) => !c.hidden);
  return (
    <>
      <HTMLTable compact striped className="scr-table" aria-label={text(tab.title)}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {text(c.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{text('connections.empty')}</td>
            </tr>
          )}
          {page.rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key}>
                  <RowCell column={c.key} row={row} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Pager
        page={page.page}
        total={page.total}
        size={CONNECTIONS_PAGE_SIZE}
        onPage={(n) => void show(tab.index, n)}
      />
    </>
  );
};
