import { Checkbox } from '@blueprintjs/core';
import type { EligibleOrganization } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';
import { usePage } from '../../ui/pager.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../ui/data-table/columns.ts';

/** The onboarding table's page size (product-reference §9). */
export const ONBOARDING_PAGE_SIZE = 10;

type SavedConnectionsTableProps = {
  readonly organizations: readonly EligibleOrganization[];
  readonly selected: readonly number[];
  readonly onToggle: (id: number) => void;
};

/** The organizations a newcomer may connect with right away, 10 a page, multi-select. */
export const SavedConnectionsTable = ({ organizations, selected, onToggle }: SavedConnectionsTableProps) => {
  const text = useText();
  const page = usePage(organizations, ONBOARDING_PAGE_SIZE);
  if (organizations.length === 0)
    return (
      <p>
        <Text id="onboarding.noOrganizations" />
      </p>
    );
  const columns: DataTableColumn<EligibleOrganization>[] = [
    {
      id: 'connect',
      header: text('onboarding.column.connect'),
      cell: (o) => (
        <Checkbox aria-label={o.name} checked={selected.includes(o.id)} onChange={() => onToggle(o.id)} />
      ),
    },
    { id: 'name', header: text('onboarding.column.name'), cell: (o) => o.name },
    { id: 'vat', header: text('onboarding.column.vat'), cell: (o) => o.vat },
    { id: 'city', header: text('onboarding.column.city'), cell: (o) => o.city ?? '' },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={page.items}
        rowKey={(o) => o.id}
        label={text('onboarding.section.connections')}
      />
      {page.control}
    </>
  );
};
