import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useLocation } from 'react-router';
import { Dialog } from '../../ui/dialog.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useLogout } from '../../session/use-logout.ts';

/**
 * 'Your session has expired': the text of product-reference §8 and one button that logs out (→ /loggedout).
 * The session ended, the admin did not choose to leave: signing in again leads back to this page,
 * its tab, page, search and sort (the URL holds them), not to the landing page.
 */
export const SessionExpiredDialog = ({
  isOpen,
  onLoggedOut,
}: {
  isOpen: boolean;
  onLoggedOut: () => void;
}) => {
  const text = useText();
  const logout = useLogout(useLocation());
  return (
    <Dialog
      isOpen={isOpen}
      title={text('session.expired')}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>{text('shared.error.sessionExpired')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button
            intent={Intent.PRIMARY}
            text={text('session.logout')}
            onClick={() => {
              onLoggedOut();
              logout();
            }}
          />
        }
      />
    </Dialog>
  );
};
