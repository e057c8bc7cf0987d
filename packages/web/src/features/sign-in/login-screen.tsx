import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Callout, Card, H1, H2, Intent } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';
import './sign-in.css';
import { ErrorPage } from '../../shell/error-page.tsx';
import { HelpButton } from '../../shell/help-button.tsx';
import { useOpenedOnce } from '../../shell/opened-once.ts';
import { PublicTools } from '../../shell/public-tools.tsx';
import { LoginForm } from './login-form.tsx';
import { useLoginForm } from './use-login-form.ts';
import { useSignInFlow } from './use-sign-in-flow.ts';

// What the first paint does not show loads on demand (architecture §5: the login route loads what it needs).
/** A later step whose requests are mutations: it brings the server state along when it loads. */
const withServerStateLater = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    const [Component, { withServerState }] = await Promise.all([
      load(),
      import('../../server-state/server-state-provider.tsx'),
    ]);
    return { default: withServerState(Component) };
  });
const ForgotPasswordDialog = withServerStateLater(() =>
  import('./forgot-password-dialog.tsx').then((m) => m.ForgotPasswordDialog),
);
const PasswordLinkSentDialog = lazy(() =>
  import('./forgot-password-dialog.tsx').then((m) => ({ default: m.PasswordLinkSentDialog })),
);
const EulaDialog = withServerStateLater(() => import('./eula-dialog.tsx').then((m) => m.EulaDialog));
const TwoFactorScreen = withServerStateLater(() =>
  import('./two-factor-screen.tsx').then((m) => m.TwoFactorScreen),
);
const SubscriptionExpired = lazy(() =>
  import('./subscription-expired.tsx').then((m) => ({ default: m.SubscriptionExpired })),
);

/** The login form with the notice frame beside it, the forgot-password dialogs (?showpwreset opens one). */
const LoginStep = ({ form }: { form: ReturnType<typeof useLoginForm> }) => {
  const [params] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(() => params.has('showpwreset'));
  const [sentOpen, setSentOpen] = useState(false);
  const forgotOpened = useOpenedOnce(forgotOpen);
  const sentOpened = useOpenedOnce(sentOpen);
  const text = useText();
  return (
    <div className="scr-login__body">
      <Card className="scr-login__card">
        <H1 className="scr-page__title">
          <Text id="session.login" />
        </H1>
        <LoginForm form={form} onForgotPassword={() => setForgotOpen(true)} />
      </Card>
      {/* The title as the next heading level (Callout's own title is an h5 after the h1), looking the same. */}
      <Callout className="scr-login__notice" intent={Intent.PRIMARY}>
        <H2 className="scr-login__notice-title">{text('session.notice.title')}</H2>
        <Text id="session.notice.text" />
      </Callout>
      <Suspense fallback={null}>
        {forgotOpened && (
          <ForgotPasswordDialog
            isOpen={forgotOpen}
            initialEmail={form.values.email}
            initialOrganizationId={form.values.organizationId}
            initialOptions={form.options}
            onClose={() => setForgotOpen(false)}
            onSent={() => {
              setForgotOpen(false);
              setSentOpen(true);
            }}
          />
        )}
        {sentOpened && <PasswordLinkSentDialog isOpen={sentOpen} onClose={() => setSentOpen(false)} />}
      </Suspense>
    </div>
  );
};

/** The login screen and its steps (product-reference §2.3): form, 2FA, EULA, expired page, error page. */
export const LoginScreen = () => {
  const flow = useSignInFlow();
  const form = useLoginForm({ onOutcome: flow.settle, onExpired: flow.expired });
  const { state } = flow;
  return (
    <main className="scr-main scr-main--public scr-login">
      <PublicTools>
        <HelpButton helpKey="login" />
      </PublicTools>
      {state.step === 'form' && <LoginStep form={form} />}
      <Suspense fallback={null}>
        {state.step === 'twoFactor' && (
          <TwoFactorScreen
            onOutcome={flow.onOutcome}
            onNotAuthenticated={flow.notAuthenticated}
            onCancel={flow.backToLogin}
          />
        )}
        {state.step === 'expired' && <SubscriptionExpired onReturn={flow.backToLogin} />}
        {flow.eula && (
          <EulaDialog
            eula={flow.eula}
            onAccepted={flow.onEulaAccepted}
            onNotAuthenticated={flow.notAuthenticated}
            onLogout={flow.backToLogin}
          />
        )}
      </Suspense>
      {state.step === 'problem' && <ErrorPage reason={state.reason} returnToLogin={flow.backToLogin} />}
    </main>
  );
};
