import { describe, expect, it } from 'vitest';
import {
  hostedWalletDomainOf,
  isHostedWallet,
  isHostedWalletMarker,
  resolveWalletUrl,
  walletHosting,
} from './wallet-url.ts';

const domain = 'wallet.scr.example';

describe('wallet URLs (product-reference §3 walletUrl)', () => {
  it("calls '0' and the hosted-wallet domain and its subdomains hosted", () => {
    expect(walletHosting(' 0 ', domain)).toBe('hosted');
    expect(walletHosting('', domain)).toBe('hosted');
    expect(walletHosting('HTTPS://WALLET.SCR.EXAMPLE/', domain)).toBe('hosted');
    expect(walletHosting('https://acme.wallet.scr.example:443', domain)).toBe('hosted');
    expect(walletHosting('https://user@wallet.scr.example', domain)).toBe('hosted');
    expect(isHostedWallet('https://wallet.scr.example:8443', '.wallet.scr.example')).toBe(true);
  });

  it('calls anything else the company wallet', () => {
    expect(walletHosting('https://xwallet.scr.example', domain)).toBe('company');
    expect(walletHosting('https://wallet.ghent.example:8443', domain)).toBe('company');
    expect(walletHosting('not a url', domain)).toBe('company');
    expect(walletHosting('https://a.example', '')).toBe('company');
  });

  it('matches the port too when the domain names one (company wallets on the same host)', () => {
    expect(walletHosting('http://127.0.0.1:4401', '127.0.0.1:4401')).toBe('hosted');
    expect(walletHosting('http://127.0.0.1:4402/', '127.0.0.1:4401')).toBe('company');
    expect(hostedWalletDomainOf('http://127.0.0.1:4401/')).toBe('127.0.0.1:4401');
  });

  it("resolves '0' to the hosted wallet and trims the URL", () => {
    expect(resolveWalletUrl('0', 'https://wallet.scr.example/')).toBe('https://wallet.scr.example');
    expect(resolveWalletUrl(' https://w.ghent.example:8443// ', 'https://h')).toBe(
      'https://w.ghent.example:8443',
    );
  });

  it("names only the saved marker '0' as the hosted marker the form shows in words", () => {
    expect(isHostedWalletMarker('0')).toBe(true);
    expect(isHostedWalletMarker(' 0 ')).toBe(true);
    // An emptied field is being edited, not hosted; a hosted-domain URL stays a URL to read.
    expect(isHostedWalletMarker('')).toBe(false);
    expect(isHostedWalletMarker('https://wallet.scr.example:443')).toBe(false);
  });
});
