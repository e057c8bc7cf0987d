import { z } from 'zod';
import { err, ok, ResultAsync, type Result } from 'neverthrow';

/**
 * The settings the platform serves at /config.json, read once at start (DESIGN §3). The same build
 * runs against the fake platform and a real one: nothing here is baked in at build time.
 */
export const runtimeConfigSchema = z.object({
  /** Base URL of the platform API (absolute, or a path on this origin). */
  apiBase: z.string().min(1),
  productName: z.string().min(1),
  /** Prefixes the account types ('{product} Premium') and names the release-info app ('{product} App'). */
  productShortName: z.string().min(1),
  releaseInfoUrl: z.string().min(1),
  hostedWalletUrl: z.string().min(1),
  hostedWalletDomain: z.string().min(1),
  /** The organization-user ids that see the CPU check setting (spec §6). */
  cpuCheckOrgUserIds: z.array(z.coerce.number().int()),
  /** Version info shows only when this is false (spec §2.2). */
  production: z.boolean(),
  version: z.string().min(1),
  supportEmail: z.string().min(1),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export type ConfigError =
  | { readonly kind: 'ConfigUnreachable'; readonly detail: string }
  | { readonly kind: 'ConfigInvalid'; readonly detail: string };

/** Checks raw JSON against the schema; the detail names the failing fields for the console. */
export const parseRuntimeConfig = (raw: unknown): Result<RuntimeConfig, ConfigError> => {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  return err({ kind: 'ConfigInvalid', detail });
};

/** Fetches and validates /config.json; never throws. */
export const loadRuntimeConfig = (
  fetchFn: typeof fetch = fetch,
  url = '/config.json',
): ResultAsync<RuntimeConfig, ConfigError> =>
  ResultAsync.fromPromise(
    fetchFn(url, { headers: { Accept: 'application/json' }, cache: 'no-store' }).then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    }),
    (e): ConfigError => ({ kind: 'ConfigUnreachable', detail: e instanceof Error ? e.message : String(e) }),
  ).andThen(parseRuntimeConfig);
