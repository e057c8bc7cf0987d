import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { HTMLSelect } from '../../ui/html-select.tsx';
import {
  adminRoleChoices,
  adminRoleLabels,
  appRoleLabels,
  appRoles,
  type ControlState,
  type FieldErrors,
  type inviteUserFormSchema,
  type MessageId,
} from '@scr/domain';
import type { z } from 'zod';
import { useText } from '../../i18n/use-text.ts';
import type { TextFields } from '../../ui/text-fields.ts';

/** The invite and edit dialogs' fields as typed, one per field of the invite form's schema. */
export type UserFormValues = TextFields<z.input<typeof inviteUserFormSchema>>;

type Props = {
  readonly idPrefix: string;
  readonly values: UserFormValues;
  readonly errors: FieldErrors;
  readonly set: (field: keyof UserFormValues, value: string) => void;
  readonly adminRole: ControlState;
  /** The invite dialog's tip about personalized mail accounts. */
  readonly emailTip?: boolean;
};

const textFields = [
  ['firstName', 'users.field.firstName', 'text'],
  ['lastName', 'users.field.lastName', 'text'],
  ['email', 'users.field.email', 'email'],
  ['phone', 'users.field.phone', 'tel'],
] as const satisfies readonly (readonly [keyof UserFormValues, MessageId, string])[];

/** The fields of the invite and edit dialogs (product-reference §2.5, §5 'User form'). */
export const UserFormFields = ({ idPrefix, values, errors, set, adminRole, emailTip = false }: Props) => {
  const text = useText();
  const error = (field: string) => errors[field];
  const helper = (field: string, fallback?: string) => {
    const e = error(field);
    return e ? text(e) : fallback;
  };
  const intent = (field: string) => (error(field) ? Intent.DANGER : Intent.NONE);
  return (
    <>
      {textFields.map(([field, label, type]) => (
        <FormGroup
          key={field}
          label={text(label)}
          labelFor={`${idPrefix}-${field}`}
          intent={intent(field)}
          helperText={helper(
            field,
            field === 'email' && emailTip ? text('users.invite.emailTip') : undefined,
          )}
        >
          <InputGroup
            id={`${idPrefix}-${field}`}
            type={type}
            value={values[field]}
            intent={intent(field)}
            onValueChange={(v) => set(field, v)}
          />
        </FormGroup>
      ))}
      <FormGroup
        label={text('users.field.adminRole')}
        labelFor={`${idPrefix}-adminRole`}
        intent={intent('adminRole')}
        helperText={helper('adminRole', adminRole.helper ? text(adminRole.helper) : undefined)}
      >
        <HTMLSelect
          id={`${idPrefix}-adminRole`}
          fill
          value={values.adminRole}
          disabled={!adminRole.enabled}
          onChange={(e) => set('adminRole', e.currentTarget.value)}
          options={adminRoleChoices.map((c) => ({ value: c, label: text(adminRoleLabels[c]) }))}
        />
      </FormGroup>
      <FormGroup
        label={text('users.field.userRole')}
        labelFor={`${idPrefix}-userRole`}
        intent={intent('userRole')}
        helperText={helper('userRole')}
      >
        <HTMLSelect
          id={`${idPrefix}-userRole`}
          fill
          value={values.userRole}
          onChange={(e) => set('userRole', e.currentTarget.value)}
          // No role is assumed for a new user: the empty choice says what to do, and cannot be
          // chosen back once a role is picked.
          options={[
            { value: '', label: text('users.field.userRole.choose'), disabled: true },
            ...appRoles.map((r) => ({ value: r, label: text(appRoleLabels[r]) })),
          ]}
        />
      </FormGroup>
    </>
  );
};
