import { QueryClient } from '@tanstack/react-query';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import type { PlatformGateways } from '@scr/api-adapter';
import { transportErrors, type FoundUser, type Organization, type Wallet } from '@scr/domain';
import { offerOrganization, sharePlatformReads, shareWalletReads } from './shared-reads.ts';

const organization = { id: 1, name: 'Antwerp Carrier NV' } as Organization;
const failure = transportErrors.apiUnreachable();

const gatewaysWith = (
  get: PlatformGateways['organizations']['get'],
  byEmail: PlatformGateways['findUser']['byEmail'] = vi.fn(() => okAsync([])),
) =>
  ({
    findUser: { byEmail },
    organizations: { get },
    auth: { signOut: vi.fn(() => okAsync(undefined)) },
  }) as unknown as PlatformGateways;

describe('shared reads', () => {
  it('answers the look-ups of one email with one platform read, until a sign-out', async () => {
    const byEmail = vi.fn(() => okAsync([] as FoundUser[]));
    const shared = sharePlatformReads(gatewaysWith(vi.fn(), byEmail), new QueryClient());
    await Promise.all([
      shared.findUser.byEmail('a@b.example', false),
      shared.findUser.byEmail('a@b.example', false),
    ]);
    await shared.findUser.byEmail('a@b.example', false);
    expect(byEmail).toHaveBeenCalledTimes(1);
    await shared.auth.signOut({} as never);
    await shared.findUser.byEmail('a@b.example', false);
    expect(byEmail).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next reader asks again', async () => {
    const byEmail = vi
      .fn<PlatformGateways['findUser']['byEmail']>()
      .mockReturnValueOnce(errAsync(failure))
      .mockReturnValue(okAsync([]));
    const shared = sharePlatformReads(gatewaysWith(vi.fn(), byEmail), new QueryClient());
    expect((await shared.findUser.byEmail('a@b.example', false))._unsafeUnwrapErr()).toEqual(failure);
    expect((await shared.findUser.byEmail('a@b.example', false))._unsafeUnwrap()).toEqual([]);
    expect(byEmail).toHaveBeenCalledTimes(2);
  });

  it("gives the sign-in's organization to the first page's read only: later reads ask the platform", async () => {
    const get = vi.fn(() => okAsync(organization));
    const client = new QueryClient();
    const gateways = gatewaysWith(get);
    const shared = sharePlatformReads(gateways, client);
    const signIn = offerOrganization(gateways.organizations, client);
    expect((await signIn.get(1))._unsafeUnwrap()).toEqual(organization);
    expect((await shared.organizations.get(1))._unsafeUnwrap()).toEqual(organization);
    expect(get).toHaveBeenCalledTimes(1);
    // A page's Refresh: what the platform has now.
    await shared.organizations.get(1);
    await shared.organizations.get(1);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it("gives the banner's wallet version to the page's first check, whether it names the hosted wallet or its URL", async () => {
    const version = vi.fn(() => okAsync('1.2.9'));
    const wallet = shareWalletReads(
      { version } as unknown as Wallet,
      new QueryClient(),
      'http://hosted.example/',
    );
    await wallet.offering.version('0');
    await wallet.taking.version('http://hosted.example');
    expect(version).toHaveBeenCalledTimes(1);
    // An action's own check after the first: the wallet answers again (it may have been upgraded).
    await wallet.taking.version('http://hosted.example');
    expect(version).toHaveBeenCalledTimes(2);
  });
});
