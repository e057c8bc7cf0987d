import { err, ok, type Result } from 'neverthrow';

// Plain checks, no schema library: the portal reads the config before its first paint, in the entry
// chunk, which carries no zod (zod/mini here added 11.6 KB gzip to it, measured); the forms' schemas
// come later with the pages.

/** The platform call timeout when the config names none: long enough for a slow page, never endless. */
export const API_TIMEOUT_MS = 30_000;

/** The config's texts: each must be a non-empty string. */
type TextField =
  | 'apiBase'
  | 'productName'
  | 'productShortName'
  | 'releaseInfoUrl'
  | 'hostedWalletUrl'
  | 'hostedWalletDomain'
  | 'version'
  | 'supportEmail';

/** A whole number, or the digits of one (ids may come as either: a platform's JSON writes them as strings). */
const wholeNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : null;
};

/**
 * The settings the platform serves at /config.json (architecture §3): the same build of the portal
 * and the same `scr` run against the fake platform and a real one, so nothing here is baked in.
 */
export type RuntimeConfig = {
  /** Base URL of the platform API (absolute, or a path on the portal's origin). */
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
   * How long a platform call may take before a client says it did not answer and offers Retry
   * (optional in the file; API_TIMEOUT_MS when absent). A deployment behind a slow gateway can raise it.
   */
  readonly apiTimeoutMs: number;
};

/** The served config is not one: `detail` names each failing field and why, for a console or a terminal. */
export type RuntimeConfigInvalid = { readonly kind: 'ConfigInvalid'; readonly detail: string };

/**
 * The JSON a client fetched from /config.json as the typed config, or the fields that are wrong
 * (the portal, `scr` and the examples fetch it each their own way, and read it here).
 */
export const parseRuntimeConfig = (raw: unknown): Result<RuntimeConfig, RuntimeConfigInvalid> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return err({ kind: 'ConfigInvalid', detail: '(root): not an object' });
  const input = raw as Readonly<Record<string, unknown>>;
  const problems: string[] = [];
  const text = (field: TextField): string => {
    const value = input[field];
    if (typeof value === 'string' && value.length > 0) return value;
    problems.push(`${field}: expected a non-empty string`);
    return '';
  };
  const [apiBase, productName, productShortName, releaseInfoUrl, hostedWalletUrl, hostedWalletDomain] = [
    text('apiBase'),
    text('productName'),
    text('productShortName'),
    text('releaseInfoUrl'),
    text('hostedWalletUrl'),
    text('hostedWalletDomain'),
  ];
  const ids = input.cpuCheckOrgUserIds;
  const cpuCheckOrgUserIds = Array.isArray(ids) ? ids.map(wholeNumber) : [];
  if (!Array.isArray(ids)) problems.push('cpuCheckOrgUserIds: expected a list of ids');
  cpuCheckOrgUserIds.forEach((id, at) => {
    if (id === null) problems.push(`cpuCheckOrgUserIds.${at}: expected a list of ids`);
  });
  if (typeof input.production !== 'boolean') problems.push('production: expected a boolean');
  const [version, supportEmail] = [text('version'), text('supportEmail')];
  const timeout = input.apiTimeoutMs === undefined ? API_TIMEOUT_MS : wholeNumber(input.apiTimeoutMs);
  if (timeout === null || timeout <= 0) problems.push('apiTimeoutMs: expected a positive whole number');
  if (problems.length > 0) return err({ kind: 'ConfigInvalid', detail: problems.join('; ') });
  // Only the fields a client reads: a field it does not know is dropped, not refused (a platform
  // newer than its clients may serve more).
  return ok({
    apiBase,
    productName,
    productShortName,
    releaseInfoUrl,
    hostedWalletUrl,
    hostedWalletDomain,
    cpuCheckOrgUserIds: cpuCheckOrgUserIds as number[],
    production: input.production as boolean,
    version,
    supportEmail,
    apiTimeoutMs: timeout as number,
  });
};
