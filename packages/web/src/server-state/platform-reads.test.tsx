import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  transportErrors,
  type AuthenticationGateway,
  type FindUserGateway,
  type FoundUser,
  type Organization,
  type OrganizationsGateway,
  type TransportError,
  type Wallet,
} from '@scr/domain';
import { createServerState } from './query-client.ts';
import { useResultQuery } from './result-query.ts';
import { useInvalidate } from './use-invalidate.ts';
import { ORGANIZATION_FRESH_MS } from './platform-reads.ts';
import {
  authDroppingReads,
  findUserThroughCache,
  organizationsThroughCache,
  walletAskingEachTime,
  walletThroughCache,
} from './platform-read-ports.ts';

const organization = { id: 1, name: 'Antwerp Carrier NV' } as Organization;
const failure = transportErrors.apiUnreachable();
const EMAIL = 'a@b.example';

/** The app's own client, with its defaults (nothing kept that no page observes). */
const appClient = () => createServerState().client;

const organizationsWith = (get: OrganizationsGateway['get']): OrganizationsGateway => ({
  get,
  patch: vi.fn(() => okAsync(organization)),
  setCpointCode: vi.fn(() => okAsync({ cpointCode: 'C1' })),
});

const walletAnswering = (...versions: string[]) => {
  const version = vi.fn<Wallet['version']>();
  for (const v of versions) version.mockReturnValueOnce(okAsync(v));
  return { version, wallet: { version } as unknown as Wallet };
};

afterEach(() => void vi.useRealTimers());

/** A moment later, as a person acts: the timers that drop what nobody observes have run. */
const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('platform reads through the query cache', () => {
  it('answers every reader of one email with one platform read while it is fresh', async () => {
    const byEmail = vi.fn<FindUserGateway['byEmail']>(() => okAsync([] as FoundUser[]));
    const findUser = findUserThroughCache({ byEmail }, appClient());
    // The look-up on leaving Email and the Login click, at once; then the profile menu.
    await Promise.all([findUser.byEmail(EMAIL, false), findUser.byEmail(EMAIL, false)]);
    await aMomentLater();
    expect((await findUser.byEmail(EMAIL, false))._unsafeUnwrap()).toEqual([]);
    expect(byEmail).toHaveBeenCalledTimes(1);
    // Another question is another read: the password reset's look-up.
    await findUser.byEmail(EMAIL, true);
    expect(byEmail).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: its readers get it, the next reader asks again', async () => {
    const byEmail = vi
      .fn<FindUserGateway['byEmail']>()
      .mockReturnValueOnce(errAsync(failure))
      .mockReturnValue(okAsync([]));
    const findUser = findUserThroughCache({ byEmail }, appClient());
    const [first, second] = await Promise.all([
      findUser.byEmail(EMAIL, false),
      findUser.byEmail(EMAIL, false),
    ]);
    expect(first._unsafeUnwrapErr()).toEqual(failure);
    expect(second._unsafeUnwrapErr()).toEqual(failure);
    expect((await findUser.byEmail(EMAIL, false))._unsafeUnwrap()).toEqual([]);
    expect(byEmail).toHaveBeenCalledTimes(2);
  });

  it("asks while the browser is offline: the port's own failure, at once, not a read held paused", async () => {
    const offline = transportErrors.offline();
    const byEmail = vi.fn<FindUserGateway['byEmail']>(() => errAsync(offline));
    const findUser = findUserThroughCache({ byEmail }, appClient());
    onlineManager.setOnline(false);
    try {
      expect((await findUser.byEmail(EMAIL, false))._unsafeUnwrapErr()).toEqual(offline);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("serves the sign-in's organization to the first page, and asks again once it is no longer fresh", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const get = vi.fn(() => okAsync(organization));
    const organizations = organizationsThroughCache(organizationsWith(get), appClient());
    expect((await organizations.get(1))._unsafeUnwrap()).toEqual(organization);
    vi.advanceTimersByTime(ORGANIZATION_FRESH_MS - 1);
    expect((await organizations.get(1))._unsafeUnwrap()).toEqual(organization);
    expect(get).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await organizations.get(1);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks for the organization again after a write to it, saved or refused', async () => {
    const get = vi.fn(() => okAsync(organization));
    const gateway = organizationsWith(get);
    gateway.patch = vi.fn(() => errAsync<Organization, TransportError>(transportErrors.http(412, 'changed')));
    const organizations = organizationsThroughCache(gateway, appClient());
    await organizations.get(1);
    expect((await organizations.patch(1, { name: 'Other' }, 'v1'))._unsafeUnwrapErr()).toMatchObject({
      status: 412,
    });
    await organizations.get(1);
    await organizations.setCpointCode(1, 'C1');
    await organizations.get(1);
    expect(get).toHaveBeenCalledTimes(3);
  });

  /** A page whose context reads the organization through the cache, with its Refresh. */
  const renderPage = (client: QueryClient, organizations: OrganizationsGateway) => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(
      () => ({
        context: useResultQuery({ key: ['users', 'context'], load: () => organizations.get(1) }),
        refresh: useInvalidate(['users']),
      }),
      { wrapper },
    );
  };

  it("gives the sign-in's organization to a page's first read, and asks again on each later read of the page", async () => {
    const client = appClient();
    const get = vi.fn(() => okAsync(organization));
    const organizations = organizationsThroughCache(organizationsWith(get), client);
    await organizations.get(1);
    const page = renderPage(client, organizations);
    await waitFor(() => expect(page.result.current.context.data).toEqual(organization));
    expect(get).toHaveBeenCalledTimes(1);
    // The page's Refresh (or a save): what the platform has now.
    await act(() => page.result.current.refresh());
    expect(get).toHaveBeenCalledTimes(2);
    // A read of the page's own (its Retry, a poll, the admin back from another window).
    await act(async () => void (await page.result.current.context.refetch()));
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('drops every answer on a sign-out, and still answers a read the sign-out dropped under way', async () => {
    const client = appClient();
    const byEmail = vi.fn<FindUserGateway['byEmail']>(() => okAsync([] as FoundUser[]));
    const findUser = findUserThroughCache({ byEmail }, client);
    const auth = authDroppingReads(
      { signOut: vi.fn(() => okAsync(undefined)) } as unknown as AuthenticationGateway,
      client,
    );
    await findUser.byEmail(EMAIL, false);
    await auth.signOut({} as never);
    await findUser.byEmail(EMAIL, false);
    expect(byEmail).toHaveBeenCalledTimes(2);

    let answer: (found: FoundUser[]) => void = () => undefined;
    byEmail.mockReturnValueOnce(
      ResultAsync.fromSafePromise(new Promise<FoundUser[]>((resolve) => (answer = resolve))),
    );
    const underWay = findUser.byEmail('c@d.example', false);
    await auth.signOut({} as never);
    answer([]);
    expect((await underWay)._unsafeUnwrap()).toEqual([]);
  });

  it("gives the banner's wallet version to the page's check, whether it names the hosted wallet or its URL", async () => {
    const { version, wallet } = walletAnswering('1.2.9');
    const versions = walletThroughCache(wallet, appClient(), 'http://hosted.example/');
    expect((await versions.version('0'))._unsafeUnwrap()).toBe('1.2.9');
    await aMomentLater();
    expect((await versions.version('http://hosted.example'))._unsafeUnwrap()).toBe('1.2.9');
    expect(version).toHaveBeenCalledTimes(1);
  });

  it('never refuses on a cached outdated version: the check after an upgrade asks the wallet', async () => {
    const { version, wallet } = walletAnswering('1.0.9', '1.2.9');
    const versions = walletThroughCache(wallet, appClient(), 'http://hosted.example');
    expect((await versions.version('http://company.example'))._unsafeUnwrap()).toBe('1.0.9');
    // The admin upgraded the wallet and acts again at once.
    expect((await versions.version('http://company.example'))._unsafeUnwrap()).toBe('1.2.9');
    expect(version).toHaveBeenCalledTimes(2);
  });

  it("asks the wallet at each connection action's check, and the banner finds that answer next", async () => {
    const client = appClient();
    const { version, wallet } = walletAnswering('1.1.4', '1.1.4', '1.2.9');
    const banner = walletThroughCache(wallet, client, 'http://hosted.example');
    const acting = walletAskingEachTime(wallet, client, 'http://hosted.example');
    await banner.version('0');
    // The gate, then the action: each asks, though the banner's answer is fresh.
    await acting.version('http://hosted.example');
    expect((await acting.version('http://hosted.example'))._unsafeUnwrap()).toBe('1.2.9');
    expect(version).toHaveBeenCalledTimes(3);
    expect((await banner.version('0'))._unsafeUnwrap()).toBe('1.2.9');
    expect(version).toHaveBeenCalledTimes(3);
  });
});
