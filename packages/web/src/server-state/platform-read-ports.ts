import { CancelledError, type QueryClient } from '@tanstack/react-query';
import { ResultAsync } from 'neverthrow';
import type { AuthenticationGateway, FindUserGateway, OrganizationsGateway, Wallet } from '@scr/domain';
import {
  dropPlatformReads,
  platformReadKeys,
  platformReads,
  type PlatformReadOptions,
} from './platform-reads.ts';

// The domain's ports with their reads through the query cache (platform-reads.ts says how long an
// answer serves and what makes it stale); the composition root wraps the adapters with them.

/**
 * The read's answer through the cache. A read the cache lets go of while it is under way (a
 * sign-out drops it, a logout cancels every query) still answers its caller: from the port itself.
 */
const readThrough = <T, E>(
  client: QueryClient,
  options: PlatformReadOptions<T, E>,
  read: () => ResultAsync<T, E>,
): ResultAsync<T, E> =>
  new ResultAsync(
    client.query(options).catch(async (failure: unknown) => {
      if (failure instanceof CancelledError) return await read();
      throw failure;
    }),
  );

/** Find-user by email, read through the cache. */
export const findUserThroughCache = (findUser: FindUserGateway, client: QueryClient): FindUserGateway => ({
  byEmail: (email, forPasswordReset) =>
    readThrough(client, platformReads.findUser(findUser, email, forPasswordReset), () =>
      findUser.byEmail(email, forPasswordReset),
    ),
});

/**
 * The organization read through the cache. A write (answered or refused: a 412 means the stored
 * one is another version) marks its read stale, whichever page made it.
 */
export const organizationsThroughCache = (
  organizations: OrganizationsGateway,
  client: QueryClient,
): OrganizationsGateway => {
  const written = <T, E>(id: number, write: ResultAsync<T, E>): ResultAsync<T, E> =>
    new ResultAsync(
      (async () => {
        const answer = await write;
        await client.invalidateQueries({
          queryKey: platformReadKeys.organization(id),
          refetchType: 'none',
        });
        return answer;
      })(),
    );
  return {
    get: (id) =>
      readThrough(client, platformReads.organization(organizations, id), () => organizations.get(id)),
    patch: (id, fields, version) => written(id, organizations.patch(id, fields, version)),
    setCpointCode: (id, code) => written(id, organizations.setCpointCode(id, code)),
  };
};

/** The wallet with its version read through the cache, `staleTime` overriding the read's own. */
const walletVersionThrough = (
  wallet: Wallet,
  client: QueryClient,
  hostedWalletUrl: string,
  staleTime?: number,
): Wallet => ({
  ...wallet,
  version: (walletUrl) => {
    const read = platformReads.walletVersion(wallet, walletUrl, hostedWalletUrl);
    return readThrough(client, staleTime === undefined ? read : { ...read, staleTime }, () =>
      wallet.version(walletUrl),
    );
  },
});

/** A wallet's version read through the cache (see WALLET_VERSION_FRESH_MS); its other calls as they are. */
export const walletThroughCache = (wallet: Wallet, client: QueryClient, hostedWalletUrl: string): Wallet =>
  walletVersionThrough(wallet, client, hostedWalletUrl);

/**
 * A wallet whose version check asks the wallet every time, for the connection actions (see
 * WALLET_VERSION_FRESH_MS). It still shares a read under way with the other readers, and its
 * answer is the one they find next: the banner and the users page learn of an upgrade from it.
 */
export const walletAskingEachTime = (wallet: Wallet, client: QueryClient, hostedWalletUrl: string): Wallet =>
  walletVersionThrough(wallet, client, hostedWalletUrl, 0);

/** The sign-out, which drops every platform read first. */
export const authDroppingReads = (
  auth: AuthenticationGateway,
  client: QueryClient,
): AuthenticationGateway => ({
  ...auth,
  signOut: (session) => {
    dropPlatformReads(client);
    return auth.signOut(session);
  },
});
