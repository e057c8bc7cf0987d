// One wallet's accounts: per organization user an Ed25519 key, sealed at rest under the password
// (scrypt + AES-256-GCM) and escrowed under the wallet's custody key (see README: key copy, resets).
import { randomBytes } from 'node:crypto';
import {
  burnPasswordCheck,
  newSigningKey,
  open,
  openWithPassword,
  pkeySignOf,
  seal,
  sealWithPassword,
  sha256Hex,
  signChallenge,
  type PasswordSealed,
  type Sealed,
} from './crypto.ts';
import { badRequest, conflict, invalidCredentials, notFound, tokenExpired } from './http-errors.ts';
import { checkToken, issueToken, type SessionClaims } from './tokens.ts';
import type { SessionRegistry } from './session-registry.ts';

/** Add-user tokens outlive the link's 14 days; the platform enforces the link's own expiry. */
export const ADD_USER_TOKEN_TTL_SECONDS = 14 * 24 * 3600;

export type Account = {
  readonly orgUserId: number;
  readonly organizationId: number;
  readonly pkeySign: string;
  sealedKey: PasswordSealed;
  readonly escrow: Sealed;
  readonly unlockTokens: string[];
  info: Record<string, unknown>;
};

type Session = { readonly claims: SessionClaims; readonly privateKeyDer: Buffer };

/**
 * A request's session token after its one check (signature, kind; expiry on the wallet clock): the
 * claims its signature vouches for, and whether it had expired (undefined stands for a missing or
 * forged one). Everything after the check (is the session live, bound, this wallet's) is read with
 * no wait.
 */
export type CheckedWalletToken = { readonly claims: SessionClaims; readonly expired: boolean };

/**
 * What --data keeps of a wallet's accounts (JSON). Sessions are left out on purpose: their unlocked
 * keys stay in memory, so a wallet token issued before a restart is refused after it (sign in again).
 */
export type AccountsSnapshot = {
  /** base64; on disk it stands in for the HSM's own persistent storage. */
  readonly custodyKey: string;
  readonly accounts: readonly Account[];
  readonly usedAddUserTokens: readonly string[];
};

export type WalletClock = { readonly nowSeconds: () => number; readonly tokenTtlSeconds: number };

const passwordAad = (a: { organizationId: number; orgUserId: number }) =>
  `account:${a.organizationId}:${a.orgUserId}`;
const escrowAad = (a: { organizationId: number; orgUserId: number }) =>
  `escrow:${a.organizationId}:${a.orgUserId}`;

export class AccountStore {
  private readonly accounts = new Map<number, Account>();
  private readonly sessions = new Map<string, Session>();
  private readonly usedAddUserTokens = new Set<string>();
  /** Stands in for the wallet's HSM / OS keystore: never sent anywhere; with --data, kept in the wallet's file. */
  private custodyKey = randomBytes(32);

  constructor(
    readonly walletUrl: string,
    private readonly tokenKey: Buffer,
    private readonly clock: WalletClock,
    /** The network's live sessions: a token is honoured only while its session is live there. */
    private readonly registry: SessionRegistry,
  ) {}

  reset(): void {
    this.accounts.clear();
    this.sessions.clear();
    this.usedAddUserTokens.clear();
    this.custodyKey = randomBytes(32);
  }

  snapshot(): AccountsSnapshot {
    return {
      custodyKey: this.custodyKey.toString('base64'),
      accounts: [...this.accounts.values()],
      usedAddUserTokens: [...this.usedAddUserTokens],
    };
  }

  /**
   * Replaces every account with the snapshot's: at a start, or when a write is undone because its
   * save failed. Sessions of the accounts it holds stay open, so undoing a write signs no one out.
   */
  restore(saved: AccountsSnapshot): void {
    this.accounts.clear();
    this.usedAddUserTokens.clear();
    this.custodyKey = Buffer.from(saved.custodyKey, 'base64');
    for (const a of saved.accounts)
      this.accounts.set(a.orgUserId, { ...a, unlockTokens: [...a.unlockTokens], info: { ...a.info } });
    for (const jti of saved.usedAddUserTokens) this.usedAddUserTokens.add(jti);
    for (const [sid, session] of this.sessions)
      if (!this.accounts.has(session.claims.sub)) this.sessions.delete(sid);
  }

  /** The registered signing key (pkeySign) of an account, if the wallet holds one. */
  keyOf(orgUserId: number): string | undefined {
    return this.accounts.get(orgUserId)?.pkeySign;
  }

  has(orgUserId: number, organizationId?: number): boolean {
    const a = this.accounts.get(orgUserId);
    return a !== undefined && (organizationId === undefined || a.organizationId === organizationId);
  }

  /** Creates (or replaces) an account; with copyFrom the new account gets that admin's signing key. */
  async create(input: {
    orgUserId: number;
    organizationId: number;
    passwordHash: string;
    copyFrom?: number | undefined;
  }): Promise<string> {
    const privateKeyDer =
      input.copyFrom === undefined
        ? newSigningKey().privateKeyDer
        : this.escrowedKey(input.copyFrom, input.organizationId);
    const ids = { orgUserId: input.orgUserId, organizationId: input.organizationId };
    const account: Account = {
      ...ids,
      pkeySign: pkeySignOf(privateKeyDer),
      sealedKey: await sealWithPassword(input.passwordHash, privateKeyDer, passwordAad(ids)),
      escrow: seal(this.custodyKey, privateKeyDer, escrowAad(ids)),
      unlockTokens: [],
      info: {},
    };
    this.accounts.set(input.orgUserId, account);
    return account.pkeySign;
  }

  /** The key of an admin of the same organization, read from escrow (product-reference §6 key copy). */
  private escrowedKey(sourceOrgUserId: number, organizationId: number): Buffer {
    const source = this.accounts.get(sourceOrgUserId);
    if (!source || source.organizationId !== organizationId)
      throw badRequest(
        `No account ${sourceOrgUserId} in organization ${organizationId} to copy the signing key from`,
      );
    return open(this.custodyKey, source.escrow, escrowAad(source));
  }

  issueAddUserToken(input: {
    orgUserId: number;
    organizationId: number;
    copyFrom?: number | undefined;
  }): Promise<string> {
    if (input.copyFrom !== undefined) this.escrowedKey(input.copyFrom, input.organizationId);
    return issueToken(this.tokenKey, {
      typ: 'wallet-add-user',
      iss: this.walletUrl,
      jti: randomBytes(16).toString('hex'),
      sub: input.orgUserId,
      org: input.organizationId,
      ...(input.copyFrom === undefined ? {} : { copyFrom: input.copyFrom }),
      exp: this.clock.nowSeconds() + ADD_USER_TOKEN_TTL_SECONDS,
    });
  }

  /** The add-user link flow: the token names the account; used once. */
  async addUser(input: { walletToken: string; orgUserId: number; password: string }): Promise<string> {
    const check = await checkToken(
      this.tokenKey,
      input.walletToken,
      'wallet-add-user',
      this.clock.nowSeconds(),
    );
    if (!check.ok) throw check.reason === 'expired' ? tokenExpired() : invalidCredentials();
    const c = check.claims;
    if (c.iss !== this.walletUrl || c.sub !== input.orgUserId) throw invalidCredentials();
    if (this.usedAddUserTokens.has(c.jti) || this.has(c.sub))
      throw conflict('This wallet account already exists');
    this.usedAddUserTokens.add(c.jti);
    return this.create({
      orgUserId: c.sub,
      organizationId: c.org,
      passwordHash: sha256Hex(input.password),
      copyFrom: c.copyFrom,
    });
  }

  /** Checks the password; one answer for an unknown account and a wrong password. */
  async verifyPassword(orgUserId: number, password: string): Promise<{ token: string; exp: number }> {
    const account = this.accounts.get(orgUserId);
    if (!account) {
      await burnPasswordCheck(sha256Hex(password));
      throw invalidCredentials();
    }
    const privateKeyDer = await openWithPassword(
      sha256Hex(password),
      account.sealedKey,
      passwordAad(account),
    );
    if (!privateKeyDer) throw invalidCredentials();
    const claims: SessionClaims = {
      typ: 'wallet-session',
      iss: this.walletUrl,
      sid: randomBytes(16).toString('hex'),
      sub: orgUserId,
      org: account.organizationId,
      exp: this.clock.nowSeconds() + this.clock.tokenTtlSeconds,
    };
    this.sessions.set(claims.sid, { claims, privateKeyDer });
    this.registry.open(claims.sid, orgUserId, claims.exp, this.clock.nowSeconds());
    return { token: await issueToken(this.tokenKey, claims), exp: claims.exp };
  }

  /** The one check of a request's session token (see CheckedWalletToken). */
  async readSessionToken(token: string | undefined): Promise<CheckedWalletToken | undefined> {
    if (!token) return undefined;
    const check = await checkToken(this.tokenKey, token, 'wallet-session', this.clock.nowSeconds());
    if (check.ok) return { claims: check.claims, expired: false };
    if (check.reason !== 'expired') return undefined;
    // Read again without the expiry, only to find the session it names (session() forgets an ended one).
    const stale = await checkToken(this.tokenKey, token, 'wallet-session', 0);
    return stale.ok ? { claims: stale.claims, expired: true } : undefined;
  }

  /** Any live session token of the wallet network (password resets across wallets). */
  networkClaims(token: CheckedWalletToken | undefined): SessionClaims {
    if (!token || token.expired || !this.registry.isLive(token.claims.sid, this.clock.nowSeconds()))
      throw tokenExpired();
    return token.claims;
  }

  /** A session opened on this wallet: its unlocked key lives here (and is dropped once it ended). */
  session(token: CheckedWalletToken | undefined): Session {
    let claims: SessionClaims;
    try {
      claims = this.networkClaims(token);
    } catch (e) {
      if (token && this.registry.hasEnded(token.claims.sid)) this.sessions.delete(token.claims.sid);
      throw e;
    }
    const session = this.sessions.get(claims.sid);
    if (claims.iss !== this.walletUrl || !session) throw tokenExpired();
    return session;
  }

  /** Ends the token's session (the portal's logout): the token and the unlocked key are gone. */
  logout(token: CheckedWalletToken | undefined): void {
    const { sid } = this.session(token).claims;
    this.sessions.delete(sid);
    this.registry.end(sid);
  }

  sign(token: CheckedWalletToken | undefined, challenge: string): string {
    return signChallenge(this.session(token).privateKeyDer, challenge);
  }

  private account(orgUserId: number): Account {
    const a = this.accounts.get(orgUserId);
    if (!a) throw notFound(`No wallet account for organization user ${orgUserId}`);
    return a;
  }

  unlock(token: CheckedWalletToken | undefined, unlockToken: string): void {
    this.account(this.session(token).claims.sub).unlockTokens.push(unlockToken);
  }

  getInfo(token: CheckedWalletToken | undefined): Record<string, unknown> {
    return this.account(this.session(token).claims.sub).info;
  }

  storeInfo(token: CheckedWalletToken | undefined, info: Record<string, unknown>): void {
    this.account(this.session(token).claims.sub).info = { ...info };
  }

  /** Re-seals the account's key (from escrow) under a new password hash. */
  async setPasswordHash(orgUserId: number, organizationId: number, passwordHash: string): Promise<void> {
    const account = this.accounts.get(orgUserId);
    if (!account || account.organizationId !== organizationId)
      throw notFound(`No wallet account for user ${orgUserId} in organization ${organizationId}`);
    const privateKeyDer = open(this.custodyKey, account.escrow, escrowAad(account));
    account.sealedKey = await sealWithPassword(passwordHash, privateKeyDer, passwordAad(account));
    // Whoever held the old password may hold a wallet token: every session of the account ends.
    this.registry.endSessionsOf(orgUserId);
  }
}
