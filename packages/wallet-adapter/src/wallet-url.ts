// Which wallet a walletUrl names: '0' is the provider-hosted wallet (product-reference §3 Organization.walletUrl).
import type { WalletHosting } from '@scr/domain';

const trimSlashes = (url: string): string => url.trim().replace(/\/+$/, '');

export const HOSTED_WALLET_URL_VALUE = '0';

export const createWalletUrls = (hostedWalletUrl: string) => {
  const hosted = trimSlashes(hostedWalletUrl);
  const originOf = (url: string): string | null => {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  };
  return {
    /** The base URL to call; '0' (or blank) resolves to the hosted wallet. */
    resolve: (walletUrl: string): string => {
      const url = walletUrl.trim();
      return url === HOSTED_WALLET_URL_VALUE || url === '' ? hosted : trimSlashes(url);
    },
    /** 'hosted' for '0' and for the hosted wallet's own origin; anything else is a company wallet. */
    hosting: (walletUrl: string): WalletHosting => {
      const url = walletUrl.trim();
      if (url === HOSTED_WALLET_URL_VALUE || url === '') return 'hosted';
      const origin = originOf(url);
      return origin !== null && origin === originOf(hosted) ? 'hosted' : 'company';
    },
  };
};
