import { randomUUID } from 'node:crypto';
import { createPlatformGateways } from '@scr/api-adapter';
import { browserSessionStore, createHttpWallet } from '@scr/wallet-adapter';
import type { Clock, IdGenerator } from '@scr/domain';
import { fileStorage } from './config-store.ts';

/** The platform a command talks to: its API base and its provider-hosted wallet. */
export type Platform = { readonly apiBase: string; readonly hostedWalletUrl: string };

const systemClock: Clock = { now: () => new Date() };
const ids: IdGenerator = { uuid: () => randomUUID() };

/**
 * scr's composition root (architecture §1), the command line's counterpart of the web's src/di/: the
 * same adapters the portal binds, the platform gateways of @scr/api-adapter over `apiBase` and the
 * Wallet of @scr/wallet-adapter over HTTP, with the wallet adapter's session store kept in the
 * session file instead of the browser's storage. The names match the deps of the domain's use cases,
 * so each command hands them to a use case as they are.
 */
export const compose = (
  platform: Platform,
  session: { readonly dir: string; readonly entries: Readonly<Record<string, string>> },
) => {
  const storage = fileStorage(session.dir, platform, session.entries);
  const sessions = browserSessionStore({ local: storage, session: storage });
  const gateways = createPlatformGateways({
    apiBase: platform.apiBase,
    sessions,
    nowSeconds: () => Math.floor(systemClock.now().getTime() / 1000),
  });
  const wallet = createHttpWallet({ hostedWalletUrl: platform.hostedWalletUrl });
  return { ...gateways, wallet, sessions, clock: systemClock, ids };
};

export type Deps = ReturnType<typeof compose>;
