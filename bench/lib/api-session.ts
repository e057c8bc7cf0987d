// An authorized API session obtained the way the app gets one (the domain's signIn over the real
// gateways and the HTTP wallet), and the exact requests the app's list calls make.
import { randomUUID } from 'node:crypto';
import { createPlatformGateways } from '../../packages/api-adapter/src/index.ts';
import {
  CONNECTIONS_PAGE_SIZE,
  DEFAULT_DELETED_FILTER,
  usersOrder,
  memorySessionStore,
  signIn,
  TAB_TODO,
  tabGroups,
  USERS_PAGE_SIZE,
} from '../../packages/domain/src/index.ts';
import { createHttpWallet } from '../../packages/wallet-adapter/src/index.ts';
import type { FakePlatform } from './platform.ts';
import { ANNA, DEMO_PASSWORD } from './app.ts';

export type RecordedRequest = { readonly url: string; readonly headers: Record<string, string> };

/**
 * Signs Anna in, then answers the GET requests (URL and headers) of the users table's page and
 * of a connections tab's page, exactly as the gateways send them.
 */
export const appListRequests = async (
  platform: FakePlatform,
): Promise<{ users: RecordedRequest; admins: RecordedRequest; connections: RecordedRequest }> => {
  const recorded: RecordedRequest[] = [];
  const recording: typeof fetch = (input, init) => {
    if (input instanceof Request) {
      recorded.push({ url: input.url, headers: Object.fromEntries(input.headers.entries()) });
    }
    return fetch(input, init);
  };
  const sessions = memorySessionStore();
  const gateways = createPlatformGateways({
    apiBase: platform.apiUrl,
    sessions,
    nowSeconds: () => Math.floor(Date.now() / 1000),
    fetch: recording,
  });
  const wallet = createHttpWallet({ hostedWalletUrl: platform.wallets.cloudUrl });
  const deps = {
    ...gateways,
    sessions,
    wallet,
    clock: { now: () => new Date() },
    ids: { uuid: () => randomUUID() },
  };
  const found = (await gateways.findUser.byEmail(ANNA, false))._unsafeUnwrap();
  const organizationId = found[0]?.organization.id ?? 1;
  const outcome = await signIn(deps)({ email: ANNA, organizationId, password: DEMO_PASSWORD });
  if (outcome.isErr()) throw new Error(`sign-in of ${ANNA} failed: ${JSON.stringify(outcome.error)}`);
  const last = () => {
    const request = recorded.at(-1);
    if (!request) throw new Error('no request recorded');
    return request;
  };
  (
    await gateways.users.list({
      organizationId,
      page: 0,
      pageSize: USERS_PAGE_SIZE,
      sort: usersOrder(null),
      deleted: DEFAULT_DELETED_FILTER,
      search: '',
    })
  )._unsafeUnwrap();
  const users = last();
  (await gateways.users.admins(organizationId))._unsafeUnwrap();
  const admins = last();
  // The second page of To do (the tab with the most rows in the scaled world), as a page change asks it.
  const page = { skip: CONNECTIONS_PAGE_SIZE, limit: CONNECTIONS_PAGE_SIZE };
  (
    await gateways.connections.page({
      organizationId,
      groups: tabGroups(TAB_TODO),
      ...page,
      search: '',
      sort: null,
    })
  )._unsafeUnwrap();
  const connections = last();
  return { users, admins, connections };
};
