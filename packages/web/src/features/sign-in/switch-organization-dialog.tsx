import { lazy, Suspense, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { FieldErrors, LoginOption } from '@scr/domain';
import { useContainerLoader } from '../../deps/deps-context.tsx';
import { tokens } from '../../deps/tokens.ts';
import { boundService } from '../../deps/bound-service.ts';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useSession, type ShellUser } from '../../session/session-context.tsx';
import { useLogout } from '../../session/use-logout.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { isShown, type ShownError } from '../../ui/error-callout.tsx';
import { OrganizationSelect, organizationChoice } from './organization-select.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { useLater } from './use-later.ts';
import { useSignInFlow } from './use-sign-in-flow.ts';
import { useResultMutation } from '../../server-state/result-mutation.ts';

const EulaDialog = lazy(() => import('./eula-dialog.tsx').then((m) => ({ default: m.EulaDialog })));
const TwoFactorScreen = lazy(() =>
  import('./two-factor-screen.tsx').then((m) => ({ default: m.TwoFactorScreen })),
);

type SwitchOrganizationDialogProps = {
  readonly user: ShellUser;
  readonly options: readonly LoginOption[];
  readonly onClose: () => void;
  /** Where the focus goes back to when the dialog closes (the menu item that opened it is gone). */
  readonly opener?: RefObject<HTMLElement | null>;
};

/**
 * 'Switch organization' (profile menu): a new sign-in of the same email for another of its
 * organizations, with that organization's wallet password, through the login's own use case and
 * steps (product-reference §2.3, §4 Login: 2FA by email, a pending EULA). The new session replaces
 * this tab's; the server state of the old organization is dropped and '/' lands on the new one's
 * page. Once a step past the password is reached the old session is gone: leaving then logs out.
 */
export const SwitchOrganizationDialog = ({
  user,
  options,
  onClose,
  opener,
}: SwitchOrganizationDialogProps) => {
  const text = useText();
  const later = useLater();
  const load = useContainerLoader();
  const navigate = useNavigate();
  const logout = useLogout();
  const { setUser } = useSession();
  const flow = useSignInFlow((next) => {
    void load().then((container) => {
      boundService(container, tokens.serverState).client.clear();
      setUser(next);
      onClose();
      void navigate('/', { replace: true });
    });
  });
  const [organizationId, setOrganizationId] = useState(() => organizationChoice(options));
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<ShownError | null>(null);
  const atPassword = flow.state.step === 'form' && flow.eula === null;
  // The sign-in and its next step as one change: pending until the new session is set or the next
  // step shows. A refused sign-in shows here; it is no sign of stale page data, so the failure table
  // does not read the page again for it (an ended session still meets the session-expired dialog).
  const signIn = useResultMutation(
    (input: { email: string; organizationId: string; password: string }) =>
      later(tokens.signIn)(input).map(flow.settle),
    { answers: ['HttpError'], signIn: true },
  );

  const submit = () => {
    setError(null);
    setFields({});
    signIn.mutate(
      { email: user.email, organizationId, password },
      {
        onError: (e) => {
          if (e.kind === 'Invalid') setFields(e.fields);
          else if (isShown(e)) setError(e);
        },
      },
    );
  };

  return (
    <FormDialog
      title={text('session.switch.title')}
      opener={opener}
      onClose={atPassword ? onClose : logout}
      onSubmit={submit}
      submitText={text('session.switch.submit')}
      cancelText={text('session.cancel')}
      pending={signIn.isPending}
      submitDisabled={!atPassword}
      intro={<Text id="session.switch.intro" values={{ email: user.email }} />}
      error={flow.state.step === 'problem' ? { kind: 'problem', message: flow.state.reason } : error}
      nextStep={
        flow.state.step === 'twoFactor' ? (
          <Suspense fallback={null}>
            <TwoFactorScreen
              onOutcome={flow.onOutcome}
              onNotAuthenticated={flow.notAuthenticated}
              onCancel={logout}
            />
          </Suspense>
        ) : undefined
      }
      over={
        <Suspense fallback={null}>
          {flow.eula && (
            <EulaDialog
              eula={flow.eula}
              onAccepted={flow.onEulaAccepted}
              onNotAuthenticated={flow.notAuthenticated}
              onLogout={logout}
            />
          )}
        </Suspense>
      }
    >
      <OrganizationSelect
        id="switch-organization"
        options={options}
        value={organizationId}
        onChange={(value) => {
          setOrganizationId(value);
          setFields(({ organizationId: _cleared, ...rest }) => rest);
        }}
        error={fields.organizationId}
      />
      <PasswordInput
        id="switch-password"
        label="session.field.password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setFields(({ password: _cleared, ...rest }) => rest);
        }}
        error={fields.password}
      />
    </FormDialog>
  );
};
