import { Checkbox, HTMLTable } from '@blueprintjs/core';
import type { EligibleOrganization } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { usePage } from '../../ui/pager.tsx';

/** The onboarding table's page size (product-reference §9). */
export const ONBOARDING_PAGE_SIZE = 10;

type SavedConnectionsTableProps = {
  readonly organizations: readonly EligibleOrganization[];
  readonly selected: readonly number[];
  readonly onToggle: (id: number) => void;
};

/** The organizations a newcomer may connect with right away, 10 a page, multi-select. */
export const SavedConnectionsTable = ({ organizations, selected, onToggle }: SavedConnectionsTableProps) => {
  const page = usePage(organizations, ONBOARDING_PAGE_SIZE);
  if (organizations.length === 0)
    return (
      <p>
        <Text id="onboarding.noOrganizations" />
      </p>
    );
  return (
    <>
      <HTMLTable compact striped className="scr-onboarding__table">
        <thead>
          <tr>
            <th>
              <Text id="onboarding.column.connect" />
            </th>
            <th>
              <Text id="onboarding.column.name" />
            </th>
            <th>
              <Text id="onboarding.column.vat" />
            </th>
            <th>
              <Text id="onboarding.column.city" />
            </th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((o) => (
            <tr key={o.id}>
              <td>
                <Checkbox
                  aria-label={o.name}
                  checked={selected.includes(o.id)}
                  onChange={() => onToggle(o.id)}
                />
              </td>
              <td>{o.name}</td>
              <td>{o.vat}</td>
              <td>{o.city ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {page.control}
    </>
  );
};
