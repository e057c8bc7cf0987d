import type { WalletHosting } from './errors.ts';

/**
 * Which wallet an organization's walletUrl names, and where to call it: the one home of the rule
 * "walletUrl 0 or the provider's domain means hosted" (product-reference §3 Organization.walletUrl,
 * §2.5 Change password, §8 Login and Password reset).
 */

/** The walletUrl value meaning 'hosted by the provider' (product-reference §3). */
export const HOSTED_WALLET_URL = '0';

/** '0', or blank (the platform knows no URL of its own for the organization): the hosted wallet. */
const namesHostedWallet = (walletUrl: string): boolean => {
  const url = walletUrl.trim();
  return url === HOSTED_WALLET_URL || url === '';
};

/** The host of an absolute URL (user info dropped), and its port when it names one; null if none. */
const hostOf = (url: string): { hostname: string; port: string | undefined } | null => {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]/?#]*\]|[^:/?#]+)(?::(\d+))?/i.exec(url.trim());
  return m ? { hostname: m[1]!.toLowerCase(), port: m[2] } : null;
};

/**
 * Who hosts a wallet: '0' (or blank) or a URL whose host is the product's hosted-wallet domain or one
 * of its subdomains is the provider; anything else is the company's own wallet. The domain is runtime
 * configuration; when it names a port ('wallet.example:8443'), the URL's port must match too, so
 * company wallets on other ports of the same host stay the company's.
 */
export const walletHosting = (walletUrl: string, hostedWalletDomain: string): WalletHosting => {
  if (namesHostedWallet(walletUrl)) return 'hosted';
  const domain = hostedWalletDomain.trim().toLowerCase().replace(/^\./, '');
  const url = hostOf(walletUrl);
  if (!url || domain === '') return 'company';
  const host = domain.includes(':') && url.port ? `${url.hostname}:${url.port}` : url.hostname;
  return host === domain || host.endsWith(`.${domain}`) ? 'hosted' : 'company';
};

export const isHostedWallet = (walletUrl: string, hostedWalletDomain: string): boolean =>
  walletHosting(walletUrl, hostedWalletDomain) === 'hosted';

/**
 * The saved value is exactly the hosted marker '0' (product-reference §3): the form shows it as
 * 'Hosted by {product}' and saves '0' back while the administrator leaves it so. Blank is not the
 * marker here: a field the administrator emptied stays empty, to be filled in.
 */
export const isHostedWalletMarker = (walletUrl: string): boolean => walletUrl.trim() === HOSTED_WALLET_URL;

/** The base URL to call: '0' (or blank) is the hosted wallet's URL; trailing slashes go. */
export const resolveWalletUrl = (walletUrl: string, hostedWalletUrl: string): string =>
  (namesHostedWallet(walletUrl) ? hostedWalletUrl : walletUrl).trim().replace(/\/+$/, '');

/** The hosted-wallet domain a hosted wallet's URL stands for (its host, with the port it names). */
export const hostedWalletDomainOf = (hostedWalletUrl: string): string => {
  const url = hostOf(hostedWalletUrl);
  return url ? `${url.hostname}${url.port ? `:${url.port}` : ''}` : '';
};
