// --data for the fake wallets: `<dataDir>/wallets/<host id>.json` holds one wallet's durable state
// (accounts with sealed keys and escrow, the custody key, used add-user tokens, connections), and
// `urls.json` the URLs each wallet listened on. Every file is replaced atomically (temp file, fsync,
// rename), so a crash leaves the previous version or the new one, never half of either.
// Not kept: sessions and the token key of the wallet network, so wallet tokens (sessions, add-user
// tokens) issued before a restart are refused after it; the add-user page hands out a fresh one.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomic } from '../store/journal.ts';
import type { AccountsSnapshot } from './account-store.ts';
import type { ConnectionsSnapshot } from './handshake.ts';
import type { WalletHost } from './wallet-host.ts';

type HostFile = { id: string; url: string; accounts: AccountsSnapshot; connections: ConnectionsSnapshot };

/** Wallet id (and `unreachable`) → the URLs it had, this start's first. */
export type UrlHistory = Record<string, string[]>;

export type WalletFiles = {
  /**
   * Writes the host's state, unless it equals what was last written (a sign-in changes nothing durable).
   * When the write fails the host goes back to the state its file holds, and the failure is thrown.
   */
  save(host: WalletHost): void;
  /** Loads the host's saved state into it; false when there is none (a new or pre-wallet data dir). */
  restore(host: WalletHost): boolean;
  readUrls(): UrlHistory;
  writeUrls(urls: UrlHistory): void;
};

export const openWalletFiles = (dataDir: string): WalletFiles => {
  const dir = join(dataDir, 'wallets');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const written = new Map<string, string>();
  /** Per host, what its file held at the start (or its empty state, without a file): undo's base until a write. */
  const started = new Map<string, string>();
  const read = <T>(name: string): T | undefined => {
    const path = join(dir, name);
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
  };
  const fileOf = (host: WalletHost): HostFile => ({
    id: host.id,
    url: host.url,
    accounts: host.accounts.snapshot(),
    connections: host.connections.snapshot(),
  });
  const load = (host: WalletHost, file: HostFile) => {
    host.accounts.restore(file.accounts);
    host.connections.restore(file.connections);
  };
  return {
    save: (host) => {
      try {
        const text = JSON.stringify(fileOf(host));
        if (written.get(host.id) === text) return;
        // 0600: the file holds the custody key, which opens every escrowed signing key.
        writeAtomic(join(dir, `${host.id}.json`), text, 0o600);
        written.set(host.id, text);
      } catch (e) {
        // Memory ahead of the file would be answered to later requests and saved with their
        // writes, or, if it cannot be written at all, fail every later write: it goes back.
        const base = written.get(host.id) ?? started.get(host.id);
        if (base !== undefined) load(host, JSON.parse(base) as HostFile);
        throw e;
      }
    },
    restore: (host) => {
      const file = read<HostFile>(`${host.id}.json`);
      if (file) load(host, file);
      started.set(host.id, JSON.stringify(file ?? fileOf(host)));
      return file !== undefined;
    },
    readUrls: () => read<UrlHistory>('urls.json') ?? {},
    writeUrls: (urls) => writeAtomic(join(dir, 'urls.json'), JSON.stringify(urls), 0o600),
  };
};
