// startFakePlatform: the wallets, the store (memory or --data), the demo world and the HTTP server;
// and their stop, graceful (drain) or at once (close).
import type { Server } from 'node:http';
import { isIPv6 } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClock } from './clock.ts';
import { lifetimes, product } from './config.ts';
import { createCtx } from './context.ts';
import { createApp } from './http/app.ts';
import { drainer } from './http/drain.ts';
import type { Readiness } from './http/health.ts';
import { createLogger, type Logger } from './log/logger.ts';
import { lockDataFolder } from './store/data-lock.ts';
import { addUserLink } from './http/views.ts';
import { invitationLink } from './services/invitations.ts';
import {
  buildDemoWorld,
  demoConnectionReferences,
  demoLoginIds,
  provisionAccounts,
  seedConnectionKeys,
  walletUrlsOf,
} from './seed/demo-world.ts';
import { demoUserIds } from './seed/demo-users.ts';
import { reattachWallets } from './seed/reattach-wallets.ts';
import { openJournal } from './store/journal.ts';
import { createStore } from './store/store.ts';
import { createGrantKeys, startWalletHosts, type ResetReport, type WalletHosts } from './wallets/index.ts';
import { recordWalletReset } from './services/wallet-resets.ts';
import { walletRolesOf } from './auth/wallet-roles.ts';
import { platformKeys } from './keys/platform-keys.ts';

export interface FakePlatformOptions {
  /** 0 picks a free port. Default 4400. */
  port?: number;
  /** The address the app and the API listen on; default 127.0.0.1. The wallets stay on 127.0.0.1. */
  host?: string;
  /**
   * Persist state here (snapshot + fsynced journal). Locked while the platform runs
   * (store/data-lock.ts): a second start on it throws DataFolderLocked and changes nothing.
   */
  dataDir?: string;
  /**
   * With dataDir: the key folder (token secret, audit key, audit checkpoint), outside the data folder.
   * Default: `$XDG_CONFIG_HOME/scr-platform/keys/<data folder id>` (keys/key-folder.ts).
   */
  keysDir?: string;
  /**
   * The audit chain's HMAC key file, outside the data folder (created 0600 on first start). Default
   * with dataDir: `audit-key` in the key folder; without, a random key per start.
   */
  auditKeyFile?: string;
  /** Add n generated users, organizations and connections. */
  scale?: number;
  /** The web app build; default packages/web/dist. */
  webDist?: string;
  /** Production mode: the runtime config says production (no version tag), the mailbox and dev controls answer 404. */
  production?: boolean;
  /**
   * The log: one line per request, the errors, the start's warnings (log/logger.ts). Default: JSON
   * lines to `requestLog` or stdout, at info in production (a line per request) and at warn otherwise
   * (the errors only: the requests of a test run in-process are not worth a line each).
   */
  logger?: Logger;
  /** Where the default logger writes its JSON lines, one call per line. */
  requestLog?: (line: string) => void;
}

export interface FakePlatform {
  url: string;
  apiUrl: string;
  configUrl: string;
  mailboxUrl: string;
  /** The key folder in use (with dataDir). */
  keysDir: string | undefined;
  wallets: WalletHosts;
  clock: { now(): Date; set(now: Date): void; advanceDays(days: number): void; reset(): void };
  /** Back to the demo world, mailbox emptied, clock at real time. */
  reset(): Promise<void>;
  /**
   * Link-flow entry points of the demo world: Antwerp's pending invitation and Ian's add-user link.
   * None in production: a live link belongs in its mail only, not in a start log others read.
   */
  demoLinks(): Promise<{ onboarding: string | undefined; addUser: string | undefined }>;
  /**
   * Every stored record as JSON (for tests: a rejected request must leave it unchanged). The audit
   * trail is left out: recording a refused call is its job.
   */
  stateJson(): string;
  /** What GET /readyz answers. */
  readiness(): Readiness;
  /**
   * The graceful stop (SIGTERM, SIGINT): /readyz says draining, no new connection, the requests in
   * flight to the platform and to the wallets finish, at most `graceMs`, then the connections still
   * open are cut; then as close(). Answers how many requests were cut.
   */
  drain(graceMs: number): Promise<{ cut: number }>;
  /** Stops at once: connections cut, the journal synced and closed, the data folder unlocked. */
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));

/** The host of the URLs the platform names: a wildcard address is reached on loopback. */
const urlHost = (host: string): string => {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return isIPv6(host) ? `[${host}]` : host;
};

export const startFakePlatform = async (options: FakePlatformOptions = {}): Promise<FakePlatform> => {
  // Before anything touches the data folder: a second platform on it refuses here, having changed nothing.
  const lock = options.dataDir === undefined ? undefined : await lockDataFolder(options.dataDir);
  // What a start opened, undone in reverse order if a later step fails (the port is taken, say).
  const opened: Array<() => unknown> = [() => lock?.release()];
  try {
    return await startLocked(options, opened, () => lock?.release());
  } catch (e) {
    for (const undo of opened.reverse()) await undo();
    throw e;
  }
};

const startLocked = async (
  options: FakePlatformOptions,
  opened: Array<() => unknown>,
  unlock: () => void,
): Promise<FakePlatform> => {
  const host = options.host ?? '127.0.0.1';
  const scale = Math.max(0, Math.floor(options.scale ?? 0));
  const logger =
    options.logger ??
    createLogger({
      level: options.production ? 'info' : 'warn',
      ...(options.requestLog ? { write: options.requestLog } : {}),
    });
  let phase: 'starting' | 'serving' | 'draining' = 'starting';
  const clock = createClock();
  // First: it makes the data folder its owner's only before the wallets write into it.
  const keys = platformKeys({ ...options, warn: (message) => logger.warn(message) });
  // The grant key lives as long as this start: a grant lives a minute, the wallets start with it.
  const grantKeys = createGrantKeys();
  let onPasswordReset: (report: ResetReport) => void = () => undefined;
  // The wallets start before the store they ask for roles: until it is there, nobody holds one.
  let rolesOf: (orgUserId: number) => readonly string[] = () => [];
  const wallets = await startWalletHosts({
    now: () => clock.now(),
    tokenTtlSeconds: lifetimes.walletTokenSeconds,
    dataDir: options.dataDir,
    platformKey: grantKeys.publicKey,
    onPasswordReset: (report) => onPasswordReset(report),
    rolesOf: (orgUserId) => rolesOf(orgUserId),
    onError: (error) => logger.error({ err: error }, 'wallet error'),
  });
  opened.push(() => wallets.close());
  const journal = options.dataDir ? openJournal(options.dataDir) : undefined;
  opened.push(() => journal?.close());
  const store = createStore(journal);
  const urls = { base: '', api: '' };
  const ctx = createCtx({
    store,
    clock,
    secret: keys.tokenSecret,
    wallets,
    urls,
    grantKey: grantKeys.privateKey,
    production: options.production ?? false,
    auditKey: keys.auditKey,
    auditCheckpoint: keys.auditCheckpoint,
  });
  onPasswordReset = (report) => recordWalletReset(ctx, report);
  rolesOf = walletRolesOf(ctx);

  // Each wallet change the seed makes is saved by the wallets themselves (--data). The reset comes
  // first: a data dir without a snapshot (a crash during the first seed) may hold saved wallets.
  const seed = async () => {
    await wallets.reset();
    const now = clock.now();
    store.restore(buildDemoWorld(now, walletUrlsOf(wallets), scale));
    await provisionAccounts(store, wallets, (u) => demoLoginIds.has(u.id));
    seedConnectionKeys(store, wallets, demoConnectionReferences(now));
  };
  const loaded = journal?.load();
  if (loaded?.snapshot) {
    store.restore(loaded.snapshot);
    store.replay(loaded.entries);
    await reattachWallets(store, wallets);
  } else {
    await seed();
  }
  store.checkpoint();
  ctx.audit.settle();
  wallets.settleUrls();

  const resetWorld = async () => {
    clock.reset();
    ctx.challenges.clear();
    ctx.twoFactorCodes.clear();
    ctx.limits.reset();
    await seed();
    store.checkpoint();
    ctx.audit.reset();
  };
  const walletOrigins = () => [...wallets.hosts.map((h) => h.url), wallets.unreachableUrl];
  const config = () => ({
    apiBase: urls.api,
    productName: product.name,
    productShortName: product.shortName,
    releaseInfoUrl: product.releaseInfoUrl,
    hostedWalletUrl: wallets.cloudUrl,
    hostedWalletDomain: new URL(wallets.cloudUrl).host,
    cpuCheckOrgUserIds: [demoUserIds.anna, demoUserIds.ulrich],
    production: options.production ?? false,
    version: product.version,
    supportEmail: product.supportEmail,
  });
  const readiness = (): Readiness => {
    if (phase !== 'serving') return { ready: false, reason: phase };
    return wallets.listening() ? { ready: true } : { ready: false, reason: 'wallets down' };
  };
  const app = createApp(ctx, {
    config,
    resetWorld,
    production: options.production ?? false,
    logger,
    readiness,
    webDist: options.webDist ?? join(here, '..', '..', 'web', 'dist'),
    walletOrigins,
  });
  const server: Server = await app.listen(options.port ?? 4400, host);
  opened.push(() => server.close());
  // Attached before the URL is known, so before any request but a stray probe's.
  const stop = drainer(server);
  if (!server.listening) {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  urls.base = `http://${urlHost(host)}:${port}`;
  urls.api = `${urls.base}/api`;
  phase = 'serving';
  let closed: Promise<void> | undefined;
  // Every acknowledged write is on disk already (the journal and the wallet files are synced before
  // the answer): closing syncs and closes the journal, then the data folder is free for the next start.
  const close = () =>
    (closed ??= (async () => {
      phase = 'draining';
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await wallets.close();
      journal?.close();
      unlock();
    })());
  return {
    url: urls.base,
    apiUrl: urls.api,
    configUrl: `${urls.base}/config.json`,
    mailboxUrl: `${urls.base}/__dev/mailbox`,
    keysDir: keys.dir,
    wallets,
    clock,
    reset: resetWorld,
    demoLinks: async () => {
      if (options.production) return { onboarding: undefined, addUser: undefined };
      const invitation = store.invitations.all().find((i) => i.inviterId === 1 && i.status === 'pending');
      const ian = store.organizationUsers.get(demoUserIds.invited);
      return {
        onboarding: invitation && (await invitationLink(ctx, invitation)),
        addUser: ian?.acceptCode && ian.activatedAt === null ? await addUserLink(ctx, ian) : undefined,
      };
    },
    stateJson: () => JSON.stringify({ ...store.snapshot(), auditEntries: undefined }),
    readiness,
    drain: async (graceMs) => {
      phase = 'draining';
      // The wallets drain with the platform: a wallet call in flight (a sign-in's password check, a
      // handshake step that saves its wallet file) finishes too.
      const [platformStop, walletStop] = await Promise.all([stop.drain(graceMs), wallets.drain(graceMs)]);
      await close();
      return { cut: platformStop.cut + walletStop.cut };
    },
    close,
  };
};
