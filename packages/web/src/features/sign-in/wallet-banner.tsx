import { useEffect, useState } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { isNewerVersionAvailable, LATEST_WALLET_VERSION } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { tokens } from '../../deps/tokens.ts';
import { boundService } from '../../deps/bound-service.ts';
import { useContainerLoader } from '../../deps/deps-context.tsx';

/**
 * 'A newer wallet version is available' (product-reference §1): shown while the organization's wallet answers a
 * version below the latest known one. An unreachable wallet shows nothing here (the status dots
 * of the admin pages report it).
 */
export const WalletBanner = ({ walletUrl }: { walletUrl: string }) => {
  const load = useContainerLoader();
  // Answers by wallet URL: an answer for a URL no longer shown (the organization switched while it
  // was on its way) is kept under its own URL and never shows as this one's.
  const [versions, setVersions] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    // Any failure (wallet unreachable, container not loadable) shows no banner, never an error.
    load()
      .then((container) => boundService(container, tokens.wallet).version(walletUrl))
      .then((result) => {
        if (result.isOk()) setVersions((known) => ({ ...known, [walletUrl]: result.value }));
      })
      .catch(() => undefined);
  }, [load, walletUrl]);
  const version = versions[walletUrl] ?? null;
  if (version === null || !isNewerVersionAvailable(version)) return null;
  return (
    <Callout intent={Intent.WARNING} className="scr-wallet-banner" role="status">
      <Text id="wallet.newerVersionAvailable" values={{ latest: LATEST_WALLET_VERSION, version }} />
    </Callout>
  );
};
