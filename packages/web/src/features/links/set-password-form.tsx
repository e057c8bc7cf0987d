import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { newPasswordRule, type FieldErrors, type MessageId, type setPasswordSchema } from '@scr/domain';
import type { ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { useText } from '../../i18n/use-text.ts';
import { ErrorCallout, type ShownError } from '../../ui/error-callout.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { useCalloutSubmit } from '../../ui/use-callout-submit.ts';

/** The password and its confirmation as typed: the schema's input, two texts. */
export type PasswordValues = Readonly<z.input<typeof setPasswordSchema>>;
type Failure = ShownError | { readonly kind: 'Invalid'; readonly fields: FieldErrors };

type SetPasswordFormProps<T> = {
  readonly submitText: MessageId;
  readonly submit: (form: PasswordValues) => ResultAsync<T, Failure>;
  readonly onDone: (result: T) => void;
};

/**
 * A new password and its confirmation (product-reference §5 New password: required, 6+ characters, must match).
 * The domain's rules decide; what the user typed stays on every failure. The length rule stands under
 * the field from the start, in the domain's own words, so that nobody meets it first as a refusal.
 */
export const SetPasswordForm = <T,>({ submitText, submit, onDone }: SetPasswordFormProps<T>) => {
  const text = useText();
  const [values, setValues] = useState<PasswordValues>({ password: '', passwordCheck: '' });
  const { fields, setFields, error, busy, submit: run } = useCalloutSubmit();
  const change = (field: keyof PasswordValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFields(({ [field]: _cleared, ...rest }) => rest);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        run(() => submit(values), onDone);
      }}
    >
      <ErrorCallout error={error} />
      <PasswordInput
        id="new-password"
        label="addUser.field.password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        error={fields.password}
        rule={newPasswordRule}
      />
      <PasswordInput
        id="new-password-check"
        label="addUser.field.passwordCheck"
        autoComplete="new-password"
        value={values.passwordCheck}
        onChange={change('passwordCheck')}
        error={fields.passwordCheck}
      />
      <Button type="submit" intent={Intent.PRIMARY} text={text(submitText)} loading={busy} />
    </form>
  );
};
