// The fake platform keeps its own copy of the hosted-wallet rule (it may not import the domain): who
// may be sent a forgot-password link (the provider's wallet) and what find-user?pr answers as
// canResetPassword. This holds it to the domain's rule (wallet/wallet-url.ts) on the cases that matter
// and on arbitrary URL-like values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletHosting } from '@scr/domain';
import { isHostedWalletUrl } from '@scr/fake-platform';

const domains = ['wallet.scr.example', 'wallet.scr.example:8443', '127.0.0.1:4510', ''];
const urls = [
  '0',
  ' 0 ',
  '',
  '   ',
  'https://wallet.scr.example',
  'https://WALLET.scr.example:8443/',
  'https://eu.wallet.scr.example:8443/v1',
  'https://wallet.scr.example.evil.example:8443',
  'https://evilwallet.scr.example:8443',
  'https://user@wallet.scr.example:8443',
  'https://wallet.scr.example:9443',
  'http://127.0.0.1:4510',
  'http://127.0.0.1:4511',
  'https://[::1]:8443',
  'wallet.scr.example',
  'not a url',
];

describe('the hosted-wallet rule: the domain and the platform agree', () => {
  it('on the cases that matter', () => {
    const disagreements = domains.flatMap((domain) =>
      urls
        .filter((url) => (walletHosting(url, domain) === 'hosted') !== isHostedWalletUrl(url, domain))
        .map((url) => `${JSON.stringify(url)} on ${JSON.stringify(domain)}`),
    );
    expect(disagreements).toEqual([]);
  });

  it('on arbitrary URL-like values', () => {
    const host = fc.constantFrom('wallet.scr.example', 'a.wallet.scr.example', 'other.example', '127.0.0.1');
    const url = fc
      .tuple(
        fc.constantFrom('http', 'https', 'ftp'),
        host,
        fc.option(fc.integer({ min: 1, max: 65535 })),
        fc.string(),
      )
      .map(([scheme, h, port, rest]) => `${scheme}://${h}${port === null ? '' : `:${port}`}/${rest}`);
    fc.assert(
      fc.property(fc.oneof(url, fc.string()), fc.constantFrom(...domains), (walletUrl, domain) => {
        expect(isHostedWalletUrl(walletUrl, domain)).toBe(walletHosting(walletUrl, domain) === 'hosted');
      }),
    );
  });
});
