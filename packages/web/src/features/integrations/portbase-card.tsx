import { useState } from 'react';
import { Button, Card, FormGroup, H3, InputGroup, Intent } from '@blueprintjs/core';
import { portbaseStatus, type Organization } from '@scr/domain';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useFormSave } from '../../ui/use-form-save.ts';
import { PortbaseDialog } from './portbase-dialog.tsx';
import { DangerConfirmDialog } from '../../ui/danger-confirm-dialog.tsx';
import { integrationsUseCasesToken } from './integrations-use-cases.ts';
import { integrationIcons } from './integration-icons.tsx';
import { IntegrationState } from './integration-state.tsx';

/** 'Are you sure you want to remove your Portbase connection?', with a red 'Remove Portbase connection'. */
const RemoveDialog = (props: { organizationId: number; onClose: () => void; onRemoved: () => void }) => {
  const integrations = useUseCase(integrationsUseCasesToken);
  const { busy, submit } = useFormSave();
  return (
    <DangerConfirmDialog
      title={{ id: 'integrations.portbase.title' }}
      body={{ id: 'integrations.portbase.removeConfirm' }}
      confirm={{ id: 'integrations.portbase.removeButton' }}
      dismiss={{ id: 'integrations.back' }}
      onClose={props.onClose}
      pending={busy}
      onConfirm={() =>
        submit(
          () => integrations.removePortbase(props.organizationId).map((message) => ({ message })),
          props.onRemoved,
        )
      }
    />
  );
};

/** The second port community system (product-reference §2.7): connect, or the link with autosend, re-connect and remove. */
export const PortbaseCard = (props: {
  readonly organization: Organization;
  readonly onChanged: () => void;
}) => {
  const text = useText();
  const [open, setOpen] = useState<'connect' | 'remove' | null>(null);
  const status = portbaseStatus(props.organization);
  const done = () => {
    setOpen(null);
    props.onChanged();
  };
  return (
    <Card className="scr-integration">
      <div className="scr-integration__head">
        <H3>{text('integrations.portbase.title')}</H3>
        <IntegrationState connected={status.connected} />
      </div>
      <p>{text('integrations.portbase.help')}</p>
      {status.connected ? (
        <FormGroup helperText={text(status.helper)} labelFor="portbase-status">
          <InputGroup
            id="portbase-status"
            readOnly
            aria-label={text('integrations.portbase.title')}
            value={text(status.label)}
            rightElement={
              <>
                <Button
                  variant="minimal"
                  icon={integrationIcons.connect}
                  aria-label={text('integrations.portbase.reconnect')}
                  title={text('integrations.portbase.reconnect')}
                  onClick={() => setOpen('connect')}
                />
                <Button
                  variant="minimal"
                  icon={integrationIcons.remove}
                  aria-label={text('integrations.portbase.remove')}
                  title={text('integrations.portbase.remove')}
                  onClick={() => setOpen('remove')}
                />
              </>
            }
          />
        </FormGroup>
      ) : (
        <Button
          intent={Intent.PRIMARY}
          icon={integrationIcons.connect}
          text={text('integrations.portbase.connect')}
          onClick={() => setOpen('connect')}
        />
      )}
      {open === 'connect' && (
        <PortbaseDialog organizationId={props.organization.id} onClose={() => setOpen(null)} onSaved={done} />
      )}
      {open === 'remove' && (
        <RemoveDialog organizationId={props.organization.id} onClose={() => setOpen(null)} onRemoved={done} />
      )}
    </Card>
  );
};
