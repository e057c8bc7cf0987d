import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { KeyValueStorage } from '@scr/wallet-adapter';

/**
 * scr's folder in the user's config folder: `$XDG_CONFIG_HOME/scr`, else `~/.config/scr` (the XDG
 * base directory rule). It holds `config.json` (settings the user writes: `api`, `hostedWalletUrl`)
 * and `session.json` (what `scr login` keeps), both readable by the user only.
 */
export const configDir = (env: NodeJS.ProcessEnv): string =>
  join(env['XDG_CONFIG_HOME'] || join(homedir(), '.config'), 'scr');

/**
 * Makes an existing config folder the user's only (0700): one a plain mkdir left 0755 would let other
 * users list it and read a session file written before it was 0600. An absent one is created 0700 when
 * the session is first written.
 */
export const tightenConfigDir = (dir: string): void => {
  try {
    if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  } catch {
    // absent (or not ours to change): nothing to tighten
  }
};

/** The user's settings: the platform to use unless `--api` names one, and its hosted wallet. */
export type Settings = { readonly api?: string; readonly hostedWalletUrl?: string };

/** The signed-in session: the platform it belongs to and the session store's entries. */
export type SavedSession = {
  readonly apiBase: string;
  readonly hostedWalletUrl: string;
  readonly entries: Readonly<Record<string, string>>;
};

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null; // absent or unreadable: as if never written
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const readSettings = (dir: string): Settings => {
  const raw = readJson(join(dir, 'config.json'));
  if (!isRecord(raw)) return {};
  return {
    ...(typeof raw['api'] === 'string' ? { api: raw['api'] } : {}),
    ...(typeof raw['hostedWalletUrl'] === 'string' ? { hostedWalletUrl: raw['hostedWalletUrl'] } : {}),
  };
};

export const readSession = (dir: string): SavedSession | null => {
  const raw = readJson(join(dir, 'session.json'));
  if (!isRecord(raw) || typeof raw['apiBase'] !== 'string' || typeof raw['hostedWalletUrl'] !== 'string')
    return null;
  const entries = isRecord(raw['entries']) ? raw['entries'] : {};
  return {
    apiBase: raw['apiBase'],
    hostedWalletUrl: raw['hostedWalletUrl'],
    entries: Object.fromEntries(Object.entries(entries).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >,
  };
};

/**
 * Writes the session file with mode 0600 in a folder of mode 0700: written to a temporary file first
 * and renamed, so a crash never leaves half a session, and created with its mode, so no other user
 * can read the tokens even for an instant.
 */
export const writeSession = (dir: string, session: SavedSession): void => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'session.json');
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600); // a umask cannot widen it, but a file left over from before could be wider
  renameSync(temporary, file);
};

export const removeSession = (dir: string): void => rmSync(join(dir, 'session.json'), { force: true });

/**
 * The storage the wallet adapter's session store keeps its two entries in (the API session and the
 * wallet session), backed by the session file: every change is written at once.
 */
export const fileStorage = (
  dir: string,
  platform: { readonly apiBase: string; readonly hostedWalletUrl: string },
  initial: Readonly<Record<string, string>>,
): KeyValueStorage => {
  const entries = new Map(Object.entries(initial));
  const save = () =>
    entries.size === 0
      ? removeSession(dir)
      : writeSession(dir, { ...platform, entries: Object.fromEntries(entries) });
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
      save();
    },
    removeItem: (key) => {
      entries.delete(key);
      save();
    },
  };
};
