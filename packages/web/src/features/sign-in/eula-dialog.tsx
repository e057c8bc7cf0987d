import { useState } from 'react';
import { Button, Checkbox, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import { DocumentLink } from '../../ui/document-link.tsx';
import type { ApiSession, Eula } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';
import { ErrorCallout } from '../../ui/error-callout.tsx';
import { useCalloutSubmit } from '../../ui/use-callout-submit.ts';
import { tokens } from '../../deps/tokens.ts';
import { useLater } from './use-later.ts';

type EulaDialogProps = {
  readonly eula: Eula;
  readonly onAccepted: (session: ApiSession) => void;
  readonly onNotAuthenticated: () => void;
  /** Declining is leaving: the half-made session is forgotten and the login form shows again. */
  readonly onLogout: () => void;
};

/**
 * A pending EULA blocks the app until accepted (product-reference §1, §2.3): a checkbox and 'Accept and
 * continue to app'. The specification gives no way out; a user who will not accept can still log out
 * (the dialog cannot be closed otherwise, so without it the only way out was closing the tab).
 */
export const EulaDialog = ({ eula, onAccepted, onNotAuthenticated, onLogout }: EulaDialogProps) => {
  const text = useText();
  const later = useLater();
  const [accepted, setAccepted] = useState(false);
  const { fields, setFields, error, busy, submit: run } = useCalloutSubmit();

  const submit = () =>
    run(
      () => later(tokens.acceptEula)({ eulaId: eula.id, accepted }),
      onAccepted,
      (e) => {
        if (e.kind !== 'NotAuthenticated') return false;
        onNotAuthenticated();
        return true;
      },
    );

  return (
    <Dialog
      isOpen
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      title={text('session.eula.title')}
    >
      <DialogBody>
        <p>
          <Text id="session.eula.text" />
        </p>
        <ErrorCallout error={error} />
        <Checkbox
          checked={accepted}
          label={text('session.eula.accept')}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            setFields({});
          }}
        />
        <DocumentLink document="eula" />
        {fields.accepted && (
          <p className="scr-field-error" role="alert">
            <Text message={fields.accepted} />
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" text={text('session.logout')} disabled={busy} onClick={onLogout} />
            <Button
              intent={Intent.PRIMARY}
              text={text('session.eula.continue')}
              loading={busy}
              onClick={submit}
            />
          </>
        }
      />
    </Dialog>
  );
};
