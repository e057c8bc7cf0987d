import { useState } from 'react';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { EyeOff, EyeOpen } from '@blueprintjs/icons';
import type { MessageId, MessageRef } from '@scr/domain';
import { useText } from '../i18n/use-text.ts';

type PasswordInputProps = {
  readonly id: string;
  readonly label: MessageId;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: MessageRef | undefined;
  /** The field's rule, shown under it from the start; a failure's message takes its place. */
  readonly rule?: MessageRef;
  readonly autoComplete?: string;
  readonly disabled?: boolean;
};

/** A password field with show/hide (product-reference §2.3) and its rule or failure message under it. */
export const PasswordInput = ({
  id,
  label,
  value,
  onChange,
  error,
  rule,
  autoComplete = 'current-password',
  disabled,
}: PasswordInputProps) => {
  const text = useText();
  const [shown, setShown] = useState(false);
  const helper = error ?? rule;
  const helperId = `${id}-helper`;
  return (
    <FormGroup
      label={text(label)}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={helper && <span id={helperId}>{text(helper)}</span>}
    >
      <InputGroup
        id={id}
        aria-describedby={helper ? helperId : undefined}
        aria-invalid={error ? true : undefined}
        type={shown ? 'text' : 'password'}
        value={value}
        autoComplete={autoComplete}
        disabled={disabled}
        intent={error ? Intent.DANGER : Intent.NONE}
        onValueChange={onChange}
        rightElement={
          <Button
            variant="minimal"
            icon={shown ? <EyeOff /> : <EyeOpen />}
            aria-label={text(shown ? 'session.password.hide' : 'session.password.show')}
            title={text(shown ? 'session.password.hide' : 'session.password.show')}
            onClick={() => setShown((s) => !s)}
          />
        }
      />
    </FormGroup>
  );
};
