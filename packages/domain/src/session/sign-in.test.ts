import { describe, expect, it, vi } from 'vitest';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { signIn, type SignInDeps } from './sign-in.ts';
import { unsignedToken } from '../testing/session.ts';
import { transportErrors } from '../shared/errors.ts';
import { walletErrors } from '../wallet/errors.ts';
import { createMessageFormatter } from '../messages/format.ts';
import type { ApiSession, AuthenticatedUser, FoundUser, SessionStore } from './ports.ts';
import type { Wallet, WalletSession } from '../wallet/ports.ts';

const en = createMessageFormatter('en');
const now = new Date('2026-11-22T10:00:00Z');
const nowS = now.getTime() / 1000;
const anna: FoundUser = {
  orgUserId: 11,
  isActive: true,
  organization: {
    id: 1,
    name: 'Antwerp Carrier NV',
    status: 'active',
    walletUrl: '0',
    twoFactorAuth: 'disabled',
  },
};
const user: AuthenticatedUser = {
  orgUserId: 11,
  userId: 1,
  organizationId: 1,
  email: 'anna.admin@carrier.example',
  adminRoles: ['org_mgr'],
  subscriptions: [{ subscriptionId: 4, startDate: '2026-01-01', endDate: null }],
};
const walletSession: WalletSession = {
  walletUrl: 'https://w',
  orgUserId: 11,
  token: 'wt',
  exp: nowS + 600,
};
const form = { email: 'Anna.Admin@carrier.example', organizationId: 1, password: 'demo1234' };

/** The platform accepts the signature, but the organization's subscription ended the day before `now`. */
const expiredSubscriptionAuth = {
  requestChallenge: () => okAsync({ challenge: 'c' }),
  exchangeSignature: () =>
    okAsync({
      accessToken: unsignedToken({ exp: nowS + 60 }),
      user: {
        ...user,
        subscriptions: [{ subscriptionId: 4, startDate: '2026-01-01', endDate: '2026-11-21' }],
      },
    }),
};

const store = (initial: ApiSession | null = null) => {
  const state = { api: initial, wallet: null as WalletSession | null, cleared: false };
  const sessions: SessionStore = {
    apiSession: () => okAsync(state.api),
    saveApiSession: (s) => okAsync(void (state.api = s)),
    walletSession: () => okAsync(state.wallet),
    saveWalletSession: (s) => okAsync(void (state.wallet = s)),
    clear: () => okAsync(void ((state.api = null), (state.wallet = null), (state.cleared = true))),
  };
  return { state, sessions };
};

const deps = (over: Partial<SignInDeps> = {}, stored: ApiSession | null = null) => {
  const { state, sessions } = store(stored);
  const calls: string[] = [];
  const d: SignInDeps = {
    findUser: { byEmail: (email) => (calls.push(`find ${email}`), okAsync([anna])) },
    auth: {
      requestChallenge: () => (calls.push('challenge'), okAsync({ challenge: 'c' })),
      exchangeSignature: ({ signature }) => (
        calls.push(`exchange ${signature}`),
        okAsync({ accessToken: unsignedToken({ exp: nowS + 3600 }), user })
      ),
    },
    wallet: {
      verifyPassword: () => (calls.push('verify'), okAsync(walletSession)),
      signChallenge: (_s, challenge) => okAsync({ signature: `signed-${challenge}` }),
    } as Partial<Wallet> as Wallet,
    twoFactor: {
      sendCode: () => (calls.push('send code'), okAsync(undefined)),
      validateCode: () => okAsync({ validated: true, unlockToken: 'u' }),
    },
    eulas: {
      newest: () => okAsync({ id: 2, createdAt: '2026-06-01T00:00:00Z' }),
      latestAcceptance: () => okAsync({ orgUserId: 11, eulaId: 2 }),
      accept: (a) => (calls.push(`accept ${a.eulaId}`), okAsync(undefined)),
    },
    sessions,
    clock: { now: () => now },
    ...over,
  };
  return { d, state, calls };
};

describe('signIn (product-reference §2.3, §4 Login, §8)', () => {
  it('signs in through challenge, wallet and exchange', async () => {
    const { d, state, calls } = deps();
    const r = await signIn(d)(form);
    expect(r._unsafeUnwrap()).toMatchObject({ step: 'signedIn', reused: false, user });
    expect(calls).toEqual(['find anna.admin@carrier.example', 'challenge', 'verify', 'exchange signed-c']);
    expect(state.api).toMatchObject({ orgUserId: 11, exp: nowS + 3600 });
    expect(state.wallet).toEqual(walletSession);
  });

  it('stores no session, wallet or API, until the platform accepted the sign-in', async () => {
    const seen: (WalletSession | null)[] = [];
    const refusing = (error: ReturnType<typeof transportErrors.unauthorized>) => {
      const made = deps({
        auth: {
          requestChallenge: () => okAsync({ challenge: 'c' }),
          exchangeSignature: ({ orgUserId }) => {
            // The signer is named to the platform without a stored wallet session.
            expect(orgUserId).toBe(walletSession.orgUserId);
            return made.d.sessions.walletSession().andThen((stored) => {
              seen.push(stored);
              return errAsync(error);
            });
          },
        },
      });
      return made;
    };
    for (const error of [transportErrors.unauthorized('no'), transportErrors.offline()]) {
      const { d, state } = refusing(error);
      expect((await signIn(d)(form)).isErr()).toBe(true);
      expect(state).toMatchObject({ api: null, wallet: null });
    }
    expect(seen).toEqual([null, null]);
    const expired = deps({ auth: expiredSubscriptionAuth });
    expect((await signIn(expired.d)(form))._unsafeUnwrapErr().kind).toBe('SubscriptionExpired');
    expect(expired.state).toMatchObject({ api: null, wallet: null });
  });

  it('asks the challenge while the wallet checks the password; an API failure wins over a wallet one', async () => {
    let released = () => {};
    const verified = new Promise<void>((resolve) => (released = resolve));
    const { d, calls } = deps({
      wallet: {
        verifyPassword: () => (
          calls.push('verify'),
          ResultAsync.fromSafePromise(verified).andThen(() => errAsync(walletErrors.unreachable()))
        ),
        signChallenge: () => okAsync({ signature: 's' }),
      } as Partial<Wallet> as Wallet,
      auth: {
        requestChallenge: () => (calls.push('challenge'), errAsync(transportErrors.apiUnreachable())),
        exchangeSignature: () => errAsync(transportErrors.offline()),
      },
    });
    const pending = signIn(d)(form);
    // Both asked while the wallet has not answered yet: no waterfall.
    await vi.waitFor(() => expect(calls.slice(1)).toEqual(['challenge', 'verify']));
    released();
    expect((await pending)._unsafeUnwrapErr().kind).toBe('ApiUnreachable');
  });

  it('reuses a valid stored session', async () => {
    const stored = { accessToken: 't', orgUserId: 11, organizationId: 1, exp: nowS + 60, user };
    const { d, calls } = deps({}, stored);
    expect((await signIn(d)(form))._unsafeUnwrap()).toMatchObject({ step: 'signedIn', reused: true });
    expect(calls).not.toContain('challenge');
  });

  it('asks for 2FA when the organization uses it', async () => {
    const { d, calls, state } = deps({
      findUser: {
        byEmail: () => okAsync([{ ...anna, organization: { ...anna.organization, twoFactorAuth: 'email' } }]),
      },
    });
    expect((await signIn(d)(form))._unsafeUnwrap().step).toBe('twoFactor');
    expect(calls).toContain('send code');
    expect(state.api?.pendingTwoFactor).toBe(true);
  });

  it('stops at a pending EULA', async () => {
    const { d } = deps({
      eulas: {
        newest: () => okAsync({ id: 3, createdAt: '2026-11-01' }),
        latestAcceptance: () => okAsync(null),
        accept: () => okAsync(undefined),
      },
    });
    expect((await signIn(d)(form))._unsafeUnwrap()).toMatchObject({ step: 'eulaPending', eula: { id: 3 } });
  });

  const failure = async (over: Partial<SignInDeps>, raw: unknown = form) => {
    const e = (await signIn(deps(over).d)(raw))._unsafeUnwrapErr();
    if (e.kind === 'Invalid') throw new Error('unexpected validation failure');
    return e;
  };

  it('fails with the texts of §8', async () => {
    expect((await failure({ findUser: { byEmail: () => okAsync([]) } })).message).toEqual({
      id: 'session.error.noUser',
    });
    const inactive = { ...anna, isActive: false };
    expect(en.format((await failure({ findUser: { byEmail: () => okAsync([inactive]) } })).message)).toBe(
      'Your account has not been activated. Please contact your administrator.',
    );
    const creds = await failure({
      wallet: {
        verifyPassword: () => errAsync(walletErrors.invalidCredentials('hosted')),
      } as Partial<Wallet> as Wallet,
    });
    expect(en.format(creds.message)).toBe(
      "Invalid credentials. Click the 'Forgot password' button if you forgot your password",
    );
    const refused = await failure({
      auth: {
        requestChallenge: () => okAsync({ challenge: 'c' }),
        exchangeSignature: () => errAsync(transportErrors.unauthorized('no')),
      },
    });
    expect(refused.kind).toBe('CredentialsIncorrect');
    expect(en.format(refused.message)).toBe('Email or wallet password incorrect.');
  });

  it('fails without a usable token, on an expired wallet token or an expired subscription', async () => {
    const noToken = await failure({
      auth: {
        requestChallenge: () => okAsync({ challenge: 'c' }),
        exchangeSignature: () => okAsync({ accessToken: '', user }),
      },
    });
    expect(en.format(noToken.message)).toBe('Could not get token');
    const stale = await failure({
      wallet: {
        verifyPassword: () => okAsync({ ...walletSession, exp: nowS - 1 }),
      } as Partial<Wallet> as Wallet,
    });
    expect(en.format(stale.message)).toBe('Wallet token expired');
    const expired = await failure({ auth: expiredSubscriptionAuth });
    expect(expired.kind).toBe('SubscriptionExpired');
  });

  it('reports offline, gateway timeout and invalid input', async () => {
    const offline = await failure({ findUser: { byEmail: () => errAsync(transportErrors.offline()) } });
    expect(en.format(offline.message)).toMatch(
      /^Login failed\. We cannot reach the ID wallet of your organization/,
    );
    const timeout = await failure({
      findUser: { byEmail: () => errAsync(transportErrors.apiUnreachable()) },
    });
    expect(en.format(timeout.message)).toBe('Could not reach the API. Please contact your admin user.');
    expect((await signIn(deps().d)({ email: 'x' }))._unsafeUnwrapErr().kind).toBe('Invalid');
  });
});
