import { Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useForm } from '../../ui/use-form.ts';
import { useFormSave } from '../../ui/use-form-save.ts';
import { integrationsUseCasesToken } from './integrations-use-cases.ts';

/**
 * 'Connect with Secure Chain / Vertrouwensketen by Portbase' (product-reference §2.7, §5): the Release-To-Party
 * box is fixed and checked; 'I am also an Inland Operator' reveals the required EAN.
 */
export const PortbaseDialog = (props: {
  readonly organizationId: number;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) => {
  const text = useText();
  const integrations = useUseCase(integrationsUseCasesToken);
  const form = useForm<{ inlandOperator: boolean; ean: string }>({ inlandOperator: false, ean: '' });
  const { busy, submit } = useFormSave(form.setErrors);
  const eanError = form.errors['ean'];

  const connect = () => {
    const { inlandOperator, ean } = form.values;
    submit(
      () =>
        integrations
          .connectPortbase({
            organizationId: props.organizationId,
            form: { releaseToParty: true, inlandOperator, ean: inlandOperator ? ean : '' },
          })
          .map((message) => ({ message })),
      props.onSaved,
    );
  };

  return (
    <FormDialog
      title={text('integrations.portbase.dialogTitle')}
      onClose={props.onClose}
      onSubmit={connect}
      submitText={text('integrations.confirm')}
      cancelText={text('integrations.back')}
      pending={busy}
    >
      <FormGroup helperText={text('integrations.portbase.releaseToPartyHelp')}>
        <Checkbox checked disabled label={text('integrations.portbase.releaseToParty')} />
      </FormGroup>
      <Checkbox
        checked={form.values.inlandOperator}
        label={text('integrations.portbase.inlandOperator')}
        onChange={(e) => form.set('inlandOperator', e.currentTarget.checked)}
      />
      {form.values.inlandOperator && (
        <FormGroup
          label={text('integrations.portbase.eanField')}
          labelFor="portbase-ean"
          labelInfo="*"
          intent={eanError ? Intent.DANGER : Intent.NONE}
          helperText={eanError ? text(eanError) : undefined}
        >
          <InputGroup
            id="portbase-ean"
            value={form.values.ean}
            intent={eanError ? Intent.DANGER : Intent.NONE}
            onValueChange={(v) => form.set('ean', v)}
          />
        </FormGroup>
      )}
    </FormDialog>
  );
};
