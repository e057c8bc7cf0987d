import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { resendTwoFactor, verifyTwoFactor } from './two-factor.ts';
import { unsignedToken } from '../testing/session.ts';
import { transportErrors } from '../shared/errors.ts';
import { walletErrors } from '../wallet/errors.ts';
import { createMessageFormatter } from '../messages/format.ts';
import type { ApiSession, EulaGateway, SessionStore, TwoFactorGateway } from './ports.ts';
import type { Wallet, WalletSession } from '../wallet/ports.ts';

const en = createMessageFormatter('en');
const pending: ApiSession = {
  accessToken: 'a',
  orgUserId: 5,
  organizationId: 4,
  exp: 2_000_000_000,
  pendingTwoFactor: true,
};
const ws: WalletSession = {
  walletUrl: 'https://w',
  orgUserId: 5,
  token: 't',
  exp: 2_000_000_000,
};
const eulas: EulaGateway = {
  newest: () => okAsync(null),
  latestAcceptance: () => okAsync(null),
  accept: () => okAsync(undefined),
};

const setup = (
  over: { twoFactor?: Partial<TwoFactorGateway>; wallet?: Partial<Wallet>; api?: ApiSession | null } = {},
) => {
  const state = { api: over.api === undefined ? pending : over.api, unlocked: '' };
  const sessions: SessionStore = {
    apiSession: () => okAsync(state.api),
    saveApiSession: (s) => okAsync(void (state.api = s)),
    walletSession: () => okAsync(ws),
    saveWalletSession: () => okAsync(undefined),
    clear: () => okAsync(undefined),
  };
  const twoFactor: TwoFactorGateway = {
    sendCode: () => okAsync(undefined),
    validateCode: (code) =>
      okAsync({
        validated: code === '123456',
        unlockToken: 'unlock',
        accessToken: unsignedToken({ exp: 2_100_000_000 }),
      }),
    ...over.twoFactor,
  };
  const wallet = {
    unlockAccount: (_s: WalletSession, token: string) => okAsync(void (state.unlocked = token)),
    ...over.wallet,
  } as Partial<Wallet> as Wallet;
  return { state, run: verifyTwoFactor({ twoFactor, wallet, sessions, eulas }) };
};

describe('two-factor (product-reference §2.3, §4 Login)', () => {
  it('verifies the code, unlocks the wallet and completes the session', async () => {
    const { state, run } = setup();
    expect((await run({ code: '123456' }))._unsafeUnwrap().step).toBe('signedIn');
    expect(state.unlocked).toBe('unlock');
    expect(state.api).toMatchObject({ pendingTwoFactor: false, exp: 2_100_000_000 });
  });

  it('rejects a wrong code, a malformed code and a missing session', async () => {
    expect((await setup().run({ code: '000000' }))._unsafeUnwrapErr().kind).toBe('InvalidTwoFactorCode');
    expect((await setup().run({ code: '12' }))._unsafeUnwrapErr().kind).toBe('Invalid');
    const anonymous = (await setup({ api: null }).run({ code: '123456' }))._unsafeUnwrapErr();
    expect(en.format(anonymous.kind === 'Invalid' ? { id: 'session.login' } : anonymous.message)).toBe(
      'User not authenticated. Please click the button to return to the login screen',
    );
  });

  it('passes transport and wallet failures on', async () => {
    const down = setup({ twoFactor: { validateCode: () => errAsync(transportErrors.apiUnreachable()) } });
    expect((await down.run({ code: '123456' }))._unsafeUnwrapErr().kind).toBe('ApiUnreachable');
    const locked = setup({ wallet: { unlockAccount: () => errAsync(walletErrors.tokenExpired()) } });
    expect((await locked.run({ code: '123456' }))._unsafeUnwrapErr().kind).toBe('WalletTokenExpired');
  });

  it('re-sends the code with the success text', async () => {
    const r = await resendTwoFactor({
      twoFactor: {
        sendCode: () => okAsync(undefined),
        validateCode: () => errAsync(transportErrors.offline()),
      },
    })();
    expect(en.format(r._unsafeUnwrap())).toBe('Verification code sent successfully');
  });
});
