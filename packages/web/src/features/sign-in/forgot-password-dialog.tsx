import { useState } from 'react';
import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import type { FieldErrors, LoginOption } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';
import type { ShownError } from '../../ui/error-callout.tsx';
import { OrganizationSelect, organizationChoice } from './organization-select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useLater } from './use-later.ts';
import { useResultMutation } from '../../server-state/result-mutation.ts';

type ForgotPasswordDialogProps = {
  readonly isOpen: boolean;
  readonly initialEmail: string;
  /** The login form's organization choice, kept when the email's look-up still offers it. */
  readonly initialOrganizationId: string;
  /**
   * The login form's organizations for its email: choosable while the dialog's own look-up (which
   * also says whether the platform can mail a reset link) runs, instead of an empty select.
   */
  readonly initialOptions: readonly LoginOption[] | null;
  readonly onClose: () => void;
  readonly onSent: () => void;
};

/**
 * 'Forgot password?': email and organization; the platform mails a reset link (product-reference §2.3, §8).
 * Its request is a mutation whose failure goes through the one failure table: the login screen
 * loads it with the server state around it (withServerState).
 */
export const ForgotPasswordDialog = ({
  isOpen,
  initialEmail,
  initialOrganizationId,
  initialOptions,
  onClose,
  onSent,
}: ForgotPasswordDialogProps) => {
  const text = useText();
  const later = useLater();
  const [email, setEmail] = useState(initialEmail);
  const [organizationId, setOrganizationId] = useState(initialOrganizationId);
  const [options, setOptions] = useState<readonly LoginOption[] | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  // The dialog's look-up ran at its first opening: a later opening keeps what it found (or asks
  // again if it found nothing).
  const [opened, setOpened] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<ShownError | null>(null);
  const request = useResultMutation(later(tokens.requestPasswordReset), { signIn: true });
  // The look-up is a read the dialog answers in place; the failure table hears of it too.
  const { report } = useUseCase(tokens.serverState);

  const lookUp = (address = email) => {
    setError(null);
    setLookingUp(true);
    void later(tokens.loadLoginOptions)({ email: address }).match(
      (found) => {
        setLookingUp(false);
        setOptions(found);
        setFields({});
        // A choice made before the answer (on the login form, or in this select while it was busy)
        // stays while the email still offers it; otherwise a sole organization is chosen for the user.
        setOrganizationId((chosen) => organizationChoice(found, chosen));
      },
      (e) => {
        setLookingUp(false);
        setOptions(null);
        report(e, 'load');
        if (e.kind === 'Invalid') setFields(e.fields);
        else setError(e);
      },
    );
  };

  const submit = () => {
    // The last attempt's texts go: a field message under a select filled since must not stay.
    setError(null);
    setFields({});
    request.mutate(
      { email, organizationId },
      { onSuccess: onSent, onError: (e) => (e.kind === 'Invalid' ? setFields(e.fields) : setError(e)) },
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        // The login form's email comes along when the dialog opens with none of its own; the dialog
        // mounts on its first opening (login-screen.tsx), with that email already in its state.
        // Its organizations show at once, the login form's, until the dialog's look-up answers.
        const address = email || initialEmail;
        const chosen = organizationId || initialOrganizationId;
        if ((!opened || options === null) && address !== '') {
          setOpened(true);
          setEmail(address);
          setOrganizationId(chosen);
          if (address === initialEmail) setOptions(initialOptions);
          lookUp(address);
        }
      }}
      title={text('session.forgotPassword')}
      onSubmit={submit}
      submitText={text('passwordReset.request')}
      cancelText={text('session.cancel')}
      pending={request.isPending}
      intro={<Text id="session.forgotPassword.intro" />}
      error={error}
    >
      <TextField
        id="forgot-email"
        label="session.field.email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setOptions(null);
        }}
        onBlur={() => lookUp()}
        onEnter={() => lookUp()}
        error={fields.email}
      />
      <OrganizationSelect
        id="forgot-organization"
        options={options}
        busy={lookingUp}
        value={organizationId}
        onChange={(value) => {
          setOrganizationId(value);
          setFields(({ organizationId: _answered, ...others }) => others);
        }}
        error={fields.organizationId}
      />
      {error?.kind === 'CompanyHostedWallet' && (
        <p className="scr-forgot__admin-note">
          <Text id="passwordReset.companyWallet.adminNote" />
        </p>
      )}
    </FormDialog>
  );
};

/** The confirmation after the request: 'Password link sent'. */
export const PasswordLinkSentDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const text = useText();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={text('session.passwordLinkSent')}>
      <DialogBody>
        <p>
          <Text id="session.passwordLinkSent.text" />
        </p>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text={text('app.close')} onClick={onClose} />} />
    </Dialog>
  );
};
