import { describe, expect, it } from 'vitest';
import { okAsync } from 'neverthrow';
import { OUR_ID, sessionStore, wallet } from '../testing/connections.ts';
import { actingWalletVersion } from './acting-wallet-version.ts';

describe('our wallet version for a bulk plan', () => {
  it('answers an outdated version instead of failing: the plan lists the rows it keeps out', async () => {
    const read = actingWalletVersion({
      sessions: sessionStore(),
      wallet: wallet({ version: () => okAsync('1.0.9') }),
    });
    expect((await read())._unsafeUnwrap()).toEqual({ organizationId: OUR_ID, walletVersion: '1.0.9' });
  });

  it('fails with an expired wallet token when there is no wallet session', async () => {
    const read = actingWalletVersion({ sessions: sessionStore({ wallet: null }), wallet: wallet() });
    expect((await read())._unsafeUnwrapErr().kind).toBe('WalletTokenExpired');
  });
});
