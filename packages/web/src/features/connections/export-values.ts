import { exportDate, type TabRow } from '@scr/domain';
import type { TextFn } from '../../i18n/use-text.ts';
import { statusText } from './row-cells.tsx';

/**
 * A column's cell as text in a CSV export (by column key, connections/columns.ts): what the cell
 * shows, with the full id, the invitation mark and status in words, the message itself and the
 * date as ISO 8601. The Action column is not exported; Portbase stays empty as in the table.
 */
export const connectionExportValue = (
  text: TextFn,
  column: string,
): ((row: TabRow) => string) | undefined => {
  const c = (row: TabRow) => (row.kind === 'connection' ? row.connection : null);
  const i = (row: TabRow) => (row.kind === 'invitation' ? row.invitation : null);
  const party = (row: TabRow) => (row.kind === 'connection' ? row.counterpart : null);
  switch (column) {
    case 'id':
      return (row) => String(c(row)?.id ?? c(row)?.reference ?? i(row)?.id ?? '');
    case 'isInvitation':
      return (row) => (row.kind === 'invitation' ? text('connections.kind.invitation') : '');
    case 'status':
      return (row) => statusText(text, row);
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
