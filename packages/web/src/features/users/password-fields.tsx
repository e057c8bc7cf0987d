import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import type { adminPasswordResetSchema, FieldErrors } from '@scr/domain';
import type { z } from 'zod';
import { useText } from '../../i18n/use-text.ts';
import type { TextFields } from '../../ui/text-fields.ts';

/** The chooser's two text fields (its organizations are ticked in the table, not typed). */
type Values = TextFields<Pick<z.input<typeof adminPasswordResetSchema>, 'password' | 'passwordCheck'>>;

/** 'New password' and 'Re-enter new password' of the password reset chooser. */
export const PasswordFields = (props: {
  readonly values: Values;
  readonly errors: FieldErrors;
  readonly set: (field: keyof Values, value: string) => void;
}) => {
  const text = useText();
  const fields = [
    ['password', 'users.passwordReset.field.password'],
    ['passwordCheck', 'users.passwordReset.field.confirmation'],
  ] as const;
  return (
    <>
      {fields.map(([field, label]) => {
        const error = props.errors[field];
        const intent = error ? Intent.DANGER : Intent.NONE;
        return (
          <FormGroup
            key={field}
            label={text(label)}
            labelFor={`reset-${field}`}
            intent={intent}
            helperText={error ? text(error) : undefined}
          >
            <InputGroup
              id={`reset-${field}`}
              type="password"
              autoComplete="new-password"
              value={props.values[field]}
              intent={intent}
              onValueChange={(v) => props.set(field, v)}
            />
          </FormGroup>
        );
      })}
    </>
  );
};
