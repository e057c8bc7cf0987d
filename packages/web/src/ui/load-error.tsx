import { Button, Callout, Intent } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import type { MessageRef } from '@scr/domain';
import { useText } from '../i18n/use-text.ts';
import { failureText, type ShownFailure } from './failure-text.ts';

/**
 * The text of a failed load. A server failure (5xx) reads as the API being unreachable: the admin
 * can do nothing about it but retry or ask, and a raw 'Internal Server Error' tells them nothing.
 */
export const loadFailureText = (failure: ShownFailure): MessageRef =>
  // A 401 of a signed-in page: the platform ended the session (its dialog leads to the login).
  failure.kind === 'Unauthorized'
    ? { id: 'shared.error.sessionExpired' }
    : failure.kind === 'HttpError' && 'status' in failure && Number(failure.status) >= 500
      ? { id: 'shared.error.apiUnreachable' }
      : failureText(failure, { id: 'shared.error.apiUnreachable' });

/**
 * A load that failed, said where the data would be, with Retry. What the page showed before stays
 * beside it (the caller keeps it), so a failure never looks like an empty list.
 */
export const LoadError = (props: { readonly message: MessageRef; readonly onRetry: () => void }) => {
  const text = useText();
  return (
    <Callout intent={Intent.DANGER} role="alert" className="scr-load-error">
      <span>{text(props.message)}</span>{' '}
      <Button variant="minimal" icon={<Refresh />} text={text('paging.load.retry')} onClick={props.onRetry} />
    </Callout>
  );
};
