// The audit chain's HMAC key. It lives outside the data folder, so an operator who can rewrite the
// data folder (journal, snapshot) cannot recompute the chain: with --data in the key folder
// (keys/key-folder.ts: `<keys>/audit-key`), or where `--audit-key <file>` (or SCR_AUDIT_KEY_FILE)
// says. Created on first start with mode 0600 (32 random bytes, hex); never overwritten. Deployed, it
// belongs on another volume or in a secret store the data folder's operators cannot read. Without
// --data and --audit-key the key is random per start.
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { ownerOnlyFolder, secretFile } from '../keys/key-folder.ts';

export const loadAuditKey = (file: string | undefined): Buffer => {
  if (file === undefined) return randomBytes(32);
  ownerOnlyFolder(dirname(resolve(file)));
  const key = Buffer.from(secretFile(file), 'hex');
  if (key.length < 32) throw new Error(`The audit key in ${file} must be at least 32 bytes of hex`);
  return key;
};
