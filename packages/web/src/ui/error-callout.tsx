import { Callout, Intent } from '@blueprintjs/core';
import type { MessageRef, ValidationError } from '@scr/domain';
import { Text } from '../i18n/text.tsx';

/** A failure the page shows: any tagged domain error carries its text (and maybe a hint). */
export type ShownError = { readonly kind: string; readonly message: MessageRef; readonly hint?: MessageRef };

/** Validation errors show under their fields, not here. */
export const isShown = (error: { readonly kind: string }): boolean => error.kind !== 'Invalid';

/** A failure that carries field messages, to show under the form's fields. */
export const isInvalid = (error: ValidationError | ShownError): error is ValidationError =>
  error.kind === 'Invalid' && 'fields' in error;

/** The error catalogue's text of a failure, in a danger callout (role alert, so it is announced). */
export const ErrorCallout = ({ error }: { error: ShownError | null }) =>
  error ? (
    <Callout intent={Intent.DANGER} role="alert" className="scr-error-callout">
      <Text message={error.message} />
      {error.hint && (
        <>
          {' '}
          <Text message={error.hint} />
        </>
      )}
    </Callout>
  ) : null;
