import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import type { FieldErrors } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';

type Values = { password: string; passwordCheck: string };

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
