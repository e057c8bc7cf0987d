// One fake wallet host: its stores and its HTTP interface (see README.md for the routes).
import { AccountStore, type CheckedWalletToken, type WalletClock } from './account-store.ts';
import { handshakeData, id, optionalText, record, resetItems, text } from './body.ts';
import { sha256Hex } from './crypto.ts';
import { ConnectionStore } from './handshake.ts';
import { notFound, WalletHttpError } from './http-errors.ts';
import { authorizeWalletCall, routesWithoutPolicy, type RolesOf } from './authorize.ts';
import { inKdfLane } from './kdf-queue.ts';
import { closeServer, listen, type Handler, type OnError } from './http-server.ts';
import type { WalletRequest, WalletResponse } from './http-server.ts';
import { reportRefusedReset, resetPasswords, type ResetReport } from './password-reset.ts';
import type { SessionRegistry } from './session-registry.ts';
import type { KeyObject } from 'node:crypto';
import type { PasswordGuard } from './password-limit.ts';

export type WalletHost = {
  readonly id: string;
  readonly url: string;
  readonly version: string;
  readonly accounts: AccountStore;
  readonly connections: ConnectionStore;
  reset(): void;
  /** Listening (false once closed, or if its server failed). */
  listening(): boolean;
  /** The graceful stop: the requests in flight finish, at most `graceMs` (http/drain.ts). */
  drain(graceMs: number): Promise<{ cut: number }>;
  close(): Promise<void>;
};

/** A request with its session token checked, once, before authorization and the route read it. */
type WalletCall = WalletRequest & { readonly token: CheckedWalletToken | undefined };

type Route = (req: WalletCall) => Promise<WalletResponse> | WalletResponse;

const routes = (host: {
  version: string;
  accounts: AccountStore;
  connections: ConnectionStore;
  passwordGuard: PasswordGuard;
  afterWrite: () => void;
  resetPolicy: Parameters<typeof resetPasswords>[1];
  rolesOf: RolesOf;
}) => {
  const { accounts, connections } = host;
  const org = (req: WalletCall) => accounts.session(req.token).claims.org;
  const json = (value: unknown): WalletResponse => ({ json: value });
  const table: Record<string, Route> = {
    'GET /version': () => ({ text: host.version }),
    'POST /accounts/verify': async ({ body, address }) => {
      const orgUserId = id(body, 'orgUserId');
      const password = text(body, 'password');
      return json(
        await host.passwordGuard.check(orgUserId, address, () =>
          accounts.verifyPassword(orgUserId, password),
        ),
      );
    },
    'POST /accounts/add-user': async ({ body }) =>
      json({
        pkeySign: await accounts.addUser({
          walletToken: text(body, 'walletToken'),
          orgUserId: id(body, 'orgUserId'),
          password: text(body, 'password'),
        }),
      }),
    'POST /accounts/logout': (req) => {
      accounts.logout(req.token);
      return { empty: true };
    },
    'POST /accounts/unlock': (req) => {
      accounts.unlock(req.token, text(req.body, 'unlockToken'));
      return { empty: true };
    },
    'POST /sign': (req) => json({ signature: accounts.sign(req.token, text(req.body, 'challenge')) }),
    'POST /hash': ({ body }) => json({ hash: sha256Hex(text(body, 'password')) }),
    'GET /info': (req) => json({ info: accounts.getInfo(req.token) }),
    'PUT /info': (req) => {
      accounts.storeInfo(req.token, record(req.body, 'info'));
      return { empty: true };
    },
    'POST /password-resets': async (req) =>
      json({
        results: await resetPasswords(accounts, host.resetPolicy, {
          token: req.token,
          grant: optionalText(req.body, 'grant'),
          passwordHash: text(req.body, 'passwordHash'),
          items: resetItems(req.body),
        }),
      }),
    'GET /connections': (req) => json({ connections: connections.list(org(req)) }),
    'POST /connections/initiate': (req) => json(connections.initiate(org(req), text(req.body, 'reference'))),
    'POST /connections/accept': (req) =>
      json(connections.accept(org(req), text(req.body, 'reference'), handshakeData(req.body, 'inviterData'))),
    'POST /connections/confirm': (req) =>
      json(
        connections.confirm(org(req), text(req.body, 'reference'), handshakeData(req.body, 'inviteeData')),
      ),
    'POST /connections/keys': (req) => json(connections.keys(org(req), text(req.body, 'reference'))),
    'POST /connections/verified': (req) => {
      connections.markVerified(
        org(req),
        text(req.body, 'reference'),
        optionalText(req.body, 'peerPublicKey'),
      );
      return { empty: true };
    },
    'GET /connections/verified': (req) => json({ references: connections.verified(org(req)) }),
    'POST /connections/discard': (req) => {
      connections.discard(org(req), text(req.body, 'reference'));
      return { empty: true };
    },
    'POST /connections/update': (req) => {
      connections.update(org(req), text(req.body, 'reference'), handshakeData(req.body, 'inviterData'));
      return { empty: true };
    },
  };
  // Deny by default, said at start: every route has a row in the access policy.
  const unruled = routesWithoutPolicy(Object.keys(table));
  if (unruled.length > 0) throw new Error(`No access policy for wallet ${unruled.join(', ')}`);
  const authorize = authorizeWalletCall({
    rolesOf: host.rolesOf,
    tokenAccount: (token) => accounts.networkClaims(token).sub,
  });
  const handler: Handler = async (request) => {
    const route = table[`${request.method} ${request.path}`];
    if (!route) throw notFound(`No wallet route ${request.method} ${request.path}`);
    const req: WalletCall = { ...request, token: await accounts.readSessionToken(request.bearer) };
    // Before the route: a refused call changes nothing, so it needs no save either. A refused reset
    // is still an attempt the platform's audit trail records.
    try {
      authorize(req);
    } catch (e) {
      if (e instanceof WalletHttpError && req.path === '/password-resets')
        reportRefusedReset(host.accounts, host.resetPolicy, req, e);
      throw e;
    }
    if (req.method === 'GET') return route(req);
    // Every non-GET request, answered or refused, is saved before the answer leaves (--data): a
    // refused one may have changed something too (a password reset answers per item). Saving
    // skips unchanged state, so a sign-in or a hash costs no write.
    try {
      // Its password derivations wait in its source address's turn (kdf-queue.ts).
      return await inKdfLane(req.address, () => route(req));
    } finally {
      host.afterWrite();
    }
  };
  return handler;
};

export const startWalletHost = async (input: {
  id: string;
  version: string;
  tokenKey: Buffer;
  clock: WalletClock;
  passwordGuard: PasswordGuard;
  /** The network's live sessions (shared by its wallets). */
  registry: SessionRegistry;
  /** The platform's public grant key (cross-account operations need its signed word). */
  platformKey: KeyObject;
  /** Every admin password reset attempt, allowed or refused, for the platform's audit trail. */
  onPasswordReset: (report: ResetReport) => void;
  /** The platform's word on the admin roles of a token's user (the back channel). */
  rolesOf: RolesOf;
  /** Called after each non-GET request, before it is answered (the --data save). */
  afterWrite?: (host: WalletHost) => void;
  /** Unexpected errors of its routes (default: stderr). */
  onError?: OnError;
}): Promise<WalletHost> => {
  // The stores need the URL, the server needs the stores: bind late.
  let handler: Handler = () => {
    throw notFound('Wallet starting');
  };
  const { server, url, drainer } = await listen((req) => handler(req), 0, input.onError);
  const accounts = new AccountStore(url, input.tokenKey, input.clock, input.registry);
  const usedGrants = new Map<string, number>();
  const connections = new ConnectionStore(url);
  const host: WalletHost = {
    id: input.id,
    url,
    version: input.version,
    accounts,
    connections,
    reset: () => {
      accounts.reset();
      usedGrants.clear();
      connections.reset();
      input.passwordGuard.reset();
    },
    listening: () => server.listening,
    drain: (graceMs) => drainer.drain(graceMs),
    close: () => closeServer(server),
  };
  handler = routes({
    version: input.version,
    accounts,
    connections,
    passwordGuard: input.passwordGuard,
    afterWrite: () => input.afterWrite?.(host),
    rolesOf: input.rolesOf,
    resetPolicy: {
      version: input.version,
      platformKey: input.platformKey,
      usedGrants,
      nowSeconds: input.clock.nowSeconds,
      report: input.onPasswordReset,
    },
  });
  return host;
};
