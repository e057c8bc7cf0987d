// Contract-test support: a live fake platform, an in-memory SessionStore and a real sign-in
// (find-user → challenge → wallet password + signature → access token) through the domain's signIn.
import { randomUUID } from 'node:crypto';
import { memorySessionStore, signIn, type SessionStore, type SignInOutcome } from '@scr/domain';
import { startFakePlatform, type FakePlatform } from '@scr/fake-platform';
import { createHttpWallet } from '@scr/wallet-adapter';
import { createPlatformGateways, type PlatformGateways } from '../src/index.ts';

export const DEMO_PASSWORD = 'demo1234';

export const clock = { now: () => new Date() };
export const ids = { uuid: () => randomUUID() };

export type Client = {
  readonly sessions: SessionStore;
  readonly gateways: PlatformGateways;
  readonly wallet: ReturnType<typeof createHttpWallet>;
  readonly deps: PlatformGateways & {
    sessions: SessionStore;
    wallet: ReturnType<typeof createHttpWallet>;
    clock: typeof clock;
    ids: typeof ids;
  };
};

/** Gateways and a wallet bound to a fresh, empty SessionStore. */
export const clientOf = (platform: FakePlatform, sessions: SessionStore = memorySessionStore()): Client => {
  const gateways = createPlatformGateways({
    apiBase: platform.apiUrl,
    sessions,
    nowSeconds: () => Math.floor(Date.now() / 1000),
  });
  const wallet = createHttpWallet({ hostedWalletUrl: platform.wallets.cloudUrl });
  return {
    sessions,
    gateways,
    wallet,
    deps: { ...gateways, sessions, wallet, clock, ids },
  };
};

/** Signs in for real through the domain's use case; organizationId defaults to the email's first. */
export const signInAs = async (
  platform: FakePlatform,
  email: string,
  organizationId?: number,
  password = DEMO_PASSWORD,
): Promise<Client & { outcome: SignInOutcome }> => {
  const client = clientOf(platform);
  const found = (await client.gateways.findUser.byEmail(email, false))._unsafeUnwrap();
  const orgId = organizationId ?? found[0]?.organization.id;
  const outcome = await signIn(client.deps)({ email, organizationId: orgId, password });
  if (outcome.isErr()) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(outcome.error)}`);
  return { ...client, outcome: outcome.value };
};

export type Mail = { to: string; subject: string; text: string; links: string[] };

/** The fake platform's mailbox, newest first. */
export const mails = async (platform: FakePlatform, to?: string): Promise<Mail[]> => {
  const all = (await (await fetch(`${platform.url}/__dev/api/mails`)).json()) as Mail[];
  return to ? all.filter((m) => m.to === to) : all;
};

/** The jwt query parameter of the newest mailed link to someone matching a path fragment. */
export const mailedJwt = async (platform: FakePlatform, to: string, path: string): Promise<string> => {
  const link = (await mails(platform, to)).flatMap((m) => m.links).find((l) => l.includes(path));
  const jwt = link ? new URL(link).searchParams.get('jwt') : null;
  if (!jwt) throw new Error(`no ${path} link mailed to ${to}`);
  return jwt;
};

/** Runs a check with the platform clock moved on by some days, then back to real time. */
export const later = async (
  platform: FakePlatform,
  days: number,
  check: () => Promise<void>,
): Promise<void> => {
  platform.clock.advanceDays(days);
  try {
    await check();
  } finally {
    platform.clock.reset();
  }
};

export { startFakePlatform, type FakePlatform };
