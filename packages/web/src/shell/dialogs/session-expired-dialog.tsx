import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useLogout } from '../../session/use-logout.ts';

/** 'Your session has expired': the text of product-reference §8 and one button that logs out (→ /loggedout). */
export const SessionExpiredDialog = ({
  isOpen,
  onLoggedOut,
}: {
  isOpen: boolean;
  onLoggedOut: () => void;
}) => {
  const text = useText();
  const logout = useLogout();
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
