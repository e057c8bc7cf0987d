import type { ReactNode } from 'react';
import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { HTMLSelect } from '../../ui/html-select.tsx';
import type { connectToFoundSchema, FieldErrors, inviteFormSchema, MessageId, VatLookup } from '@scr/domain';
import type { z } from 'zod';
import { useText } from '../../i18n/use-text.ts';
import type { TextFields } from '../../ui/text-fields.ts';

/**
 * The invite dialog's fields as typed: those of the invitation's schema and of the one that connects
 * to a found organization instead (its `organizationId` the match picked, '' for none).
 */
export type InviteValues = Readonly<
  TextFields<z.input<ReturnType<typeof inviteFormSchema>> & z.input<ReturnType<typeof connectToFoundSchema>>>
>;

const Field = (props: {
  id: keyof InviteValues;
  label: MessageId;
  errors: FieldErrors;
  children: ReactNode;
}) => {
  const text = useText();
  const error = props.errors[props.id];
  return (
    <FormGroup
      label={text(props.label)}
      labelFor={`invite-${props.id}`}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? text(error) : undefined}
    >
      {props.children}
    </FormGroup>
  );
};

/** The fields of the invite dialog; 'Select an organization' only when the VAT lookup found some. */
export const InviteFields = (props: {
  values: InviteValues;
  errors: FieldErrors;
  lookup: VatLookup;
  isCarrier: boolean;
  onChange: (patch: Partial<InviteValues>) => void;
  onVatBlur: () => void;
  /** The VAT lookup's notice, shown under the VAT and above 'Select an organization'. */
  notice: ReactNode;
}) => {
  const text = useText();
  const { values, errors, lookup, onChange } = props;
  const input = (id: 'name' | 'contactEmail' | 'vat' | 'customerReference', type = 'text') => (
    <InputGroup
      id={`invite-${id}`}
      type={type}
      value={values[id]}
      intent={errors[id] ? Intent.DANGER : Intent.NONE}
      onValueChange={(value) => onChange({ [id]: value })}
      onBlur={id === 'vat' ? props.onVatBlur : undefined}
    />
  );
  return (
    <>
      <Field id="name" label="invitations.field.name" errors={errors}>
        {input('name')}
      </Field>
      <Field id="contactEmail" label="invitations.field.contactEmail" errors={errors}>
        {input('contactEmail', 'email')}
      </Field>
      <Field id="vat" label="invitations.field.vat" errors={errors}>
        {input('vat')}
      </Field>
      {props.notice}
      {lookup.kind === 'found' && (
        <Field id="organizationId" label="invitations.field.organization" errors={errors}>
          <HTMLSelect
            id="invite-organizationId"
            fill
            value={values.organizationId}
            onChange={(e) => onChange({ organizationId: e.currentTarget.value })}
          >
            <option value="">{text('invitations.field.organization')}</option>
            {lookup.options.map(({ party, disabled, note }) => (
              <option key={party.id} value={String(party.id)} disabled={disabled}>
                {party.name} ({party.vat}){note ? ` ${text(note)}` : ''}
              </option>
            ))}
          </HTMLSelect>
        </Field>
      )}
      {props.isCarrier && (
        <Field id="customerReference" label="invitations.field.customerReference" errors={errors}>
          {input('customerReference')}
        </Field>
      )}
      <Field id="msg" label="invitations.field.message" errors={errors}>
        <TextArea
          id="invite-msg"
          fill
          rows={3}
          value={values.msg}
          onChange={(e) => onChange({ msg: e.currentTarget.value })}
        />
      </Field>
    </>
  );
};
