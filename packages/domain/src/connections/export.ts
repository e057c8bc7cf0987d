import type { MessageRef } from '../messages/catalogue.ts';
import { exportDate } from '../tables/export.ts';
import type { TabRow } from './tabs.ts';

/** A row's status in words: a connection's status, or an invitation's ('Sent' while pending). */
export const rowStatusText = (row: TabRow): MessageRef =>
  row.kind === 'connection'
    ? { id: 'connections.statusLabel', values: { status: row.connection.status } }
    : { id: row.status === 'pending' ? 'invitations.status.sent' : `invitations.status.${row.status}` };

/**
 * The ID column's value of a row: its reference (a uuid) for a connection and for an invitation alike.
 * One column, one format: the connection's optional numeric row id and the invitation's numeric id
 * would put small numbers beside uuids, and a number of one list cannot be told from one of the
 * other. The reference is what both carry (product-reference §3), what a connection's link names
 * (product-reference §2.1) and what the search box finds, so the table shows its first characters
 * and the export and the copy button the whole of it.
 */
export const rowId = (row: TabRow): string =>
  row.kind === 'connection' ? row.connection.reference : row.invitation.reference;

/**
 * A connections table column's cell as text (by column key, columns.ts), as a CSV export writes it
 * and a command line prints it: what the cell shows, with the full id, the invitation mark and the
 * status in words, the message itself and the date as ISO 8601. The Action column has no text;
 * Portbase stays empty as in the table.
 */
export const connectionExportValue = (
  format: (ref: MessageRef) => string,
  column: string,
): ((row: TabRow) => string) | undefined => {
  const c = (row: TabRow) => (row.kind === 'connection' ? row.connection : null);
  const i = (row: TabRow) => (row.kind === 'invitation' ? row.invitation : null);
  const party = (row: TabRow) => (row.kind === 'connection' ? row.counterpart : null);
  switch (column) {
    case 'id':
      return rowId;
    case 'isInvitation':
      return (row) => (row.kind === 'invitation' ? format({ id: 'connections.kind.invitation' }) : '');
    case 'status':
      return (row) => format(rowStatusText(row));
    case 'orgId':
      return (row) => String(party(row)?.id ?? i(row)?.resultOrganizationId ?? '');
    case 'name':
      return (row) => party(row)?.name ?? i(row)?.name ?? '';
    case 'vat':
      return (row) => party(row)?.vat ?? i(row)?.vat ?? '';
    case 'email':
      return (row) => (party(row) ? (party(row)?.contactEmail ?? '') : (i(row)?.contactEmail ?? ''));
    case 'customerReference':
      return (row) => c(row)?.customerReference ?? i(row)?.customerReference ?? '';
    case 'city':
      return (row) => party(row)?.city ?? i(row)?.city ?? '';
    case 'privateAddress':
      return (row) => c(row)?.remoteAddress ?? '';
    case 'message':
      return (row) => (c(row) ? (c(row)?.inviteMsg ?? '') : (i(row)?.msg ?? ''));
    case 'created':
      return (row) => exportDate(c(row)?.createdAt ?? i(row)?.createdAt);
    case 'portbase':
      return () => '';
    default:
      return undefined;
  }
};
