import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { connectConfirmation, type ConnectionParty } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { useConnections } from './connections-context.tsx';

/**
 * 'Are you sure you want to connect with this organization?': the list, for carriers an 'Add your
 * customer reference' field per organization, and 'Yes, send out n connection request(s)'. A failure
 * keeps the dialog and what was typed; requests sent before it stay sent (the list shows them).
 */
export const ConnectConfirm = (props: {
  selected: readonly ConnectionParty[];
  onBack: () => void;
  onDone: () => void;
}) => {
  const text = useText();
  const { notify } = useSnackbars();
  const { useCases, isCarrier, run, refresh, show, busy } = useConnections();
  const [references, setReferences] = useState<Readonly<Record<number, string>>>({});
  const view = connectConfirmation(props.selected, isCarrier);

  const send = async () => {
    const organizations = props.selected.map(({ id, name, vat }) => ({
      id,
      name,
      vat,
      customerReference: isCarrier ? (references[id] ?? '') : '',
    }));
    const sent = await run(() => useCases.requestConnections({ organizations }));
    if (!sent) return;
    for (const message of sent.messages) notify({ message, intent: 'success' });
    props.onDone();
    // The page shows where the requests went; from there the list is read afresh.
    await show(sent.shownIn, 0);
    await refresh();
  };

  return (
    <FormDialog
      title={text('connections.connect.title')}
      onClose={props.onDone}
      onSubmit={() => void send()}
      submitText={text(view.confirm)}
      cancelText={text('connections.action.cancel')}
      onCancel={props.onBack}
      cancelDisabled={busy}
      pending={busy}
      intro={text(view.question)}
    >
      <ul className="scr-confirm-list">
        {view.organizations.map(({ party, customerReferenceLabel }) => (
          <li key={party.id}>
            <strong>{party.name}</strong> ({party.vat})
            {customerReferenceLabel && (
              <FormGroup label={text(customerReferenceLabel)} labelFor={`customer-reference-${party.id}`}>
                <InputGroup
                  id={`customer-reference-${party.id}`}
                  value={references[party.id] ?? ''}
                  onValueChange={(value) => setReferences({ ...references, [party.id]: value })}
                />
              </FormGroup>
            )}
          </li>
        ))}
      </ul>
    </FormDialog>
  );
};
