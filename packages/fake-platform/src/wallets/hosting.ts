// The platform's copy of the hosted-wallet rule (it may not import the domain; the domain's is
// wallet/wallet-url.ts and api-adapter/test/hosting.contract.test.ts holds both equal): an
// organization's wallet is the provider's when its walletUrl is '0' or blank, or a URL whose host is
// the hosted-wallet domain or one of its subdomains (with the domain's port, when it names one).
// The provider can reset such a wallet's password (forgot password); a company wallet cannot.

const hostOf = (url: string): { hostname: string; port: string | undefined } | null => {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]/?#]*\]|[^:/?#]+)(?::(\d+))?/i.exec(url.trim());
  return m ? { hostname: m[1]!.toLowerCase(), port: m[2] } : null;
};

export const isHostedWalletUrl = (walletUrl: string, hostedWalletDomain: string): boolean => {
  const trimmed = walletUrl.trim();
  if (trimmed === '0' || trimmed === '') return true;
  const domain = hostedWalletDomain.trim().toLowerCase().replace(/^\./, '');
  const url = hostOf(trimmed);
  if (!url || domain === '') return false;
  const host = domain.includes(':') && url.port ? `${url.hostname}:${url.port}` : url.hostname;
  return host === domain || host.endsWith(`.${domain}`);
};
