// The domain's Wallet port over the fake (and real) wallet's HTTP interface; see
// packages/fake-platform/src/wallets/README.md for the routes. Every call is wrapped once.
import { ResultAsync } from 'neverthrow';
import {
  walletErrors,
  type EncryptedHandshakeData,
  type Wallet,
  type WalletError,
  type WalletSession,
} from '@scr/domain';
import { connectionFingerprint } from './fingerprint.ts';
import { sha256Hex } from './password-hash.ts';
import { resetPasswords } from './password-resets.ts';
import { fetchVersion } from './version-check.ts';
import {
  field,
  isNumber,
  isRecord,
  isString,
  toWalletError,
  walletRequest,
  type Transport,
  type WalletCall,
} from './wallet-request.ts';
import { createWalletUrls } from './wallet-url.ts';

export type HttpWalletConfig = {
  /** Where walletUrl '0' (provider-hosted) points; from the runtime config. */
  readonly hostedWalletUrl: string;
  readonly fetch?: typeof fetch;
  /** Timeout of every call but /version (which always uses 2000 ms). Default 15000 ms. */
  readonly timeoutMs?: number;
};

const wrap = <T>(run: () => Promise<T>): ResultAsync<T, WalletError> =>
  ResultAsync.fromPromise(Promise.resolve().then(run), toWalletError);

const handshakeData = (answer: unknown): EncryptedHandshakeData => {
  const publicKey = field(answer, 'publicKey', isString);
  const a = answer as Record<string, unknown>;
  return typeof a['ciphertext'] === 'string' && typeof a['iv'] === 'string'
    ? { publicKey, ciphertext: a['ciphertext'], iv: a['iv'] }
    : { publicKey };
};

const isConnections = (v: unknown): v is Array<{ ref: string; remote: { address: string } }> =>
  Array.isArray(v) &&
  v.every(
    (c) => isRecord(c) && isString(c['ref']) && isRecord(c['remote']) && isString(c['remote']['address']),
  );

export const createHttpWallet = (config: HttpWalletConfig): Wallet => {
  const fetchFn = config.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const t: Transport = { fetch: fetchFn, timeoutMs: config.timeoutMs ?? 15_000 };
  const urls = createWalletUrls(config.hostedWalletUrl);
  const call = (walletUrl: string, c: Omit<WalletCall, 'url' | 'hosting'>) =>
    walletRequest(t, { ...c, url: urls.resolve(walletUrl), hosting: urls.hosting(walletUrl) });
  const withSession = (s: WalletSession, c: Omit<WalletCall, 'url' | 'hosting' | 'token'>) =>
    call(s.walletUrl, { ...c, token: s.token });

  return {
    version: (walletUrl) => wrap(() => fetchVersion(fetchFn, urls.resolve(walletUrl))),

    verifyPassword: ({ walletUrl, orgUserId, password }) =>
      wrap(async () => {
        const answer = await call(walletUrl, {
          method: 'POST',
          path: '/accounts/verify',
          body: { orgUserId, password },
        });
        return {
          walletUrl: urls.resolve(walletUrl),
          orgUserId,
          token: field(answer, 'token', isString),
          exp: field(answer, 'exp', isNumber),
        };
      }),

    signChallenge: (session, challenge) =>
      wrap(async () => ({
        signature: field(
          await withSession(session, { method: 'POST', path: '/sign', body: { challenge } }),
          'signature',
          isString,
        ),
      })),

    unlockAccount: (session, unlockToken) =>
      wrap(async () => {
        await withSession(session, { method: 'POST', path: '/accounts/unlock', body: { unlockToken } });
      }),

    addUserAccount: ({ walletUrl, walletToken, orgUserId, password }) =>
      wrap(async () => ({
        pkeySign: field(
          await call(walletUrl, {
            method: 'POST',
            path: '/accounts/add-user',
            body: { walletToken, orgUserId, password },
          }),
          'pkeySign',
          isString,
        ),
      })),

    initiateConnection: (session, reference) =>
      wrap(async () =>
        handshakeData(
          await withSession(session, { method: 'POST', path: '/connections/initiate', body: { reference } }),
        ),
      ),

    acceptConnection: (session, { reference, inviterData }) =>
      wrap(async () =>
        handshakeData(
          await withSession(session, {
            method: 'POST',
            path: '/connections/accept',
            body: { reference, inviterData },
          }),
        ),
      ),

    confirmConnection: (session, { reference, inviteeData }) =>
      wrap(async () =>
        handshakeData(
          await withSession(session, {
            method: 'POST',
            path: '/connections/confirm',
            body: { reference, inviteeData },
          }),
        ),
      ),

    updateConnection: (session, { reference, inviterData }) =>
      wrap(async () => {
        await withSession(session, {
          method: 'POST',
          path: '/connections/update',
          body: { reference, inviterData },
        });
      }),

    discardConnection: (session, reference) =>
      wrap(async () => {
        await withSession(session, { method: 'POST', path: '/connections/discard', body: { reference } });
      }),

    getConnections: (session) =>
      wrap(async () =>
        field(
          await withSession(session, { method: 'GET', path: '/connections' }),
          'connections',
          isConnections,
        ),
      ),

    connectionFingerprint: (session, input) =>
      wrap(() => connectionFingerprint((c) => withSession(session, c), input)),

    markConnectionVerified: (session, { reference, peerPublicKey }) =>
      wrap(async () => {
        await withSession(session, {
          method: 'POST',
          path: '/connections/verified',
          body: { reference, peerPublicKey },
        });
      }),

    verifiedConnections: (session) =>
      wrap(async () =>
        field(
          await withSession(session, { method: 'GET', path: '/connections/verified' }),
          'references',
          (v): v is string[] => Array.isArray(v) && v.every(isString),
        ),
      ),

    hashPassword: (password) =>
      ResultAsync.fromPromise(sha256Hex(password), () =>
        walletErrors.rejected('Could not hash the password'),
      ),

    resetPasswords: (session, input) => wrap(() => resetPasswords(t, urls, session, input)),

    getInfo: (session) =>
      wrap(async () => field(await withSession(session, { method: 'GET', path: '/info' }), 'info', isRecord)),

    storeInfo: (session, info) =>
      wrap(async () => {
        await withSession(session, { method: 'PUT', path: '/info', body: { info } });
      }),
  };
};
