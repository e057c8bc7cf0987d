import { useState } from 'react';
import { Button, Checkbox, HTMLTable } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import type { EligibleOrganization } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';

/** The onboarding table's page size (spec §9). */
export const ONBOARDING_PAGE_SIZE = 10;

type SavedConnectionsTableProps = {
  readonly organizations: readonly EligibleOrganization[];
  readonly selected: readonly number[];
  readonly onToggle: (id: number) => void;
};

/** The organizations a newcomer may connect with right away, 10 a page, multi-select. */
export const SavedConnectionsTable = ({ organizations, selected, onToggle }: SavedConnectionsTableProps) => {
  const text = useText();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(organizations.length / ONBOARDING_PAGE_SIZE));
  const rows = organizations.slice(page * ONBOARDING_PAGE_SIZE, (page + 1) * ONBOARDING_PAGE_SIZE);
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
          {rows.map((o) => (
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
      {pages > 1 && (
        <div className="scr-onboarding__paging">
          <Button
            icon={<ChevronLeft />}
            aria-label={text('onboarding.page.previous')}
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          />
          <Text id="onboarding.page.position" values={{ page: page + 1, pages }} />
          <Button
            icon={<ChevronRight />}
            aria-label={text('onboarding.page.next')}
            disabled={page >= pages - 1}
            onClick={() => setPage((p) => p + 1)}
          />
        </div>
      )}
    </>
  );
};
