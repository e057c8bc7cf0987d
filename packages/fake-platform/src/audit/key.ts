// The audit chain's HMAC key. It lives outside the data folder, so an operator who can rewrite the
// data folder (journal, snapshot) cannot recompute the chain: `--audit-key <file>` (or
// SCR_AUDIT_KEY_FILE), by default `<data folder>.audit-key` beside it. Created on first start with
// mode 0600 (32 random bytes, hex); never overwritten. Deployed, it belongs on another volume or in a
// secret store the data folder's operators cannot read. Without --data the key is random per start.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Where the key of a data folder lives unless a path is given: beside the folder, not in it. */
export const defaultAuditKeyFile = (dataDir: string): string => `${resolve(dataDir)}.audit-key`;

export const loadAuditKey = (file: string | undefined): Buffer => {
  if (file === undefined) return randomBytes(32);
  mkdirSync(dirname(resolve(file)), { recursive: true, mode: 0o700 });
  try {
    // 'wx': created only if absent, so two starts never replace each other's key.
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length < 32) throw new Error(`The audit key in ${file} must be at least 32 bytes of hex`);
  return key;
};
