// A walletUrl is '0' (hosted by the provider) or a URL the WHATWG parser reads as http(s), with a port
// and nothing but a path after it. The contract's pattern already limits it to URL characters; the
// parse here is the second half: what the portal and the wallets will call is a URL, not a string
// that only looks like one.
import { BadRequest } from '@feathersjs/errors';

const refused = () =>
  new BadRequest('Invalid field walletUrl: must be 0 or a full URL with scheme and port', {
    field: 'walletUrl',
  });

export const checkWalletUrl = (walletUrl: string | undefined): void => {
  if (walletUrl === undefined || walletUrl === '0') return;
  let url: URL;
  try {
    url = new URL(walletUrl);
  } catch {
    throw refused();
  }
  const plain = !url.username && !url.password && !url.search && !url.hash;
  if (!['http:', 'https:'].includes(url.protocol) || !plain || url.hostname === '') throw refused();
};
