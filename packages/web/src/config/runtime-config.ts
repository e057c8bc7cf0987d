import { ResultAsync } from 'neverthrow';
import { parseRuntimeConfig, type RuntimeConfig, type RuntimeConfigInvalid } from '@scr/domain';

/**
 * Why the portal cannot start: /config.json did not come (a network failure, a status other than
 * 2xx, a body that is not JSON), or it came and is not a config (the domain says which fields).
 */
export type ConfigError =
  { readonly kind: 'ConfigUnreachable'; readonly detail: string } | RuntimeConfigInvalid;

/**
 * Fetches /config.json once at start, read by the domain's parseRuntimeConfig; never throws. The
 * same build runs against the fake platform and a real one: nothing of it is baked in at build time.
 */
export const loadRuntimeConfig = (
  fetchFn: typeof fetch = fetch,
  url = '/config.json',
): ResultAsync<RuntimeConfig, ConfigError> =>
  ResultAsync.fromPromise(
    // A plain GET, the very request index.html preloads (a header or cache mode of its own would make
    // the browser fetch it a second time); the platform serves it `no-cache` with an ETag.
    fetchFn(url).then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    }),
    (e): ConfigError => ({ kind: 'ConfigUnreachable', detail: e instanceof Error ? e.message : String(e) }),
  ).andThen(parseRuntimeConfig);
