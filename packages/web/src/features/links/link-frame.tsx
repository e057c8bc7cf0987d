import type { ReactNode } from 'react';
import { AnchorButton, Callout, Card, Classes, H1, Intent, Spinner } from '@blueprintjs/core';
import type { MessageId, MessageRef } from '@scr/domain';
import { Link } from 'react-router';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';
import { ErrorCallout, type ShownError } from '../../ui/error-callout.tsx';
import type { LinkLoad } from './use-link-load.ts';
import './links.css';

/** A public link page: its title over a card. */
export const LinkFrame = ({ title, children }: { title: MessageId; children: ReactNode }) => (
  <Card className="scr-link-page">
    <H1 className="scr-page__title">
      <Text id={title} />
    </H1>
    {children}
  </Card>
);

/** While a link loads: a spinner; when it fails: the error catalogue's text and the way to the login. */
export const LinkState = <T,>({
  load,
  children,
}: {
  load: LinkLoad<T>;
  children: (data: T) => ReactNode;
}) => {
  if (load.state === 'loading') return <Spinner size={32} />;
  if (load.state === 'failed')
    return (
      <>
        <ErrorCallout error={load.error} />
        <LoginLink />
      </>
    );
  return <>{children(load.data)}</>;
};

/** 'Go to login' as a link to '/'. */
export const LoginLink = () => (
  <p>
    <Link to="/">
      <Text id="addUser.toLogin" />
    </Link>
  </p>
);

/** A success text with the ways on: the login, and optionally the release-info app. */
export const LinkSuccess = ({ message, appUrl }: { message: MessageRef; appUrl?: string }) => {
  const text = useText();
  return (
    <>
      <Callout intent={Intent.SUCCESS} role="status">
        <Text message={message} />
      </Callout>
      <div className="scr-link-page__links">
        <Link to="/" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          <Text id="addUser.toLogin" />
        </Link>
        {appUrl && <AnchorButton href={appUrl} text={text('addUser.toApp')} variant="minimal" />}
      </div>
    </>
  );
};

export type { ShownError };
