import { describe, expect, it } from 'vitest';
import { walletCheckReasons } from './errors.ts';
import {
  compareVersions,
  isNewerVersionAvailable,
  LATEST_WALLET_VERSION,
  meetsRequiredVersion,
  REQUIRED_WALLET_VERSION,
  statusDot,
} from './versions.ts';
import { createMessageFormatter } from '../messages/format.ts';

const en = createMessageFormatter('en');

describe('wallet versions (product-reference §1, §5, §9)', () => {
  it('compares segment by segment, numerically', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.1.4', '1.2.9')).toBe(-1);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('v1.2.9', '1.2.9')).toBe(0);
  });

  it('requires 1.1.4 and announces 1.2.9', () => {
    expect(REQUIRED_WALLET_VERSION).toBe('1.1.4');
    expect(LATEST_WALLET_VERSION).toBe('1.2.9');
    expect(meetsRequiredVersion('1.0.9')).toBe(false);
    expect(meetsRequiredVersion('1.1.4')).toBe(true);
    expect(isNewerVersionAvailable('1.1.4')).toBe(true);
    expect(isNewerVersionAvailable('1.2.9')).toBe(false);
    expect(isNewerVersionAvailable('1.3.0')).toBe(false);
  });

  it('shows the outdated-wallet warning of the users page', () => {
    expect(en.format({ id: 'wallet.outdated', values: { version: '1.0.9' } })).toBe(
      'You are running an outdated wallet. Required version is 1.1.4, you are running version 1.0.9',
    );
  });

  it('colours the status dot', () => {
    expect(statusDot({ state: 'unchecked' })).toBe('grey');
    expect(statusDot({ state: 'available', version: '1.2.9' })).toBe('green');
    expect(statusDot({ state: 'unreachable', reason: walletCheckReasons.timeout(2) })).toBe('red');
  });
});
