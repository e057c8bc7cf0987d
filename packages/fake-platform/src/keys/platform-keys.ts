// The keys a start runs with. With --data: those of its key folder (key-folder.ts), with the audit
// checkpoint kept there. Without: a random token secret per start, the audit key of --audit-key or a
// random one, and the checkpoint in memory; the trail and the sessions die with the process, so no key
// needs to outlive it (and a --keys folder is not used: its checkpoint would outlive the trail).
import { randomBytes } from 'node:crypto';
import { fileCheckpoint, memoryCheckpoint, type AuditCheckpoint } from '../audit/checkpoint.ts';
import { loadAuditKey } from '../audit/key.ts';
import { prepareDataFolder } from '../store/data-folder.ts';
import { defaultKeysDir, openKeyFolder } from './key-folder.ts';

export interface PlatformKeys {
  /** Signs access tokens and link tokens (auth/jwt.ts). */
  tokenSecret: string;
  auditKey: Buffer;
  auditCheckpoint: AuditCheckpoint;
  /** The key folder, with --data. */
  dir: string | undefined;
}

/** Also makes the data folder its owner's only, before the wallets write into it. */
export const platformKeys = (options: {
  dataDir?: string | undefined;
  keysDir?: string | undefined;
  auditKeyFile?: string | undefined;
  /** Where a start's warning goes (the platform's logger). */
  warn?: (message: string) => void;
}): PlatformKeys => {
  if (options.dataDir === undefined)
    return {
      tokenSecret: randomBytes(32).toString('hex'),
      auditKey: loadAuditKey(options.auditKeyFile),
      auditCheckpoint: memoryCheckpoint(),
      dir: undefined,
    };
  const id = prepareDataFolder(options.dataDir);
  const folder = openKeyFolder({
    dir: options.keysDir ?? defaultKeysDir(process.env, id),
    dataDir: options.dataDir,
    auditKeyFile: options.auditKeyFile,
    ...(options.warn ? { warn: options.warn } : {}),
  });
  const auditKey = loadAuditKey(folder.auditKeyFile);
  return {
    tokenSecret: folder.tokenSecret,
    auditKey,
    auditCheckpoint: fileCheckpoint(folder.checkpointFile, auditKey),
    dir: folder.dir,
  };
};
