// The data folder (--data) at start: its owner's only, whatever mode a plain mkdir or an older release
// left it with (it holds the whole state: sessions, accept codes, reset ids, the audit trail), and named
// by an id of its own, by which its key folder is found (keys/key-folder.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerOnlyFile, ownerOnlyFolder } from '../keys/key-folder.ts';

/** Tightens the data folder (and its wallets folder) to 0700; answers its id, created on first start. */
export const prepareDataFolder = (dataDir: string): string => {
  ownerOnlyFolder(dataDir);
  const wallets = join(dataDir, 'wallets');
  if (existsSync(wallets)) ownerOnlyFolder(wallets);
  const file = join(dataDir, 'id');
  try {
    writeFileSync(file, randomBytes(16).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  ownerOnlyFile(file);
  const id = readFileSync(file, 'utf8').trim();
  // The id becomes a folder name: anything but hex could point outside the keys' folder.
  if (!/^[0-9a-f]{32}$/.test(id))
    throw new Error(`${file} must hold 32 hex digits: the id of the data folder`);
  return id;
};
