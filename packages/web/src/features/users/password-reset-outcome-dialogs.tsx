import { AnchorButton, Button, DialogBody, DialogFooter, Intent, Tag } from '@blueprintjs/core';
import { Dialog } from '../../ui/dialog.tsx';
import type { PasswordResetResults, WalletUpgradeRequiredError } from '@scr/domain';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { walletUpgradeProcedureUrl } from '../../shell/dialogs/wallet-upgrade-procedure.ts';
import { useText } from '../../i18n/use-text.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';

/** 'Password reset results': per organization success or failure and a message (product-reference §2.5). */
export const PasswordResetResultsDialog = (props: {
  readonly results: PasswordResetResults;
  readonly onClose: () => void;
}) => {
  const text = useText();
  return (
    <Dialog isOpen title={text(props.results.title)} onClose={props.onClose}>
      <DialogBody>
        <DataTable
          columns={[
            {
              id: 'organization',
              header: text('users.passwordReset.results.organization'),
              cell: (r) => r.name,
            },
            {
              id: 'result',
              header: text('users.passwordReset.results.result'),
              cell: (r) => (
                <Tag intent={r.success ? Intent.SUCCESS : Intent.DANGER}>
                  {text(
                    r.success ? 'users.passwordReset.results.success' : 'users.passwordReset.results.failure',
                  )}
                </Tag>
              ),
            },
            {
              id: 'message',
              header: text('users.passwordReset.results.message'),
              cell: (r) => text(r.message),
            },
          ]}
          rows={props.results.results}
          rowKey={(r) => r.organizationId}
          label={text(props.results.title)}
          striped={false}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <Button
            intent={Intent.PRIMARY}
            text={text('users.passwordReset.results.close')}
            onClick={props.onClose}
          />
        }
      />
    </Dialog>
  );
};

/** 'Wallet upgrade required': the wallet is below 1.1.4, with the procedure PDF (product-reference §2.5). */
export const WalletUpgradeDialog = (props: {
  readonly error: WalletUpgradeRequiredError;
  readonly onClose: () => void;
}) => {
  const text = useText();
  const { locale } = useLocale();
  return (
    <Dialog isOpen title={text('users.passwordReset.upgrade.title')} onClose={props.onClose}>
      <DialogBody>
        <p>{text(props.error.message)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={text('users.passwordReset.results.close')} onClick={props.onClose} />
            <AnchorButton
              intent={Intent.PRIMARY}
              href={walletUpgradeProcedureUrl(locale)}
              target="_blank"
              rel="noopener noreferrer"
              text={text('users.passwordReset.upgrade.link')}
            />
          </>
        }
      />
    </Dialog>
  );
};
