import { Button, H2, Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import type { MessageRef } from '@scr/domain';
import { Text } from '../i18n/text.tsx';
import { useText } from '../i18n/use-text.ts';

/**
 * 'A problem occured' with 'Return to login screen' (spec §2.3): the router's error boundary, and the
 * page the sign-in step shows for 'User not authenticated...'. Without a known reason it says so plainly.
 */
export const ErrorPage = ({
  reason,
  returnToLogin = () => window.location.assign('/'),
}: {
  reason?: MessageRef;
  /** A full load of '/' by default: whatever broke starts afresh. */
  returnToLogin?: () => void;
}) => {
  const text = useText();
  return (
    <section className="scr-page scr-error-page" role="alert">
      <H2>
        <Text id="session.problem" />
      </H2>
      <p>{reason ? <Text message={reason} /> : <Text id="app.error.unexpected" />}</p>
      <Button intent={Intent.PRIMARY} text={text('session.returnToLogin')} onClick={returnToLogin} />
    </section>
  );
};

/** The root route's errorElement: logs the error for the developer, shows the page to the user. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="scr-main">
      <ErrorPage />
    </main>
  );
};
