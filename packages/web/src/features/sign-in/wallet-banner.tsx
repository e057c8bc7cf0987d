import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Callout, Icon, Intent } from '@blueprintjs/core';
import { Cross, Document } from '@blueprintjs/icons';
import { isNewerVersionAvailable, LATEST_WALLET_VERSION } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { tokens } from '../../deps/tokens.ts';
import { ResultAsync } from 'neverthrow';
import { useContainerLoader, useUseCase } from '../../deps/deps-context.tsx';
import { boundService } from '../../deps/bound-service.ts';
import { useResultQuery } from '../../server-state/result-query.ts';
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
const Banner = ({ walletUrl }: { walletUrl: string }) => {
  const load = useContainerLoader();
  const text = useText();
  const { locale } = useLocale();
  const [dismissed, setDismissed] = useState(readDismissed);
  // Keyed by the wallet URL: an answer for a URL no longer shown (the organization switched while it
  // was on its way) never shows as this one's. The wallet is resolved when read, not when drawn: any
  // failure (the wallet unreachable, a container without one) shows no banner and breaks no page.
  const version =
    useResultQuery({
      key: ['wallet-banner', walletUrl],
      load: () =>
        new ResultAsync(
          load().then((container) => boundService(container, tokens.wallet).version(walletUrl)),
        ),
    }).data ?? null;
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

/**
 * The banner reads as a query of the app's client. It sits above the signed-in frame (beside the
 * session, over every page of a signed-in user), so it brings the client along; its failures still
 * reach the one failure table through the client's cache. Loaded when a signed-in user first shows:
 * the login route's scripts carry no query library.
 */
export const WalletBanner = ({ walletUrl }: { walletUrl: string }) => (
  <QueryClientProvider client={useUseCase(tokens.serverState).client}>
    <Banner walletUrl={walletUrl} />
  </QueryClientProvider>
);
