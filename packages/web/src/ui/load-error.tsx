import { Button, Callout, Intent } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import type { MessageRef } from '@scr/domain';
import { useText } from '../i18n/use-text.ts';
import { useRuntimeConfig } from '../deps/deps-context.tsx';
import { useShellDialogs } from '../shell/dialogs/shell-dialogs.tsx';
import { failureText, type ShownFailure } from './failure-text.ts';
import { platformFailureText } from './platform-failure-text.ts';

/**
 * The text of a failed load: a call the platform did not serve in the words every write uses too
 * (platformFailureText; LoadError fills `{support}` from the runtime config), otherwise its own.
 */
export const loadFailureText = (failure: ShownFailure): MessageRef => {
  // A 401 of a signed-in page: the platform ended the session (its dialog leads to the login).
  if (failure.kind === 'Unauthorized') return { id: 'shared.error.sessionExpired' };
  return platformFailureText(failure) ?? failureText(failure, { id: 'shared.error.loadFailed' });
};

/**
 * A load that failed, said where the data would be, with Retry. What the page showed before stays
 * beside it (the caller keeps it), so a failure never looks like an empty list. Once the session
 * has ended there is no Retry: every load would fail the same way, and the session-expired dialog
 * over the page is the one way on.
 */
export const LoadError = (props: { readonly message: MessageRef; readonly onRetry: () => void }) => {
  const text = useText();
  const { supportEmail } = useRuntimeConfig();
  const { sessionEnded } = useShellDialogs();
  const message = { ...props.message, values: { support: supportEmail, ...props.message.values } };
  return (
    <Callout intent={Intent.DANGER} role="alert" className="scr-load-error">
      <span>{text(message)}</span>{' '}
      {!sessionEnded && (
        <Button
          variant="minimal"
          icon={<Refresh />}
          text={text('paging.load.retry')}
          onClick={props.onRetry}
        />
      )}
    </Callout>
  );
};
