import { parseRuntimeConfig, type ApiSession, type Locale } from '@scr/domain';
import { compose, type Deps, type Platform } from './composition.ts';
import { configDir, readSession, readSettings } from './config-store.ts';
import { DEFAULT_API } from './defaults.ts';
import { exitCodes } from './exit-codes.ts';
import { CommandFailure, failureOf, type DomainFailure } from './failure.ts';
import type { Output } from './output.ts';
import type { Say } from './texts.ts';

/** What every command runs with: the language, the output, the global options and the environment. */
export type CommandContext = {
  readonly say: Say;
  readonly locale: Locale;
  readonly out: Output;
  /** `--api` as given, if given. */
  readonly api: string | undefined;
  readonly env: NodeJS.ProcessEnv;
};

const dirOf = (ctx: CommandContext) => configDir(ctx.env);

/**
 * The API base a sign-in goes to: `--api`, SCR_API, the config's `api`, the platform of the saved
 * session (signing in again goes where the last sign-in went), else the fake platform.
 */
export const chosenApi = (ctx: CommandContext): string =>
  (
    ctx.api ??
    ctx.env['SCR_API'] ??
    readSettings(dirOf(ctx)).api ??
    readSession(dirOf(ctx))?.apiBase ??
    DEFAULT_API
  ).replace(/\/+$/, '');

/**
 * The platform's hosted wallet: SCR_WALLET_URL or the config's `hostedWalletUrl`, else the platform's
 * own runtime config (`/config.json` of the API's origin, fetched here, read by the domain).
 */
export const platformOf = async (ctx: CommandContext, apiBase: string): Promise<Platform> => {
  const given = ctx.env['SCR_WALLET_URL'] ?? readSettings(dirOf(ctx)).hostedWalletUrl;
  if (given) return { apiBase, hostedWalletUrl: given };
  const url = new URL('/config.json', apiBase).href;
  const fail = (text: string) =>
    new CommandFailure(ctx.say({ id: 'cli.error.config', values: { url, text } }), exitCodes.unreachable);
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch((e: unknown) => {
    throw fail(e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e));
  });
  if (!response.ok) throw fail(`HTTP ${response.status}`);
  // Read as the portal reads it: a config the portal would refuse is refused here too, by its fields.
  const config = parseRuntimeConfig(await response.json().catch(() => null));
  if (config.isErr()) throw fail(config.error.detail);
  return { apiBase, hostedWalletUrl: config.value.hostedWalletUrl };
};

/** The ports for a sign-in: the chosen platform, and the session file as it is (a sign-in may reuse it). */
export const signInDeps = async (ctx: CommandContext): Promise<Deps> => {
  const apiBase = chosenApi(ctx);
  const saved = readSession(dirOf(ctx));
  const entries = saved?.apiBase === apiBase ? saved.entries : {};
  const platform =
    saved?.apiBase === apiBase && !ctx.env['SCR_WALLET_URL'] ? saved : await platformOf(ctx, apiBase);
  return compose({ apiBase, hostedWalletUrl: platform.hostedWalletUrl }, { dir: dirOf(ctx), entries });
};

/**
 * The ports of a signed-in command, on the platform of the saved session: none (or one of another
 * platform than `--api` names) is 'You are not signed in'.
 */
export const signedInDeps = async (
  ctx: CommandContext,
): Promise<{ readonly deps: Deps; readonly session: ApiSession }> => {
  const saved = readSession(dirOf(ctx));
  const api = ctx.api?.replace(/\/+$/, '');
  if (!saved || (api !== undefined && api !== saved.apiBase))
    throw new CommandFailure(ctx.say({ id: 'cli.error.notSignedIn' }), exitCodes.signInAgain);
  const deps = compose(saved, { dir: dirOf(ctx), entries: saved.entries });
  const session = await deps.sessions.apiSession();
  if (session.isErr() || session.value === null || session.value.pendingTwoFactor)
    throw new CommandFailure(ctx.say({ id: 'cli.error.notSignedIn' }), exitCodes.signInAgain);
  return { deps, session: session.value };
};

/** What a use case's Result holds when it succeeded: `result.match(same, failWith(ctx))` is its value. */
export const same = <T>(value: T): T => value;

/**
 * The failure branch of a use case's Result: ends the command with the failure's text and exit code
 * (`signedIn` false while signing in, where a 401 is a wrong password rather than a lost session).
 */
export const failWith =
  (
    ctx: CommandContext,
    options: { readonly signedIn: boolean; readonly fieldOptions?: Readonly<Record<string, string>> } = {
      signedIn: true,
    },
  ) =>
  (error: DomainFailure): never => {
    throw failureOf(ctx.say, error, options);
  };
