// What every service of the fake platform shares: the store, the clock, the signing secret, the
// wallets and the public URLs.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from './clock.ts';
import { createAttemptLimits, type AttemptLimits } from './limits/attempt-limits.ts';
import type { Store } from './store/store.ts';
import type { KeyObject } from 'node:crypto';
import type { WalletHosts } from './wallets/index.ts';
import { createAuditLog, type AuditLog } from './audit/log.ts';
import type { AuditCheckpoint } from './audit/checkpoint.ts';

export interface Urls {
  /** The app origin, e.g. http://127.0.0.1:4400 */
  base: string;
  api: string;
}

export interface Ctx {
  store: Store;
  clock: Clock;
  secret: string;
  wallets: WalletHosts;
  /** Signs the grants the wallets need for a cross-account operation (wallets/reset-grant.ts). */
  grantKey: KeyObject;
  /** Production mode: no dev mailbox, so mails keep no live link token (dev/mailer.ts). */
  production: boolean;
  /** The audit trail (append-only, chained per organization). */
  audit: AuditLog;
  urls: Urls;
  nowIso(): string;
  nowSeconds(): number;
  randomToken(bytes?: number): string;
  uuid(): string;
  /** Sign-in challenges: single-use, short-lived, kept in memory only. */
  challenges: Map<string, { orgUserId: number | null; expiresAt: number }>;
  /** Mailed 2FA codes by org-user id, with the wrong tries they took (a code dies at the limit). */
  twoFactorCodes: Map<number, { code: string; expiresAt: number; wrongTries: number }>;
  /** Attempt limits (guessing, mail floods), on the dev clock. */
  limits: AttemptLimits;
}

export const createCtx = (
  deps: Pick<Ctx, 'store' | 'clock' | 'secret' | 'wallets' | 'urls' | 'grantKey' | 'production'> & {
    auditKey: Buffer;
    auditCheckpoint: AuditCheckpoint;
  },
): Ctx => ({
  ...deps,
  audit: createAuditLog(deps.store, deps.auditKey, deps.auditCheckpoint),
  nowIso: () => deps.clock.now().toISOString(),
  nowSeconds: () => Math.floor(deps.clock.now().getTime() / 1000),
  randomToken: (bytes = 24) => randomBytes(bytes).toString('base64url'),
  uuid: () => randomUUID(),
  challenges: new Map(),
  twoFactorCodes: new Map(),
  limits: createAttemptLimits(() => deps.clock.now().getTime()),
});
