import { Button, Callout, DialogBody, DialogFooter, Icon, Intent } from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import { Document } from '@blueprintjs/icons';
import { REQUIRED_WALLET_VERSION } from '@scr/domain';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText } from '../../i18n/use-text.ts';
import { walletUpgradeProcedureUrl } from './wallet-upgrade-procedure.ts';

/**
 * 'Wallet upgrade required' (product-reference §5): every connection action needs the wallet at 1.1.4 or
 * later. Opened by the signed-in frame's one failure path, whichever page's action met the gate.
 */
export const WalletUpgradeDialog = ({
  version,
  onClose,
}: {
  version: string | null;
  onClose: () => void;
}) => {
  const text = useText();
  const { locale } = useLocale();
  return (
    <Dialog
      isOpen={version !== null}
      title={text('connections.error.walletUpgradeRequired')}
      onClose={onClose}
    >
      <DialogBody>
        <Callout intent={Intent.WARNING}>
          {text('connections.upgrade.text', { required: REQUIRED_WALLET_VERSION, version: version ?? '' })}
        </Callout>
        <p>
          <a href={walletUpgradeProcedureUrl(locale)} target="_blank" rel="noopener noreferrer">
            <Icon icon={<Document />} /> {text('connections.upgrade.procedure')}
          </a>
        </p>
      </DialogBody>
      <DialogFooter actions={<Button text={text('connections.action.close')} onClick={onClose} />} />
    </Dialog>
  );
};
