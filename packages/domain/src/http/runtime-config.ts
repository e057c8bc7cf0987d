import { err, ok, type Result } from 'neverthrow';
// zod's tree-shakable build: the web reads the config before its first paint, in the entry chunk
// that carries neither the container nor the schemas of the forms, and keeps only the few
// checks used here. A zod schema all the same, with zod's behaviour.
import * as z from 'zod/mini';

/** The platform call timeout when the config names none: long enough for a slow page, never endless. */
export const API_TIMEOUT_MS = 30_000;

const text = z
  .string({ error: 'expected a non-empty string' })
  .check(z.minLength(1, 'expected a non-empty string'));

/** A whole number, or the digits of one (ids may come as either: a platform's JSON writes them as strings). */
const wholeNumber = (error: string) =>
  z.union(
    [
      z.int({ error }),
      z.pipe(z.string({ error }).check(z.regex(/^\s*-?\d+\s*$/, error)), z.transform(Number)),
    ],
    { error },
  );

const positiveWholeNumber = z.pipe(
  wholeNumber('expected a positive whole number'),
  z.number().check(z.positive('expected a positive whole number')),
);

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

/**
 * The file's schema. A field it does not know is dropped, not refused: a platform newer than its
 * clients may serve more.
 */
const runtimeConfigSchema = z.object(
  {
    apiBase: text,
    productName: text,
    productShortName: text,
    releaseInfoUrl: text,
    hostedWalletUrl: text,
    hostedWalletDomain: text,
    cpuCheckOrgUserIds: z.array(wholeNumber('expected a list of ids'), { error: 'expected a list of ids' }),
    production: z.boolean({ error: 'expected a boolean' }),
    version: text,
    supportEmail: text,
    apiTimeoutMs: z.optional(positiveWholeNumber),
  },
  { error: 'not an object' },
);

/** The served config is not one: `detail` names each failing field and why, for a console or a terminal. */
export type RuntimeConfigInvalid = { readonly kind: 'ConfigInvalid'; readonly detail: string };

/**
 * The JSON a client fetched from /config.json as the typed config, or the fields that are wrong
 * (the portal, `scr` and the examples fetch it each their own way, and read it here).
 */
export const parseRuntimeConfig = (raw: unknown): Result<RuntimeConfig, RuntimeConfigInvalid> => {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success)
    return err({
      kind: 'ConfigInvalid',
      detail: parsed.error.issues
        .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
        .join('; '),
    });
  const config: RuntimeConfig = { ...parsed.data, apiTimeoutMs: parsed.data.apiTimeoutMs ?? API_TIMEOUT_MS };
  return ok(config);
};
