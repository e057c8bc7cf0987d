import { Button, H1, Intent } from '@blueprintjs/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { MessageRef } from '@scr/domain';
import { Text } from '../i18n/text.tsx';
import { useText } from '../i18n/use-text.ts';

/**
 * 'A problem occured' with 'Return to login screen' (product-reference §2.3): the router's error boundary, and the
 * page the sign-in step shows for 'User not authenticated...'. Without a known reason it says so plainly.
 */
export const ErrorPage = ({
  reason,
  detail,
  returnToLogin = () => window.location.assign('/'),
}: {
  reason?: MessageRef;
  /** What broke, for the developer: shown by development builds and tests only. */
  detail?: string;
  /** A full load of '/' by default: whatever broke starts afresh. */
  returnToLogin?: () => void;
}) => {
  const text = useText();
  return (
    <section className="scr-page scr-error-page" role="alert">
      <H1 className="scr-page__title">
        <Text id="session.problem" />
      </H1>
      <p>{reason ? <Text message={reason} /> : <Text id="app.error.unexpected" />}</p>
      {detail !== undefined && <pre className="scr-error-detail">{detail}</pre>}
      <Button intent={Intent.PRIMARY} text={text('session.returnToLogin')} onClick={returnToLogin} />
    </section>
  );
};

type BoundaryProps = { readonly resetKey: string; readonly children: ReactNode };
type BoundaryState = { readonly key: string; readonly failed: boolean; readonly detail?: string };

/** Catches what a route throws (a render error, a chunk that did not arrive) until the path changes. */
class RouteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { key: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    // A production build tells the user only that something broke; development and tests say what
    // (a missing container binding names its token).
    return { failed: true, detail: import.meta.env.DEV ? String(error) : undefined };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, failed: false, detail: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="scr-main">
        <ErrorPage detail={this.state.detail} />
      </main>
    );
  }
}

/**
 * The routes' error boundary: logs the error for the developer, shows the page to the user; moving to
 * another path tries the routes again.
 */
export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => (
  <RouteBoundary resetKey={useLocation().pathname}>{children}</RouteBoundary>
);
