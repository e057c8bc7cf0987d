import { err, ok, ResultAsync, type Result } from 'neverthrow';

/**
 * The settings the platform serves at /config.json, read once at start (architecture §3). The same build
 * runs against the fake platform and a real one: nothing here is baked in at build time.
 */
export type RuntimeConfig = {
  /** Base URL of the platform API (absolute, or a path on this origin). */
  readonly apiBase: string;
  readonly productName: string;
  /** Prefixes the account types ('{product} Premium') and names the release-info app ('{product} App'). */
  readonly productShortName: string;
  readonly releaseInfoUrl: string;
  readonly hostedWalletUrl: string;
  readonly hostedWalletDomain: string;
  /** The organization-user ids that see the CPU check setting (product-reference §6). */
  readonly cpuCheckOrgUserIds: readonly number[];
  /** Version info shows only when this is false (product-reference §2.2). */
  readonly production: boolean;
  readonly version: string;
  readonly supportEmail: string;
  /**
   * How long a platform call may take before the page says it did not answer and offers Retry
   * (optional; API_TIMEOUT_MS when absent). A deployment behind a slow gateway can raise it.
   */
  readonly apiTimeoutMs: number;
};

/** The platform call timeout when the config names none: long enough for a slow page, never endless. */
export const API_TIMEOUT_MS = 30_000;

export type ConfigError =
  | { readonly kind: 'ConfigUnreachable'; readonly detail: string }
  | { readonly kind: 'ConfigInvalid'; readonly detail: string };

const textFields = [
  'apiBase',
  'productName',
  'productShortName',
  'releaseInfoUrl',
  'hostedWalletUrl',
  'hostedWalletDomain',
  'version',
  'supportEmail',
] as const;

/** A whole number from a number or a numeric string (ids may come as either), else null. */
const toInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/**
 * Checks raw JSON field by field; the detail names the failing fields for the console. Plain checks,
 * no zod: this runs before the first paint, and the login route stays free of a schema library.
 */
export const parseRuntimeConfig = (raw: unknown): Result<RuntimeConfig, ConfigError> => {
  if (typeof raw !== 'object' || raw === null)
    return err({ kind: 'ConfigInvalid', detail: '(root): not an object' });
  const input = raw as Record<string, unknown>;
  const problems: string[] = [];
  const texts: Partial<Record<(typeof textFields)[number], string>> = {};
  for (const field of textFields) {
    const value = input[field];
    if (typeof value === 'string' && value.length > 0) texts[field] = value;
    else problems.push(`${field}: expected a non-empty string`);
  }
  const ids = Array.isArray(input.cpuCheckOrgUserIds) ? input.cpuCheckOrgUserIds.map(toInt) : null;
  if (!ids || ids.some((id) => id === null)) problems.push('cpuCheckOrgUserIds: expected a list of ids');
  if (typeof input.production !== 'boolean') problems.push('production: expected a boolean');
  const timeout = input.apiTimeoutMs === undefined ? API_TIMEOUT_MS : toInt(input.apiTimeoutMs);
  if (timeout === null || timeout <= 0) problems.push('apiTimeoutMs: expected a positive whole number');
  if (problems.length > 0) return err({ kind: 'ConfigInvalid', detail: problems.join('; ') });
  return ok({
    ...(texts as Record<(typeof textFields)[number], string>),
    cpuCheckOrgUserIds: ids as number[],
    production: input.production as boolean,
    apiTimeoutMs: timeout as number,
  });
};

/** Fetches and validates /config.json; never throws. */
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
