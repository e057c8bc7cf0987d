import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ResultAsync } from 'neverthrow';
import type { PlatformGateways } from '@scr/api-adapter';
import { resolveWalletUrl, type OrganizationsGateway, type Wallet } from '@scr/domain';

/**
 * How long a successful answer of a shared read serves the readers after it: long enough for a
 * sign-in (the email's look-up while typing, the Login click, the profile menu's organizations) and
 * the first page after it; short enough that nothing later reads it.
 */
export const SHARED_READ_MS = 30_000;

const sharedKey = 'shared-read';
const keyOf = (key: QueryKey): QueryKey => [sharedKey, ...key];

/**
 * One answer of `read` for every caller that asks under `key` while it is under way or fresh, kept
 * in the app's query cache. A failure is handed to the callers that waited for it and never kept:
 * the next caller asks again. The Result is the query's data (never thrown), so a failed read does
 * not reach the query cache's failure reactions: the caller's own use case reports it, as before.
 */
const share = <T, E>(client: QueryClient, key: QueryKey, read: () => ResultAsync<T, E>): ResultAsync<T, E> =>
  new ResultAsync(
    client.fetchQuery({
      queryKey: keyOf(key),
      queryFn: async () => await read(),
      staleTime: (query) => (query.state.data?.isOk() ? SHARED_READ_MS : 0),
      gcTime: SHARED_READ_MS,
    }),
  );

/**
 * The answer another reader offered under `key` (under way or fresh), taken once: the next reader
 * asks the platform itself. Without an offer, `read` as it is. A page's reads stay its own (a
 * Refresh shows what the platform has now); only its first read takes what the sign-in just read.
 */
const takeOffered = <T, E>(client: QueryClient, key: QueryKey, read: () => ResultAsync<T, E>) => {
  if (client.getQueryState(keyOf(key)) === undefined) return read();
  return share(client, key, read).map((value) => {
    client.removeQueries({ queryKey: keyOf(key), exact: true });
    return value;
  });
};

/**
 * The platform reads that a sign-in would otherwise send two or three times, shared through the
 * query cache (product-reference §7): find-user by email serves the login's look-up, the Login click
 * and the profile menu's other organizations. A sign-out drops every shared answer (the next
 * sign-in may be someone else's). The organization is shared between the sign-in and the first
 * page only: see `offerOrganization`.
 */
export const sharePlatformReads = (gateways: PlatformGateways, client: QueryClient): PlatformGateways => {
  const { findUser, organizations, auth } = gateways;
  return {
    ...gateways,
    findUser: {
      byEmail: (email, forPasswordReset) =>
        share(client, ['find-user', email, forPasswordReset], () =>
          findUser.byEmail(email, forPasswordReset),
        ),
    },
    organizations: {
      ...organizations,
      get: (id) => takeOffered(client, ['organization', id], () => organizations.get(id)),
    },
    auth: {
      ...auth,
      signOut: (session) => {
        client.removeQueries({ queryKey: [sharedKey] });
        return auth.signOut(session);
      },
    },
  };
};

/**
 * The organization as the sign-in (or a reload's session check) reads it, offered to the first
 * page's own read of it, which takes it instead of asking again.
 */
export const offerOrganization = (
  organizations: OrganizationsGateway,
  client: QueryClient,
): OrganizationsGateway => ({
  ...organizations,
  get: (id) => share(client, ['organization', id], () => organizations.get(id)),
});

/**
 * The wallet's version check: the newer-version banner's answer (`offering`) is taken by the page's
 * first check (`taking`: the users page's outdated-wallet warning, the connections page's version
 * gate); every later check, e.g. a connection action's after an upgrade, asks the wallet.
 */
export const shareWalletReads = (
  wallet: Wallet,
  client: QueryClient,
  hostedWalletUrl: string,
): { readonly offering: Wallet; readonly taking: Wallet } => {
  // Keyed by the wallet it reaches: the banner names the hosted wallet '0', the page its URL.
  const key = (walletUrl: string) => ['wallet-version', resolveWalletUrl(walletUrl, hostedWalletUrl)];
  return {
    offering: {
      ...wallet,
      version: (walletUrl) => share(client, key(walletUrl), () => wallet.version(walletUrl)),
    },
    taking: {
      ...wallet,
      version: (walletUrl) => takeOffered(client, key(walletUrl), () => wallet.version(walletUrl)),
    },
  };
};
