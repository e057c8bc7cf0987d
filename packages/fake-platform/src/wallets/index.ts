// The fake identity wallets: a provider-hosted cloud wallet and company wallets on their own
// loopback origins, plus one URL where nothing listens. See README.md.
import { createTokenKey } from './tokens.ts';
import { reserveUnusedUrl } from './http-server.ts';
import { sha256Hex } from './crypto.ts';
import { startWalletHost, type WalletHost } from './wallet-host.ts';
import { seedHandshake } from './seed-handshake.ts';
import type { HandshakeData } from './handshake.ts';
import { openWalletFiles, type UrlHistory } from './wallet-files.ts';
import { attemptLimits } from '../config.ts';
import { createPasswordGuard, type PasswordLimitRule } from './password-limit.ts';
import { SessionRegistry } from './session-registry.ts';
import { randomBytes, type KeyObject } from 'node:crypto';
import type { ResetReport } from './password-reset.ts';
import type { ResetItem } from './body.ts';
import { createGrantKeys, GRANT_TTL_SECONDS, signGrant } from './reset-grant.ts';
import type { RolesOf } from './authorize.ts';
import type { CheckedWalletToken } from './account-store.ts';
import type { OnError } from './http-server.ts';

export type { ResetReport } from './password-reset.ts';
export { createGrantKeys, signGrant, GRANT_TTL_SECONDS, type GrantKeys } from './reset-grant.ts';

export { verifyChallengeSignature } from './crypto.ts';
export type { CheckedWalletToken } from './account-store.ts';

export type SeedHandshakeInput = {
  reference: string;
  status: string;
  a: { walletUrl: string; organizationId: number };
  b: { walletUrl: string; organizationId: number };
};
export type SeedHandshakeResult = {
  encrInviterData: HandshakeData | null;
  encrInviteeData: HandshakeData | null;
};

export type WalletHostInfo = { id: string; url: string; version: string };

export type WalletHosts = {
  /** cloud (hosted, 1.2.9), company-1.2.9, company-1.1.4, company-1.0.9. */
  hosts: WalletHostInfo[];
  cloudUrl: string;
  /** A 127.0.0.1 URL where nothing listens (the demo world's unreachable company wallet). */
  unreachableUrl: string;
  /**
   * --data: the URLs the wallets (and the unreachable one) had at earlier starts → their URL now,
   * for the stored organizations' walletUrl. Empty without --data or saved wallets.
   */
  movedUrls: ReadonlyMap<string, string>;
  /** --data: once the stored world names only this start's URLs (remapped, checkpointed), forget the old ones. */
  settleUrls(): void;
  /** Creates (or replaces) a wallet account; with copyKeyFromOrgUserId it gets that admin's signing key. */
  provisionAccount(input: {
    walletUrl: string;
    orgUserId: number;
    organizationId: number;
    password: string;
    copyKeyFromOrgUserId?: number;
  }): Promise<{ pkeySign: string }>;
  /** The wallet token an add-user link hands out; the account is created when the user sets a password. */
  issueAddUserToken(input: {
    walletUrl: string;
    orgUserId: number;
    organizationId: number;
    copyKeyFromOrgUserId?: number;
  }): Promise<{ walletToken: string }>;
  /** The platform's pwreset (forgot password): re-seals the key under sha256(password) as sent on the wire. */
  setPasswordHash(input: {
    walletUrl: string;
    orgUserId: number;
    organizationId: number;
    passwordHash: string;
  }): Promise<void>;
  /** The signing key of the user's wallet account, if that wallet holds one. */
  accountKey(input: { walletUrl: string; orgUserId: number }): string | undefined;
  /** True when the wallet holds an account for this organization user. */
  hasAccount(input: { walletUrl: string; orgUserId: number }): boolean;
  /** Dev and test view: the organization's own private address for a connection in that wallet. */
  connectionAddress(walletUrl: string, organizationId: number, reference: string): string | undefined;
  /**
   * Seeding only: runs the handshake between two organizations' wallets in-process up to `status`,
   * so demo connections carry real keys and blobs. Returns what the platform stores, or undefined
   * when either side has no wallet here (the unreachable one).
   */
  seedHandshake(input: SeedHandshakeInput): SeedHandshakeResult | undefined;
  /**
   * The platform ↔ wallet back channel for sessions. First the token's one check (its signature: the
   * only wait), then the calls below, which read the network's live sessions with no wait between
   * them, so of two sign-ins racing with one token only one binds it.
   */
  readToken(token: string | undefined): Promise<CheckedWalletToken | undefined>;
  /**
   * The organization user of a live session token not yet bound to a platform session (undefined for
   * a missing, forged, expired or ended one, and for one a sign-in already used): the sign-in's proof
   * of possession.
   */
  tokenAccount(token: CheckedWalletToken | undefined): number | undefined;
  /**
   * The wallet session of `token` serves platform session `platformSid`: it ends with it, no later
   * than `exp`. Throws for a token tokenAccount would not answer for: a session binds once.
   */
  bindSession(token: CheckedWalletToken, platformSid: string, exp: number): void;
  /** The platform session continues with a later expiry (after 2FA): so do its wallet sessions, up to their own. */
  extendPlatformSession(platformSid: string, exp: number): void;
  /** The platform session ended (logout, revocation): its wallet sessions end too. */
  endPlatformSession(platformSid: string): number;
  /** Ends every wallet session of an account (its password was reset). */
  endSessionsOf(orgUserId: number): number;
  /** Wallets started without a platform: a grant as the platform would sign it (60 s), for tests. */
  standaloneGrant?: (input: { caller: number; passwordHash: string; items: ResetItem[] }) => Promise<string>;
  /** Tests: every wallet's durable state (accounts, connections), to show a refused call changed none. */
  stateJson(): string;
  /** Empties every wallet (accounts, sessions, connections); with --data, new custody keys too. */
  reset(): Promise<void>;
  /** Every wallet listens (the platform's readiness). */
  listening(): boolean;
  /**
   * The graceful stop: no new connection, the requests in flight finish (their saves included), at
   * most `graceMs`; then what is open is cut. Answers how many requests were cut.
   */
  drain(graceMs: number): Promise<{ cut: number }>;
  close(): Promise<void>;
};

const KINDS = [
  { id: 'cloud', version: '1.2.9' },
  { id: 'company-1.2.9', version: '1.2.9' },
  { id: 'company-1.1.4', version: '1.1.4' },
  { id: 'company-1.0.9', version: '1.0.9' },
] as const;

const normalize = (url: string): string => url.trim().replace(/\/+$/, '');

export const startWalletHosts = async (options: {
  now: () => Date;
  tokenTtlSeconds: number;
  /** Wrong-password limits per wallet account and per source address (each wallet counts its own). */
  passwordLimit?: PasswordLimitRule;
  /** Restore the wallets from, and save every change to, `<dataDir>/wallets/` (see wallet-files.ts). */
  dataDir?: string | undefined;
  /**
   * The platform's public grant key: the wallets act on another account only with its signed grant.
   * Without it (wallets running alone, as the adapters' tests run them) the network makes its own
   * pair and offers `standaloneGrant` in-process, in the platform's stead.
   */
  platformKey?: KeyObject;
  /** Every admin password reset attempt, allowed or refused (the platform audits and revokes). */
  onPasswordReset?: (report: ResetReport) => void;
  /**
   * The platform's back channel for roles: the admin roles an organization user holds now, by which
   * the wallets authorize each route (authorize.ts). Required with `platformKey`; wallets running
   * alone stand in for the platform as they do for grants: every account acts as its
   * organization's manager.
   */
  rolesOf?: RolesOf;
  /** The wallets' unexpected errors (the platform's logger; default: stderr). */
  onError?: OnError;
}): Promise<WalletHosts> => {
  const files = options.dataDir === undefined ? undefined : openWalletFiles(options.dataDir);
  const save = (...hosts: WalletHost[]) => hosts.forEach((h) => files?.save(h));
  const tokenKey = createTokenKey();
  const registry = new SessionRegistry();
  const standalone = options.platformKey ? undefined : createGrantKeys();
  const platformKey = options.platformKey ?? standalone!.publicKey;
  if (options.platformKey && !options.rolesOf)
    throw new Error('Wallets serving a platform authorize by its roles: pass rolesOf');
  const rolesOf: RolesOf = options.rolesOf ?? (() => ['org_mgr']);
  const clock = {
    nowSeconds: () => Math.floor(options.now().getTime() / 1000),
    tokenTtlSeconds: options.tokenTtlSeconds,
  };
  const started: WalletHost[] = [];
  try {
    for (const kind of KINDS)
      started.push(
        await startWalletHost({
          ...kind,
          tokenKey,
          clock,
          passwordGuard: createPasswordGuard(
            () => options.now().getTime(),
            options.passwordLimit ?? attemptLimits.walletPassword,
          ),
          afterWrite: save,
          registry,
          platformKey,
          onPasswordReset: (report) => options.onPasswordReset?.(report),
          rolesOf,
          ...(options.onError ? { onError: options.onError } : {}),
        }),
      );
  } catch (e) {
    await Promise.all(started.map((h) => h.close()));
    throw e;
  }
  const unreachableUrl = await reserveUnusedUrl();
  const urls: Record<string, string> = { unreachable: unreachableUrl };
  for (const h of started) urls[h.id] = h.url;
  const movedUrls = new Map<string, string>();
  if (files) {
    started.forEach((h) => files.restore(h));
    const history = files.readUrls();
    const merged: UrlHistory = {};
    for (const [id, url] of Object.entries(urls)) {
      const earlier = (history[id] ?? []).filter((old) => old !== url);
      earlier.forEach((old) => movedUrls.set(old, url));
      merged[id] = [url, ...earlier];
    }
    // Written before the store can name a new URL, and the old ones kept until settleUrls(): a crash
    // after some organizations were remapped but before the checkpoint still finds every URL.
    files.writeUrls(merged);
  }
  const host = (walletUrl: string): WalletHost => {
    const found = started.find((h) => h.url === normalize(walletUrl));
    if (!found) throw new Error(`No fake wallet at ${walletUrl}`);
    return found;
  };
  return {
    hosts: started.map(({ id, url, version }) => ({ id, url, version })),
    cloudUrl: started[0]?.url ?? '',
    unreachableUrl,
    movedUrls,
    settleUrls: () =>
      files?.writeUrls(Object.fromEntries(Object.entries(urls).map(([id, url]) => [id, [url]]))),
    // The in-process controls that change a wallet save it before they return, like its routes.
    provisionAccount: async (input) => {
      const wallet = host(input.walletUrl);
      const pkeySign = await wallet.accounts.create({
        orgUserId: input.orgUserId,
        organizationId: input.organizationId,
        passwordHash: sha256Hex(input.password),
        copyFrom: input.copyKeyFromOrgUserId,
      });
      save(wallet);
      return { pkeySign };
    },
    issueAddUserToken: async (input) => ({
      walletToken: await host(input.walletUrl).accounts.issueAddUserToken({
        orgUserId: input.orgUserId,
        organizationId: input.organizationId,
        copyFrom: input.copyKeyFromOrgUserId,
      }),
    }),
    setPasswordHash: async (input) => {
      const wallet = host(input.walletUrl);
      await wallet.accounts.setPasswordHash(input.orgUserId, input.organizationId, input.passwordHash);
      save(wallet);
    },
    hasAccount: (input) => host(input.walletUrl).accounts.has(input.orgUserId),
    accountKey: (input) =>
      started.find((h) => h.url === normalize(input.walletUrl))?.accounts.keyOf(input.orgUserId),
    connectionAddress: (walletUrl, organizationId, reference) =>
      host(walletUrl).connections.ownAddress(organizationId, reference),
    seedHandshake: (input) => {
      const find = (url: string) => started.find((h) => h.url === normalize(url));
      const a = find(input.a.walletUrl);
      const b = find(input.b.walletUrl);
      if (!a || !b) return undefined;
      try {
        return seedHandshake(input, a.connections, b.connections);
      } finally {
        save(a, b);
      }
    },
    ...(standalone
      ? {
          standaloneGrant: (input: { caller: number; passwordHash: string; items: ResetItem[] }) =>
            signGrant(standalone.privateKey, {
              typ: 'password-reset-grant',
              jti: randomBytes(16).toString('hex'),
              ...input,
              exp: clock.nowSeconds() + GRANT_TTL_SECONDS,
            }),
        }
      : {}),
    readToken: async (token) => started[0]?.accounts.readSessionToken(token),
    tokenAccount: (token) => {
      try {
        const claims = started[0]?.accounts.networkClaims(token);
        return claims && !registry.isBound(claims.sid) ? claims.sub : undefined;
      } catch {
        return undefined;
      }
    },
    bindSession: (token, platformSid, exp) => {
      const sid = started[0]?.accounts.networkClaims(token).sid;
      if (!sid || !registry.bind(sid, platformSid, exp))
        throw new Error('The wallet session is bound to a platform session already');
    },
    extendPlatformSession: (platformSid, exp) => registry.extendPlatformSession(platformSid, exp),
    endPlatformSession: (platformSid) => registry.endPlatformSession(platformSid),
    endSessionsOf: (orgUserId) => registry.endSessionsOf(orgUserId),
    stateJson: () =>
      JSON.stringify(started.map((h) => [h.id, h.accounts.snapshot(), h.connections.snapshot()])),
    reset: async () => {
      registry.clear();
      started.forEach((h) => h.reset());
      save(...started);
    },
    listening: () => started.every((h) => h.listening()),
    drain: async (graceMs) => {
      const stops = await Promise.all(started.map((h) => h.drain(graceMs)));
      return { cut: stops.reduce((sum, stop) => sum + stop.cut, 0) };
    },
    close: async () => {
      await Promise.all(started.map((h) => h.close()));
    },
  };
};
