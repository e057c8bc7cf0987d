// The key folder: the token secret (it signs access tokens and the link tokens of mails; with it and
// the accept codes and reset ids the data folder holds, anyone could mint a live link or session), the
// audit key (the HMAC key of the audit chain) and the audit checkpoint (audit/checkpoint.ts). None of
// them is in the data folder, so whoever reads, copies or restores it (a backup, a volume snapshot, the
// operator of the data disk) holds no key and cannot cut the trail unseen.
//
// `--keys <dir>` (or SCR_KEYS) names it: one key folder per data folder. The default is the config
// folder of the platform's user, `$XDG_CONFIG_HOME/scr-platform/keys/<id>` (else
// `~/.config/scr-platform/keys/<id>`): off the data volume and not beside the data folder (a copy of
// its parent carries no key), named by the id the data folder keeps (`<data>/id`) rather than by its
// path, so a moved data folder finds its keys. Folder 0700, files 0600, tightened at start.
import { randomBytes } from 'node:crypto';
import { chmodSync, constants, copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** Where the keys of the data folder with this id live unless `--keys` says otherwise. */
export const defaultKeysDir = (env: NodeJS.ProcessEnv, dataId: string): string =>
  join(env['XDG_CONFIG_HOME'] || join(env['HOME'] || homedir(), '.config'), 'scr-platform', 'keys', dataId);

/** Makes a folder its owner's only: created 0700, an existing one narrowed to 0700. */
export const ownerOnlyFolder = (dir: string): void => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
};

/** Makes an existing file its owner's only (0600), if it was wider. */
export const ownerOnlyFile = (file: string): void => {
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
};

/** A secret of 32 random bytes (hex) in `file`: created 0600 on first start, never overwritten. */
export const secretFile = (file: string): string => {
  try {
    // 'wx': created only if absent, so two starts never replace each other's secret.
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  ownerOnlyFile(file);
  return readFileSync(file, 'utf8').trim();
};

/**
 * Moves a key an older release kept in or beside the data folder into the key folder, once: the same
 * key, so sessions and the audit chain written under it stay valid. A key the key folder already holds
 * wins; the older copy is then left alone (it signs nothing any more) and named in a warning.
 */
export const moveKeyOnce = (
  from: string,
  to: string,
  warn: (message: string) => void = (message) => console.warn(`[fake-platform] ${message}`),
): void => {
  if (!existsSync(from)) return;
  if (existsSync(to)) {
    warn(`${from} is not used: the key folder holds ${to}. Remove it.`);
    return;
  }
  try {
    renameSync(from, to);
  } catch (e) {
    // The key folder is meant to be on another volume than the data folder: copy, then remove.
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    copyFileSync(from, to, constants.COPYFILE_EXCL);
    unlinkSync(from);
  }
  chmodSync(to, 0o600);
};

export interface KeyFolder {
  readonly dir: string;
  readonly tokenSecret: string;
  readonly auditKeyFile: string;
  readonly checkpointFile: string;
}

/**
 * Opens (or creates) the key folder of a data folder: moves `<data>/secret` and the audit key that
 * older releases kept beside the data folder (`<data>.audit-key`, unless `--audit-key` names one)
 * into it, and reads or creates the token secret.
 */
export const openKeyFolder = (options: {
  dir: string;
  dataDir: string;
  auditKeyFile: string | undefined;
  /** Where the warning about an older copy goes (the platform's logger; default stderr). */
  warn?: (message: string) => void;
}): KeyFolder => {
  const dir = resolve(options.dir);
  ownerOnlyFolder(dir);
  const tokenSecretFile = join(dir, 'token-secret');
  moveKeyOnce(join(options.dataDir, 'secret'), tokenSecretFile, options.warn);
  const auditKeyFile = options.auditKeyFile ?? join(dir, 'audit-key');
  if (options.auditKeyFile === undefined)
    moveKeyOnce(`${resolve(options.dataDir)}.audit-key`, auditKeyFile, options.warn);
  return {
    dir,
    tokenSecret: secretFile(tokenSecretFile),
    auditKeyFile,
    checkpointFile: join(dir, 'audit-heads.json'),
  };
};
