import { useMemo, useState } from 'react';
import {
  Button,
  Callout,
  Checkbox,
  DialogBody,
  DialogFooter,
  InputGroup,
  Intent,
  Spinner,
} from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import { Search } from '@blueprintjs/icons';
import {
  connectSubmitLabel,
  connectionRequestSchema,
  ORGANIZATION_PICKER_PAGE_SIZE,
  validate,
  type ConnectionParty,
  type EligibleOption,
  type MessageRef,
} from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { ConnectConfirm } from './connect-confirm.tsx';
import { failureMessage } from './failures.ts';
import { connectionsKeys } from './connections-keys.ts';
import { useResultQuery } from '../../server-state/result-query.ts';
import { usePage } from '../../ui/pager.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../ui/data-table/columns.ts';

/**
 * 'Connect with another organization' (product-reference §2.6, §5): the eligible organizations, 6 per page,
 * multi-select, then the confirmation. The organizations that cannot be chosen (an open or active
 * connection, an ended subscription, a wallet that does not answer) are greyed out, marked disabled
 * for assistive technology and labelled with why, and come after the ones that can be chosen
 * (the use case orders them: pickableFirst), so the first pages hold what one can pick. 'Organization is not in the list' opens the invite dialog.
 * Not a FormDialog: this step sends nothing (its confirmation, which sends, is one: connect-confirm.tsx),
 * and Enter in its search field must not move on to the confirmation: the list filters as one types.
 */
export const ConnectDialog = ({ onClose }: { onClose: () => void }) => {
  const text = useText();
  const { useCases, setDialog } = useConnections();
  const eligible = useResultQuery({ key: connectionsKeys.eligible, load: () => useCases.loadEligible() });
  const options = eligible.data;
  const loadError = eligible.error ? failureMessage(eligible.error) : null;
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlyMap<number, ConnectionParty>>(new Map());
  const [error, setError] = useState<MessageRef | null>(null);
  const [confirming, setConfirming] = useState(false);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (options ?? []).filter((o) => !needle || o.party.name.toLowerCase().includes(needle));
  }, [options, search]);
  const page = usePage(shown, ORGANIZATION_PICKER_PAGE_SIZE);

  const toggle = (party: ConnectionParty) => {
    const next = new Map(selected);
    if (next.has(party.id)) next.delete(party.id);
    else next.set(party.id, party);
    setSelected(next);
    setError(null);
  };

  const columns: DataTableColumn<EligibleOption>[] = [
    {
      id: 'select',
      header: text('table.select'),
      headerHidden: true,
      cell: ({ party, disabled }) => (
        <Checkbox
          checked={selected.has(party.id)}
          disabled={disabled}
          aria-label={text('connections.connect.select', { name: party.name })}
          onChange={() => toggle(party)}
        />
      ),
    },
    {
      id: 'name',
      header: text('connections.column.name'),
      cell: ({ party, note }) => (
        <>
          {party.name}
          {note && <span className="scr-option-note"> {text(note)}</span>}
        </>
      ),
    },
    { id: 'vat', header: text('connections.column.vat'), cell: ({ party }) => party.vat },
    { id: 'city', header: text('connections.column.city'), cell: ({ party }) => party.city ?? '' },
  ];

  const submit = () => {
    const organizations = [...selected.values()].map(({ id, name, vat }) => ({ id, name, vat }));
    validate(connectionRequestSchema, { organizations }).match(
      () => setConfirming(true),
      (invalid) => setError(failureMessage(invalid)),
    );
  };

  if (confirming)
    return (
      <ConnectConfirm
        selected={[...selected.values()]}
        onBack={() => setConfirming(false)}
        onDone={onClose}
      />
    );

  return (
    <Dialog isOpen title={text('connections.connect.title')} onClose={onClose} className="scr-dialog-wide">
      <DialogBody>
        <InputGroup
          leftIcon={<Search />}
          placeholder={text('connections.connect.search')}
          aria-label={text('connections.connect.search')}
          value={search}
          onValueChange={setSearch}
        />
        {loadError && <Callout intent={Intent.DANGER}>{text(loadError)}</Callout>}
        {!options && !loadError && <Spinner size={24} />}
        {options && (
          <DataTable
            columns={columns}
            rows={page.items}
            rowKey={(o) => o.party.id}
            label={text('connections.connect.title')}
            rowClassName={(o) => (o.disabled ? 'scr-row-disabled' : 'scr-row-pickable')}
            // A click anywhere on a row picks it, as on its checkbox (which picks it itself, and is
            // the keyboard's way); an organization that cannot be chosen stays unpicked.
            rowProps={({ party, disabled }) => ({
              'aria-disabled': disabled || undefined,
              onClick: (event) => {
                if (disabled || (event.target as Element).closest('label')) return;
                toggle(party);
              },
            })}
            striped={false}
          />
        )}
        {page.control}
        {error && (
          <Callout intent={Intent.DANGER} role="alert">
            {text(error)}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              text={text('connections.connect.notInList')}
              onClick={() => setDialog({ kind: 'invite' })}
            />
            <Button
              intent={Intent.PRIMARY}
              text={text(connectSubmitLabel(Math.max(1, selected.size)))}
              onClick={submit}
            />
          </>
        }
      />
    </Dialog>
  );
};
