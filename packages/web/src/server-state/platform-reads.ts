import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Result, ResultAsync } from 'neverthrow';
import {
  meetsRequiredVersion,
  resolveWalletUrl,
  type FindUserGateway,
  type OrganizationsGateway,
  type Wallet,
} from '@scr/domain';

/**
 * The platform reads a sign-in and its first page would otherwise send two or three times, as
 * queries of the app's one QueryClient (product-reference §7): find-user by email (the login's
 * look-up on leaving Email, the Login click, the profile menu's other organizations), the
 * organization (the sign-in's completion for the shell, then the first page's context) and a
 * wallet's version (the newer-version banner, then the page's own check). Every caller reads
 * through the cache: one answer serves all who ask while it is fresh, by its `staleTime`.
 *
 * Freshness, besides time:
 * - a page that reads again (after a save, its Refresh or Retry, the integrations page's poll or
 *   the admin's return to it) marks these reads stale first, so it shows what the platform has now:
 *   only a page's first read takes a fresh answer from before (`followPageReads`);
 * - a write through the organizations gateway marks that organization's read stale;
 * - a sign-out drops them all: the next sign-in may be someone else's.
 *
 * The query's data is the read's Result, never thrown: a failed read reaches no failure reaction
 * of the query cache, its caller's own use case reports it, and its staleTime is 0, so the next
 * caller asks again.
 */
export const platformReadsKey = ['platform-read'] as const;

export const platformReadKeys = {
  all: platformReadsKey,
  findUser: (email: string, forPasswordReset: boolean) =>
    [...platformReadsKey, 'find-user', email, forPasswordReset] as const,
  organization: (id: number) => [...platformReadsKey, 'organization', id] as const,
  /** By the URL of the wallet it reaches (`resolveWalletUrl`): the banner names the hosted wallet '0', a page its URL. */
  walletVersion: (walletUrl: string) => [...platformReadsKey, 'wallet-version', walletUrl] as const,
};

/**
 * Find-user by email: two minutes. The look-up runs when the email field is left; the password is
 * typed (or a password manager fumbled with) before the Login click, and the shell's profile menu
 * lists the other organizations after a sign-in that may take a phone half a minute. The answer
 * (which organizations an email belongs to) changes when an admin adds or removes the person: a
 * menu opened later asks again.
 */
export const FIND_USER_FRESH_MS = 120_000;

/**
 * The organization: half a minute, the time from the sign-in's completion to the first page's
 * context on a slow phone (the page's scripts load in between). A page opened after that reads it
 * again; a save, a Refresh or another admin's change met by a save (412) reads it at once.
 */
export const ORGANIZATION_FRESH_MS = 30_000;

/**
 * A wallet's version at or above the required one: a minute, from the banner's read at sign-in to
 * the first page's check (the users page's outdated-wallet warning, the password reset chooser's
 * dots). A wallet is upgraded, not downgraded, so such an answer refuses nothing wrongly; the banner
 * asks again after the minute and so learns of an upgrade to the latest version.
 *
 * An answer below the required version serves no one after it (stale at once): it is what the
 * admin is asked to change, and every check after it (a password reset, the warning of a page
 * opened again) must see whether they did. It costs an outdated wallet's sign-in a second read
 * (the banner's, then the page's).
 *
 * A connection action's check, the gate before its dialog opens included, serves from no cache:
 * it is also the action's check that the wallet answers at all (product-reference §8 'Can't
 * connect to wallet'; decline and cancel reach the wallet no other way), and right after an
 * upgrade it must see the new version (`walletAskingEachTime`).
 */
export const WALLET_VERSION_FRESH_MS = 60_000;

/** How long the fresh answer of a successful read serves; a failure serves no one. */
const freshFor =
  <T, E>(ms: (value: T) => number) =>
  (query: { readonly state: { readonly data?: Result<T, E> | undefined } }): number => {
    const answer = query.state.data;
    return answer?.isOk() ? ms(answer.value) : 0;
  };

/** A platform read as a query: its key, the read (its Result is the data) and how long it serves. */
const platformRead = <T, E>(
  key: QueryKey,
  read: () => ResultAsync<T, E>,
  servesFor: (value: T) => number,
  longest: number,
) =>
  queryOptions({
    queryKey: key,
    queryFn: async (): Promise<Result<T, E>> => await read(),
    staleTime: freshFor<T, E>(servesFor),
    // Kept while it may serve (the client keeps no query nobody observes, and these have no observer).
    gcTime: longest,
    // Run as the port would, online or not: offline, the read fails at once with the transport's
    // text for its caller to report, where the query default would hold it paused until online.
    networkMode: 'always',
  });

/** The options of a platform read's query. */
export type PlatformReadOptions<T, E> = ReturnType<typeof platformRead<T, E>>;

/** The query of each platform read, over the port that asks the platform or the wallet. */
export const platformReads = {
  findUser: (findUser: FindUserGateway, email: string, forPasswordReset: boolean) =>
    platformRead(
      platformReadKeys.findUser(email, forPasswordReset),
      () => findUser.byEmail(email, forPasswordReset),
      () => FIND_USER_FRESH_MS,
      FIND_USER_FRESH_MS,
    ),
  organization: (organizations: OrganizationsGateway, id: number) =>
    platformRead(
      platformReadKeys.organization(id),
      () => organizations.get(id),
      () => ORGANIZATION_FRESH_MS,
      ORGANIZATION_FRESH_MS,
    ),
  /** Keyed by the wallet `walletUrl` reaches, whether it names the hosted wallet '0' or its URL. */
  walletVersion: (wallet: Wallet, walletUrl: string, hostedWalletUrl: string) =>
    platformRead(
      platformReadKeys.walletVersion(resolveWalletUrl(walletUrl, hostedWalletUrl)),
      () => wallet.version(walletUrl),
      (version) => (meetsRequiredVersion(version) ? WALLET_VERSION_FRESH_MS : 0),
      WALLET_VERSION_FRESH_MS,
    ),
};

/** Marks every platform read stale without asking again: the next reader asks the platform. */
export const markPlatformReadsStale = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: platformReadsKey, refetchType: 'none' });

/**
 * Makes every page that reads again ask the platform for what it builds on: when a query that is
 * not a platform read starts a fetch over an answer it had (a value or a failure), the platform
 * reads are marked stale before its read runs. That is the one place every re-read passes, however
 * it was asked for (`useInvalidate` after a save, `invalidateQueries`, a Retry's `refetch`, a
 * `refetchInterval`, a return of focus), where a mark beside each of them would miss the next one.
 * A page's first read (the query has no answer yet) takes what is fresh: the sign-in's answers for
 * the first page. Returns the unsubscribe.
 */
export const followPageReads = (client: QueryClient): (() => void) =>
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'fetch') return;
    const { query } = event;
    if (query.queryKey[0] === platformReadsKey[0] || query.state.status === 'pending') return;
    void markPlatformReadsStale(client);
  });

/** Forgets every platform read: the next sign-in may be someone else's. */
export const dropPlatformReads = (client: QueryClient): void =>
  client.removeQueries({ queryKey: platformReadsKey });
