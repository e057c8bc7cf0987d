import { useState } from 'react';
import { Checkbox } from '@blueprintjs/core';
import {
  organizationAddress,
  PASSWORD_RESET_PAGE_SIZE,
  resetChooserPage,
  type ResetChooserRow,
} from '@scr/domain';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText } from '../../i18n/use-text.ts';
import { Pager } from '../../ui/pager.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../ui/data-table/columns.ts';
import './reset-chooser.css';

type Props = {
  readonly rows: readonly ResetChooserRow[];
  readonly selected: readonly number[];
  readonly onToggle: (row: ResetChooserRow) => void;
};

/**
 * The status dot with its word beside it (a colour alone says nothing to one who cannot tell red from
 * green), and the reason it is red or grey. The dot is the image assistive technology reads, by its
 * word; the word drawn beside it is for the eye only, so it is not read twice.
 */
const StatusDot = ({ row }: { row: ResetChooserRow }) => {
  const text = useText();
  const dotLabel = text(`users.passwordReset.dot.${row.dot}`);
  const reason = row.reason ? text(row.reason) : undefined;
  return (
    <>
      <span className="scr-reset-table__dot">
        <span
          className={`scr-dot scr-dot--${row.dot}`}
          role="img"
          aria-label={dotLabel}
          title={reason ?? dotLabel}
          data-dot={row.dot}
        />
        <span aria-hidden>{dotLabel}</span>
      </span>
      {reason && <div className="scr-reset-table__reason">{reason}</div>}
    </>
  );
};

/**
 * The chooser's organizations: name, VAT, address, URL and status dot; 6 per page, multi-select.
 * On a phone (reset-chooser.css, its own narrow layout) each organization stacks: box, name and dot,
 * then the rest.
 */
export const ResetOrganizationsTable = ({ rows, selected, onToggle }: Props) => {
  const text = useText();
  const { locale } = useLocale();
  const [page, setPage] = useState(0);
  const column = (id: 'name' | 'vat' | 'address' | 'url' | 'status') =>
    text(`users.passwordReset.column.${id}`);
  const columns: DataTableColumn<ResetChooserRow>[] = [
    {
      id: 'select',
      header: text('table.select'),
      headerHidden: true,
      cell: (row) => (
        <Checkbox
          aria-label={row.organization.name}
          checked={selected.includes(row.organization.id)}
          disabled={!row.selectable}
          onChange={() => onToggle(row)}
        />
      ),
    },
    {
      id: 'name',
      header: column('name'),
      cell: (row) => row.organization.name,
      className: 'scr-reset-table__name',
    },
    { id: 'vat', header: column('vat'), cell: (row) => row.organization.vat },
    {
      id: 'address',
      header: column('address'),
      cell: (row) => organizationAddress(row.organization, locale),
    },
    { id: 'url', header: column('url'), cell: (row) => row.item.url, className: 'scr-reset-table__url' },
    {
      id: 'status',
      header: column('status'),
      cell: (row) => <StatusDot row={row} />,
      className: 'scr-reset-table__status',
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={resetChooserPage(rows, page)}
        rowKey={(row) => row.organization.id}
        label={text('users.passwordReset.title')}
        rowProps={(row) => ({ 'data-testid': `reset-org-${row.organization.id}` })}
        tableClassName="scr-reset-table"
        stacked={false}
      />
      {rows.length > PASSWORD_RESET_PAGE_SIZE && (
        <Pager page={page} total={rows.length} size={PASSWORD_RESET_PAGE_SIZE} onPage={setPage} />
      )}
    </>
  );
};
