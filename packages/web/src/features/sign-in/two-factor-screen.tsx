import { useState } from 'react';
import { Button, Card, H2, Intent } from '@blueprintjs/core';
import type { SignInOutcome } from '@scr/domain';
import { useRuntimeConfig } from '../../deps/deps-context.tsx';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { ErrorCallout } from '../../ui/error-callout.tsx';
import { useCalloutSubmit } from '../../ui/use-callout-submit.ts';
import { RetryWaitNote, useRetryWait } from '../../ui/retry-wait.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useLater } from './use-later.ts';
import { useResultMutation } from '../../server-state/result-mutation.ts';

/**
 * The address 2FA codes come from. The runtime config names no sender, so it is the platform's
 * no-reply address on the support mail domain ('no-reply@scr.example' on the fake platform).
 */
export const codeSender = (supportEmail: string): string =>
  `no-reply@${supportEmail.split('@')[1] ?? supportEmail}`;

type TwoFactorScreenProps = {
  readonly onOutcome: (outcome: SignInOutcome) => void;
  readonly onNotAuthenticated: () => void;
  readonly onCancel: () => void;
};

/** The second factor (product-reference §2.3): the mailed 6-digit code, Verify, Re-send code, Cancel. */
export const TwoFactorScreen = ({ onOutcome, onNotAuthenticated, onCancel }: TwoFactorScreenProps) => {
  const text = useText();
  const { supportEmail } = useRuntimeConfig();
  const later = useLater();
  const { notify } = useSnackbars();
  const [code, setCode] = useState('');
  const { fields, setFields, error, setError, busy, submit: run } = useCalloutSubmit({ signIn: true });
  const resend = useResultMutation(later(tokens.resendTwoFactor), { signIn: true });
  const wait = useRetryWait();

  const submit = () => {
    if (wait.secondsLeft > 0) return;
    run(
      () => later(tokens.verifyTwoFactor)({ code: code.trim() }),
      onOutcome,
      (e) => {
        wait.start(e);
        if (e.kind === 'NotAuthenticated') {
          onNotAuthenticated();
          return true;
        }
        // A wrong code shows in place and in the 2FA snackbar too.
        if (e.kind === 'InvalidTwoFactorCode')
          notify({ message: e.message, intent: 'danger', twoFactor: true });
        return false;
      },
    );
  };

  const sendAgain = () => {
    setError(null);
    resend.mutate(undefined, {
      onSuccess: (message) => notify({ message, intent: 'success', twoFactor: true }),
      onError: (e) => setError(e),
    });
  };

  return (
    <Card className="scr-login__card">
      <H2>
        <Text id="session.twoFactor.title" />
      </H2>
      <p>
        <Text id="session.twoFactor.note" values={{ sender: codeSender(supportEmail) }} />
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ErrorCallout error={error} />
        <TextField
          id="two-factor-code"
          label="session.field.twoFactorCode"
          autoComplete="one-time-code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setFields({});
          }}
          error={fields.code}
        />
        <div className="scr-login__actions">
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            text={text('session.twoFactor.verify')}
            loading={busy}
            // The platform refuses every code until the attempt limit's wait is over, the right one too.
            disabled={wait.secondsLeft > 0}
            {...(wait.secondsLeft > 0 ? { 'aria-describedby': 'two-factor-wait' } : {})}
          />
          <Button text={text('session.twoFactor.resend')} loading={resend.isPending} onClick={sendAgain} />
          <Button variant="minimal" text={text('session.cancel')} onClick={onCancel} />
        </div>
        <RetryWaitNote id="two-factor-wait" secondsLeft={wait.secondsLeft} />
      </form>
    </Card>
  );
};
