import { composeAdapters, systemClock, systemIds } from '@scr/composition';
import { fileStorage } from './config-store.ts';

/** The platform a command talks to: its API base and its provider-hosted wallet. */
export type Platform = { readonly apiBase: string; readonly hostedWalletUrl: string };

/**
 * scr's composition root (architecture §1), the command line's counterpart of the web's src/di/: the
 * adapters of @scr/composition's recipe, the one the portal binds, with the session store kept in the
 * session file instead of the browser's storage. The names match the deps of the domain's use cases,
 * so each command hands them to a use case as they are.
 */
export const compose = (
  platform: Platform,
  session: { readonly dir: string; readonly entries: Readonly<Record<string, string>> },
) => {
  const storage = fileStorage(session.dir, platform, session.entries);
  const { gateways, wallet, sessions } = composeAdapters({
    apiBase: platform.apiBase,
    hostedWalletUrl: platform.hostedWalletUrl,
    storage: { local: storage, session: storage },
    clock: systemClock,
  });
  return { ...gateways, wallet, sessions, clock: systemClock, ids: systemIds };
};

export type Deps = ReturnType<typeof compose>;
