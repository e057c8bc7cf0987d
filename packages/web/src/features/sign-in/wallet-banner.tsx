import { useEffect, useState } from 'react';
import { Button, Callout, Icon, Intent } from '@blueprintjs/core';
import { Cross, Document } from '@blueprintjs/icons';
import { isNewerVersionAvailable, LATEST_WALLET_VERSION } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { tokens } from '../../deps/tokens.ts';
import { boundService } from '../../deps/bound-service.ts';
import { useContainerLoader } from '../../deps/deps-context.tsx';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText } from '../../i18n/use-text.ts';
import { walletUpgradeProcedureUrl } from '../../shell/dialogs/wallet-upgrade-procedure.ts';

/** Where a dismissed banner is remembered for the tab's session: the wallet URL and the version it told. */
const DISMISSED_KEY = 'scr.walletBanner.dismissed';

const readDismissed = (): string | null => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
};

const storeDismissed = (told: string): void => {
  try {
    sessionStorage.setItem(DISMISSED_KEY, told);
  } catch {
    // Not kept: the banner stays closed on this page only.
  }
};

/**
 * 'A newer wallet version is available' (product-reference §1): shown while the organization's wallet answers a
 * version below the latest known one. An unreachable wallet shows nothing here (the status dots
 * of the admin pages report it). It links to the update procedure (the one the 'Wallet upgrade
 * required' dialog links to) and can be dismissed: once read, it stays closed for the tab's session
 * until the wallet answers another version.
 */
export const WalletBanner = ({ walletUrl }: { walletUrl: string }) => {
  const load = useContainerLoader();
  const text = useText();
  const { locale } = useLocale();
  const [dismissed, setDismissed] = useState(readDismissed);
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
  const told = `${walletUrl}@${version}`;
  if (dismissed === told) return null;
  return (
    <Callout intent={Intent.WARNING} className="scr-wallet-banner" role="status">
      <span className="scr-wallet-banner__text">
        <Text id="wallet.newerVersionAvailable" values={{ latest: LATEST_WALLET_VERSION, version }} />
      </span>
      <a href={walletUpgradeProcedureUrl(locale)} target="_blank" rel="noopener noreferrer">
        <Icon icon={<Document />} /> {text('wallet.banner.howToUpdate')}
      </a>
      <Button
        variant="minimal"
        size="small"
        icon={<Cross />}
        aria-label={text('wallet.banner.dismiss')}
        onClick={() => {
          storeDismissed(told);
          setDismissed(told);
        }}
      />
    </Callout>
  );
};
