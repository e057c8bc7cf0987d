import { describe, expect, it } from 'vitest';
import { errAsync, ok, okAsync, ResultAsync } from 'neverthrow';
import { acceptEula, afterLogin, logout } from './after-login.ts';
import { loadLoginOptions } from './sign-in.ts';
import { transportErrors } from '../shared/errors.ts';
import { createMessageFormatter } from '../messages/format.ts';
import type { ApiSession, EulaGateway, FoundUser, SessionStore } from './ports.ts';

const en = createMessageFormatter('en');
const session: ApiSession = { accessToken: 't', orgUserId: 11, organizationId: 1, exp: 2_000_000_000 };
const found: FoundUser = {
  orgUserId: 11,
  isActive: true,
  organization: {
    id: 2,
    name: 'Ghent Forwarding BV',
    status: 'active',
    walletUrl: 'https://w:1',
    twoFactorAuth: 'disabled',
  },
};

const store = (api: ApiSession | null) => {
  const state = { api, cleared: false };
  const sessions: SessionStore = {
    apiSession: () => okAsync(state.api),
    saveApiSession: (s) => okAsync(void (state.api = s)),
    walletSession: () => okAsync(null),
    saveWalletSession: () => okAsync(undefined),
    clear: () => okAsync(void ((state.api = null), (state.cleared = true))),
  };
  return { state, sessions };
};
const eulas = (accepted: number | null, log: string[] = []): EulaGateway => ({
  newest: () => okAsync({ id: 2, createdAt: '2026-06-01T00:00:00Z' }),
  latestAcceptance: () => okAsync(accepted === null ? null : { orgUserId: 11, eulaId: accepted }),
  accept: (a) => (log.push(`accept ${a.orgUserId} ${a.eulaId}`), okAsync(undefined)),
});

describe('after login: the EULA gate (product-reference §4 Login)', () => {
  it('blocks on a newer EULA and lets an accepted one through', async () => {
    expect((await afterLogin({ eulas: eulas(1) })(session, false))._unsafeUnwrap()).toMatchObject({
      step: 'eulaPending',
      eula: { id: 2 },
    });
    expect((await afterLogin({ eulas: eulas(2) })(session, true))._unsafeUnwrap()).toMatchObject({
      step: 'signedIn',
      reused: true,
    });
    const down: EulaGateway = { ...eulas(2), newest: () => errAsync(transportErrors.apiUnreachable()) };
    expect((await afterLogin({ eulas: down })(session, false))._unsafeUnwrapErr().kind).toBe(
      'ApiUnreachable',
    );
  });
});

describe('after login: the session told before the EULA check answers', () => {
  it('tells the session while the EULA reads are still under way, for a fresh and a reused sign-in', async () => {
    const told: string[] = [];
    let answer = (): void => undefined;
    const slow: EulaGateway = {
      ...eulas(2),
      newest: () =>
        new ResultAsync(
          new Promise((resolve) => {
            answer = () => resolve(ok({ id: 2, createdAt: '2026-06-01T00:00:00Z' }));
          }),
        ),
    };
    const after = afterLogin({ eulas: slow, sessionStarted: (s) => told.push(s.accessToken) });
    const fresh = after(session, false);
    expect(told).toEqual(['t']);
    answer();
    expect((await fresh)._unsafeUnwrap().step).toBe('signedIn');
    const reused = after({ ...session, accessToken: 'u' }, true);
    expect(told).toEqual(['t', 'u']);
    answer();
    expect((await reused)._unsafeUnwrap()).toMatchObject({ step: 'signedIn', reused: true });
  });
});

describe('acceptEula (product-reference §2.3 EULA dialog)', () => {
  it('records the acceptance for the signed-in user, only when ticked', async () => {
    const log: string[] = [];
    const run = acceptEula({ eulas: eulas(1, log), sessions: store(session).sessions });
    expect((await run({ eulaId: 2, accepted: true })).isOk()).toBe(true);
    expect(log).toEqual(['accept 11 2']);
    const r = await run({ eulaId: 2, accepted: false });
    expect(r.isErr() && r.error.kind === 'Invalid' && en.format(r.error.fields.accepted!)).toBe(
      'Please accept the end user license agreement',
    );
  });

  it('says the user is not authenticated without a session', async () => {
    const e = (
      await acceptEula({ eulas: eulas(1), sessions: store(null).sessions })({ eulaId: 2, accepted: true })
    )._unsafeUnwrapErr();
    expect(e.kind !== 'Invalid' && en.format(e.message)).toBe(
      'User not authenticated. Please click the button to return to the login screen',
    );
  });
});

describe('login options and logout', () => {
  it('lists organizations or says no user was found', async () => {
    expect(
      (
        await loadLoginOptions({ findUser: { byEmail: () => okAsync([found]) } })({
          email: 'nina.neweula@forwarder.example',
        })
      )._unsafeUnwrap(),
    ).toHaveLength(1);
    const none = await loadLoginOptions({ findUser: { byEmail: () => okAsync([]) } })({
      email: 'nina.neweula@forwarder.example',
    });
    const e = none._unsafeUnwrapErr();
    expect(e.kind !== 'Invalid' && en.format(e.message)).toBe('No user found for this email address');
  });

  it('logs out: clears the session store first, then ends that session on the platform', async () => {
    const { state, sessions } = store(session);
    const ended: Array<[ApiSession, boolean]> = [];
    const auth = { signOut: (s: ApiSession) => (ended.push([s, state.cleared]), okAsync(undefined)) };
    expect((await logout({ sessions, auth })()).isOk()).toBe(true);
    expect(state).toEqual({ api: null, cleared: true });
    expect(ended).toEqual([[session, true]]);
  });

  it('logs out even when the platform refuses or cannot be reached, and calls nothing without a session', async () => {
    for (const failure of [transportErrors.unauthorized('expired'), transportErrors.apiUnreachable()]) {
      const { state, sessions } = store(session);
      const result = await logout({ sessions, auth: { signOut: () => errAsync(failure) } })();
      expect(result.isOk()).toBe(true);
      expect(state.cleared).toBe(true);
    }
    const { state, sessions } = store(null);
    let calls = 0;
    await logout({ sessions, auth: { signOut: () => (calls++, okAsync(undefined)) } })();
    expect([state.cleared, calls]).toEqual([true, 0]);
  });
});
