// Which wallet a walletUrl names and where to call it, by the domain's rule (wallet/wallet-url.ts):
// '0' is the provider-hosted wallet; the hosted wallet's own host (with its port) is hosted too.
import { hostedWalletDomainOf, resolveWalletUrl, walletHosting } from '@scr/domain';

export const createWalletUrls = (hostedWalletUrl: string) => {
  const domain = hostedWalletDomainOf(hostedWalletUrl);
  return {
    /** The base URL to call; '0' (or blank) resolves to the hosted wallet. */
    resolve: (walletUrl: string): string => resolveWalletUrl(walletUrl, hostedWalletUrl),
    /** 'hosted' for '0' and for the hosted wallet's own host; anything else is a company wallet. */
    hosting: (walletUrl: string) => walletHosting(walletUrl, domain),
  };
};
