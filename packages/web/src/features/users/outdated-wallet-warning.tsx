import { Callout, Intent } from '@blueprintjs/core';
import { meetsRequiredVersion } from '@scr/domain';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useResultQuery } from '../../server-state/result-query.ts';
import { usersKeys } from './users-queries.ts';
import { usersUseCasesToken } from './users-use-cases.ts';

/** 'You are running an outdated wallet…' when the organization's wallet is below 1.1.4 (product-reference §2.5). */
export const OutdatedWalletWarning = ({ walletUrl }: { walletUrl: string }) => {
  const text = useText();
  const users = useUseCase(usersUseCasesToken);
  const check = useResultQuery({
    key: usersKeys.wallet(walletUrl),
    load: () => users.checkWallet(walletUrl),
  });
  if (!check.isSuccess || check.data.state !== 'available') return null;
  if (meetsRequiredVersion(check.data.version)) return null;
  return (
    <Callout intent={Intent.WARNING} className="scr-page">
      {text('wallet.outdated', { version: check.data.version })}
    </Callout>
  );
};
