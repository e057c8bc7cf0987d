import { useState } from 'react';
import { Checkbox, HTMLTable } from '@blueprintjs/core';
import { PASSWORD_RESET_PAGE_SIZE, resetChooserPage, type ResetChooserRow } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { Pager } from '../../ui/pager.tsx';
import './reset-chooser.css';

type Props = {
  readonly rows: readonly ResetChooserRow[];
  readonly selected: readonly number[];
  readonly onToggle: (row: ResetChooserRow) => void;
};

/**
 * The chooser's organizations: name, VAT, address, URL and status dot; 6 per page, multi-select.
 * On a phone (reset-chooser.css) each organization stacks: box, name and dot, then the rest.
 */
export const ResetOrganizationsTable = ({ rows, selected, onToggle }: Props) => {
  const text = useText();
  const [page, setPage] = useState(0);
  const columns = ['name', 'vat', 'address', 'url', 'status'] as const;
  return (
    <>
      <HTMLTable compact striped className="scr-reset-table">
        <thead>
          <tr>
            <th aria-hidden />
            {columns.map((c) => (
              <th key={c}>{text(`users.passwordReset.column.${c}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resetChooserPage(rows, page).map((row) => {
            const dotLabel = text(`users.passwordReset.dot.${row.dot}`);
            const reason = row.reason ? text(row.reason) : undefined;
            return (
              <tr key={row.organization.id} data-testid={`reset-org-${row.organization.id}`}>
                <td>
                  <Checkbox
                    aria-label={row.organization.name}
                    checked={selected.includes(row.organization.id)}
                    disabled={!row.selectable}
                    onChange={() => onToggle(row)}
                  />
                </td>
                <td className="scr-reset-table__name">{row.organization.name}</td>
                <td>{row.organization.vat}</td>
                <td>{row.address}</td>
                <td className="scr-reset-table__url">{row.item.url}</td>
                <td className="scr-reset-table__status">
                  <span
                    className={`scr-dot scr-dot--${row.dot}`}
                    role="img"
                    aria-label={dotLabel}
                    title={reason ?? dotLabel}
                    data-dot={row.dot}
                  />
                  {reason && <div className="scr-reset-table__reason">{reason}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {rows.length > PASSWORD_RESET_PAGE_SIZE && (
        <Pager page={page} total={rows.length} size={PASSWORD_RESET_PAGE_SIZE} onPage={setPage} />
      )}
    </>
  );
};
