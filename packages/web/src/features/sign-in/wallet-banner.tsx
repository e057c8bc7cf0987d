import { useEffect, useState } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { isNewerVersionAvailable, LATEST_WALLET_VERSION } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useLater } from './use-later.ts';

/**
 * 'A newer wallet version is available' (spec §1): shown while the organization's wallet answers a
 * version below the latest known one. An unreachable wallet shows nothing here (the status dots
 * of the admin pages report it).
 */
export const WalletBanner = ({ walletUrl }: { walletUrl: string }) => {
  const later = useLater();
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void later(tokens.wallet)
      .version(walletUrl)
      .map((v) => {
        if (live) setVersion(v);
      });
    return () => {
      live = false;
    };
  }, [later, walletUrl]);
  if (version === null || !isNewerVersionAvailable(version)) return null;
  return (
    <Callout intent={Intent.WARNING} className="scr-wallet-banner" role="status">
      <Text id="wallet.newerVersionAvailable" values={{ latest: LATEST_WALLET_VERSION, version }} />
    </Callout>
  );
};
