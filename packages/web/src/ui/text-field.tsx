import type { ClipboardEvent } from 'react';
import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import type { MessageId, MessageRef } from '@scr/domain';
import { useText } from '../i18n/use-text.ts';

type TextFieldProps = {
  readonly id: string;
  readonly label: MessageId;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: MessageRef | undefined;
  readonly helper?: MessageId;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly readOnly?: boolean;
  readonly onBlur?: () => void;
  readonly onEnter?: () => void;
  readonly onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  /** The field that takes the first keys of its screen. */
  readonly autoFocus?: boolean;
};

/** A labelled text input with the rule message (or a helper text) under it. */
export const TextField = ({
  id,
  label,
  value,
  onChange,
  error,
  helper,
  type = 'text',
  autoComplete,
  readOnly,
  onBlur,
  onEnter,
  onPaste,
  autoFocus,
}: TextFieldProps) => {
  const text = useText();
  return (
    <FormGroup
      label={text(label)}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? text(error) : helper ? text(helper) : undefined}
    >
      <InputGroup
        id={id}
        autoFocus={autoFocus}
        type={type}
        value={value}
        autoComplete={autoComplete}
        readOnly={readOnly}
        intent={error ? Intent.DANGER : Intent.NONE}
        aria-invalid={error ? true : undefined}
        onValueChange={onChange}
        onBlur={onBlur}
        onPaste={onPaste}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onEnter) {
            event.preventDefault();
            onEnter();
          }
        }}
      />
    </FormGroup>
  );
};
