// Shared by the wallet tests: a controllable clock and a small JSON client for the wallet routes.
import { startWalletHosts, type ResetReport, type WalletHosts } from './index.ts';
import type { ResetItem } from './body.ts';

export type TestWallets = WalletHosts & {
  advanceSeconds(s: number): void;
  url(id: string): string;
  /** A grant as the platform would sign it (60 s). */
  grant(input: { caller: number; passwordHash: string; items: ResetItem[] }): Promise<string>;
  /** What the wallets reported of each password reset attempt. */
  reports: ResetReport[];
};

export const startTestWallets = async (tokenTtlSeconds = 3600): Promise<TestWallets> => {
  let now = new Date('2026-03-01T09:00:00Z').getTime();
  const reports: ResetReport[] = [];
  const wallets = await startWalletHosts({
    now: () => new Date(now),
    tokenTtlSeconds,
    onPasswordReset: (r) => reports.push(r),
  });
  return Object.assign(wallets, {
    reports,
    grant: (input: { caller: number; passwordHash: string; items: ResetItem[] }) =>
      wallets.standaloneGrant!(input),
    advanceSeconds: (s: number) => {
      now += s * 1000;
    },
    url: (id: string) => {
      const host = wallets.hosts.find((h) => h.id === id);
      if (!host) throw new Error(`no wallet ${id}`);
      return host.url;
    },
  });
};

export type Answer = { status: number; body: Record<string, unknown> };

export const call = async (
  url: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> => {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
};

export const signIn = async (url: string, orgUserId: number, password: string): Promise<string> => {
  const res = await call(url, 'POST', '/accounts/verify', { orgUserId, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return String(res.body['token']);
};
