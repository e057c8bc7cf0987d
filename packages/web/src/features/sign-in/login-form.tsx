import { Button, Intent } from '@blueprintjs/core';
import { useText } from '../../i18n/use-text.ts';
import { ErrorCallout } from '../../ui/error-callout.tsx';
import { RetryWaitNote } from '../../ui/retry-wait.tsx';
import { OrganizationSelect } from './organization-select.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { LoginFormState } from './use-login-form.ts';

/**
 * Email, organization, password with show/hide; Login (disabled until an organization or a
 * password is set), 'Use another email address' and 'Forgot password?' (product-reference §2.3).
 */
export const LoginForm = ({
  form,
  onForgotPassword,
}: {
  form: LoginFormState;
  onForgotPassword: () => void;
}) => {
  const text = useText();
  const { values, change, fields } = form;
  return (
    <form
      className="scr-login__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.canSubmit) form.submit();
      }}
    >
      <ErrorCallout error={form.error} />
      <TextField
        id="login-email"
        // The login screen has one thing to do first: its email field takes the first keys.
        autoFocus
        label="session.field.email"
        type="email"
        autoComplete="username"
        value={values.email}
        readOnly={form.options !== null}
        onChange={change('email')}
        onBlur={() => void form.lookUp()}
        onEnter={() => void form.lookUp()}
        error={fields.email}
      />
      <OrganizationSelect
        id="login-organization"
        options={form.options}
        busy={form.lookingUp}
        value={values.organizationId}
        onChange={change('organizationId')}
        error={fields.organizationId}
      />
      <PasswordInput
        id="login-password"
        label="session.field.password"
        value={values.password}
        onChange={change('password')}
        error={fields.password}
      />
      <div className="scr-login__actions">
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={text('session.login')}
          // No spinner of its own: the Login click runs under the shell's 'Please wait' (use-login-form.ts).
          disabled={!form.canSubmit}
          {...(form.waitSeconds > 0 ? { 'aria-describedby': 'login-wait' } : {})}
        />
        <Button variant="minimal" text={text('session.useAnotherEmail')} onClick={form.reset} />
        <Button variant="minimal" text={text('session.forgotPassword')} onClick={onForgotPassword} />
      </div>
      <RetryWaitNote id="login-wait" secondsLeft={form.waitSeconds} />
    </form>
  );
};
